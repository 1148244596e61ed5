import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFailureText } from '../../i18n/failureText';
import { toResourceSummary, type ResourceSummary } from '../../../oci/resource';
import { readData, useRead } from '../../data/useRead';
import { Select } from '../../ui';

export interface LogPickerProps {
  readonly compartmentId: string;
  readonly value: string;
  /** The log chosen ('' for any) and its group, when the search answer names it. */
  readonly onChange: (logId: string, logGroupId: string) => void;
}

/** The choice of no log in particular (a Select's keys cannot be empty). */
export const ANY = 'any';

/** A log of the compartment, from a resource search (kept offline), or any log. */
export function LogPicker({ compartmentId, value, onChange }: LogPickerProps) {
  const { t } = useTranslation('logging');
  const describeFailure = useFailureText();
  const params = useMemo(
    () => ({
      searchDetails: {
        type: 'Structured' as const,
        query: `query log resources where compartmentId = '${compartmentId.replace(/'/g, '')}'`,
      },
      limit: 1000,
    }),
    [compartmentId],
  );
  const { state } = useRead(compartmentId === '' ? null : 'searchResources', params);
  const items = readData(state)?.data.items;
  const logs = useMemo(() => (items ?? []).map(toResourceSummary), [items]);
  const groupOf = (log: ResourceSummary): string => {
    const group = log.identityContext?.['logGroupId'] ?? log.additionalDetails?.['logGroupId'];
    return typeof group === 'string' ? group : '';
  };
  return (
    <Select
      label={t('filters.log')}
      options={[
        { id: ANY, label: t('filters.anyLog') },
        ...logs.map((log) => ({ id: log.identifier, label: log.displayName ?? log.identifier })),
      ]}
      selectedKey={value === '' ? ANY : value}
      onSelectionChange={(id) => {
        const log = logs.find((candidate) => candidate.identifier === id);
        onChange(id === ANY ? '' : id, log === undefined ? '' : groupOf(log));
      }}
      isDisabled={compartmentId === ''}
      description={state.status === 'error' ? describeFailure(state.failure) : undefined}
    />
  );
}
