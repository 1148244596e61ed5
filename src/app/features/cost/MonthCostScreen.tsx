/**
 * What the month costs: this month so far beside last month and the month's forecast, in total,
 * by service (a small chart and a table) and by compartment (a table), in the tenancy's currency
 * as the Usage API gives it. Kept on the device: offline it shows with its age. A tenancy without
 * the Usage API here, or a user without the policy to read usage, gets a sentence.
 */
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from 'react-aria-components';
import { ReadFreshness } from '../../kit/ReadFreshness';
import { ReadProblem } from '../../kit/ReadProblem';
import { readData } from '../../data/useRead';
import {
  BarChart,
  DataTable,
  OverviewHeading,
  PageTemplate,
  Spinner,
  type DataTableColumn,
  type ValueFormatter,
} from '../../ui';
import { foldTail } from '../../ui/chartData';
import type { CostRow } from './monthCost';
import { useMonthCost, type CostRead } from './useMonthCost';
import './cost.css';

/** The amount in the answer's currency; without one, a plain number (never a currency assumed). */
export function moneyFormatter(currency: string | undefined, locale: string): ValueFormatter {
  const format =
    currency === undefined
      ? new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 })
      : new Intl.NumberFormat(locale, { style: 'currency', currency });
  return (value) => format.format(value);
}

function CostTable({
  read,
  caption,
  nameHeader,
}: {
  readonly read: CostRead;
  readonly caption: string;
  readonly nameHeader: string;
}) {
  const { t } = useTranslation('oncall');
  const { locale } = useLocale();
  const money = moneyFormatter(read.cost.currency, locale);
  const columns: DataTableColumn<CostRow>[] = [
    { id: 'name', header: nameHeader, cell: (r) => r.name, isRowHeader: true, sortKey: (r) => r.name },
    {
      id: 'thisMonth',
      header: t('cost.thisMonth'),
      cell: (r) => money(r.thisMonth),
      align: 'end',
      sortKey: (r) => r.thisMonth,
    },
    {
      id: 'lastMonth',
      header: t('cost.lastMonth'),
      cell: (r) => money(r.lastMonth),
      align: 'end',
      sortKey: (r) => r.lastMonth,
    },
    {
      id: 'forecast',
      header: t('cost.forecast'),
      cell: (r) => money(r.forecast),
      align: 'end',
      sortKey: (r) => r.forecast,
    },
  ];
  return (
    <DataTable
      caption={caption}
      columns={columns}
      rows={read.cost.rows}
      rowKey={(r) => r.name}
      layout="table"
    />
  );
}

function Section({ read, children }: { readonly read: CostRead; readonly children: ReactNode }) {
  const { t } = useTranslation('oncall');
  const { state, refresh } = read;
  if (state.status === 'error')
    return (
      <ReadProblem
        failure={state.failure}
        title={t('cost.failed')}
        notOffered={t('cost.notOffered')}
        onRetry={refresh}
      />
    );
  if (readData(state) === undefined) return <Spinner label={t('cost.loading')} />;
  return (
    <>
      <ReadFreshness state={state} onRefresh={refresh} />
      {children}
    </>
  );
}

export function MonthCostScreen() {
  const { t } = useTranslation(['oncall', 'glossary']);
  const { locale } = useLocale();
  const { tenancy, byService, byCompartment } = useMonthCost();
  const { cost } = byService;
  const money = moneyFormatter(cost.currency, locale);
  const chartData = useMemo(
    () =>
      foldTail(
        cost.rows.map((r) => ({ label: r.name, value: r.thisMonth })),
        7,
        t('cost.otherServices'),
      ),
    [cost.rows, t],
  );
  return (
    <PageTemplate heading={<OverviewHeading title={t('cost.title')} subtitle={t('cost.subtitle')} />}>
      {tenancy.status === 'unknown' ? (
        <p className="read-problem">{t('cost.noTenancy')}</p>
      ) : (
        <>
          <Section read={byService}>
            <dl className="cost-totals" aria-label={t('cost.totals')}>
              <div className="cost-totals__item">
                <dt>{t('cost.soFar')}</dt>
                <dd data-testid="cost-so-far">{money(cost.total.thisMonth)}</dd>
              </div>
              <div className="cost-totals__item">
                <dt>{t('cost.lastMonth')}</dt>
                <dd>{money(cost.total.lastMonth)}</dd>
              </div>
              <div className="cost-totals__item">
                <dt>{t('cost.forecast')}</dt>
                <dd>{money(cost.total.forecast)}</dd>
              </div>
            </dl>
            {cost.currency === undefined ? <p className="read-problem">{t('cost.noCurrency')}</p> : null}
            {cost.mixedCurrencies ? <p className="read-problem">{t('cost.mixedCurrencies')}</p> : null}
            <BarChart title={t('cost.byServiceChart')} data={chartData} formatValue={money} height={200} />
            <CostTable read={byService} caption={t('cost.byService')} nameHeader={t('cost.service')} />
          </Section>
          <h2>{t('cost.byCompartment')}</h2>
          <Section read={byCompartment}>
            <CostTable
              read={byCompartment}
              caption={t('cost.byCompartment')}
              nameHeader={t('glossary:compartment')}
            />
          </Section>
        </>
      )}
    </PageTemplate>
  );
}
