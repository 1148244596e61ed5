import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SORT_ORDERS } from '../../../oci/enums';
import { Button, Checkbox, Select, TextField } from '../../ui';
import { CompartmentPicker } from '../../kit/CompartmentPicker';
import { LOG_PERIODS } from './logSearchParams';
import type { LogPeriod, LogSearchFilters } from './logSearchParams';
import { LogPicker } from './LogPicker';

export interface LogSearchFormProps {
  readonly initial: LogSearchFilters;
  readonly onSearch: (filters: LogSearchFilters) => void;
  readonly isSearching: boolean;
}

/**
 * What the Logging query language can ask (the public search every region answers): compartment
 * and subcompartments, log, source resource, the order of the lines by time, and the period. The
 * specified call's log type, source service and sort field are not offered: the log lines' search
 * has no such fields, and a control that changes nothing would only mislead.
 */
export function LogSearchForm({ initial, onSearch, isSearching }: LogSearchFormProps) {
  const { t } = useTranslation('logging');
  const [filters, setFilters] = useState(initial);
  const [tried, setTried] = useState(false);
  const set = <K extends keyof LogSearchFilters>(key: K, value: LogSearchFilters[K]) => {
    setFilters((current) => ({ ...current, [key]: value }));
  };
  const missingCompartment = tried && filters.compartmentId === '';
  return (
    <form
      className="details-stack"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setTried(true);
        if (filters.compartmentId !== '') onSearch(filters);
      }}
    >
      <div className="details-filters">
        <CompartmentPicker
          value={filters.compartmentId === '' ? undefined : filters.compartmentId}
          onChange={(id) => {
            setFilters((current) => ({ ...current, compartmentId: id, logId: '', logGroupId: '' }));
          }}
          isRequired
          defaultToRoot
          errorMessage={missingCompartment ? t('filters.compartmentRequired') : undefined}
        />
        <Checkbox
          label={t('filters.includeSubcompartments')}
          description={t('filters.includeSubcompartmentsHelp')}
          isSelected={filters.includeSubcompartments}
          onChange={(value) => {
            set('includeSubcompartments', value);
          }}
        />
        <LogPicker
          compartmentId={filters.compartmentId}
          value={filters.logId}
          onChange={(logId, logGroupId) => {
            setFilters((current) => ({ ...current, logId, logGroupId }));
          }}
        />
        <TextField
          label={t('filters.sourceResource')}
          description={t('filters.sourceResourceHelp')}
          value={filters.sourceResource}
          onChange={(value) => {
            set('sourceResource', value.trim());
          }}
        />
        <Select
          label={t('filters.sortOrder')}
          options={SORT_ORDERS.map((order) => ({ id: order, label: t(`sortOrders.${order}`) }))}
          selectedKey={filters.sortOrder}
          onSelectionChange={(order) => {
            set('sortOrder', order as LogSearchFilters['sortOrder']);
          }}
        />
        <Select
          label={t('filters.period')}
          description={t('filters.periodHelp')}
          options={(Object.keys(LOG_PERIODS) as LogPeriod[]).map((period) => ({
            id: period,
            label: t(`periods.${period}`),
          }))}
          selectedKey={filters.period}
          onSelectionChange={(period) => {
            set('period', period as LogPeriod);
          }}
        />
      </div>
      <div className="details-form__actions">
        <Button type="submit" variant="primary" isPending={isSearching}>
          {t('search')}
        </Button>
      </div>
    </form>
  );
}
