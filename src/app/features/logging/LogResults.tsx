import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { Button, DataTable, EmptyState, LifecycleBadge } from '../../ui';
import type { DataTableColumn } from '../../ui';
import { formatField } from '../../kit/formatField';
import type { FormatContext } from '../../kit/formatField';
import { useFormatContext } from '../../kit/useFormatContext';
import { LogEntryDetails } from './LogEntryDetails';
import type { LogRow, LogSearchResult } from './normaliseLogSearch';

type Columns = (
  t: TFunction<readonly ['logging', 'glossary']>,
  format: FormatContext,
  open: (row: LogRow) => void,
) => DataTableColumn<LogRow>[];

const time = (format: FormatContext) => (row: LogRow) => formatField(row.time, 'dateTime', format);
const code = (value: string | undefined) => (value === undefined ? null : <code>{value}</code>);

/** The columns of each kind of answer: logs (the specified call) or log entries (the public search the screen sends). */
const COLUMNS: Readonly<Record<LogSearchResult['kind'], Columns>> = {
  logs: (t, format) => [
    {
      id: 'name',
      header: t('columns.log'),
      isRowHeader: true,
      sortKey: (r) => r.name ?? '',
      cell: (r) => r.name ?? r.logId,
    },
    { id: 'type', header: t('glossary:type'), sortKey: (r) => r.type ?? '', cell: (r) => code(r.type) },
    { id: 'source', header: t('columns.source'), sortKey: (r) => r.source ?? '', cell: (r) => r.source },
    {
      id: 'state',
      header: t('glossary:state'),
      cell: (r) => (r.lifecycleState === undefined ? null : <LifecycleBadge state={r.lifecycleState} />),
    },
    { id: 'time', header: t('glossary:created'), sortKey: (r) => r.time ?? '', cell: time(format) },
  ],
  entries: (t, format, open) => [
    {
      id: 'time',
      header: t('columns.time'),
      isRowHeader: true,
      sortKey: (r) => r.time ?? '',
      cell: (r) => (
        <Button
          variant="ghost"
          size="sm"
          onPress={() => {
            open(r);
          }}
          aria-label={t('entry.open', { time: time(format)(r) ?? r.key })}
        >
          {time(format)(r) ?? t('entry.untimed')}
        </Button>
      ),
    },
    { id: 'message', header: t('columns.message'), cell: (r) => r.message },
    { id: 'source', header: t('columns.source'), sortKey: (r) => r.source ?? '', cell: (r) => r.source },
    { id: 'type', header: t('columns.eventType'), sortKey: (r) => r.type ?? '', cell: (r) => code(r.type) },
    { id: 'log', header: t('columns.logId'), cell: (r) => code(r.logId) },
  ],
};

/** The answer of a log search as a table; the service's order is kept. */
export function LogResults({
  result,
  isLoading,
}: {
  readonly result: LogSearchResult;
  readonly isLoading: boolean;
}) {
  const { t } = useTranslation(['logging', 'glossary']);
  const format = useFormatContext();
  const [openKey, setOpenKey] = useState<string | undefined>();
  // The control a line was opened from: closing the line takes the focus back there.
  const opener = useRef<HTMLElement | null>(null);
  const opened = result.kind === 'entries' ? result.rows.find((row) => row.key === openKey) : undefined;
  const open = (row: LogRow) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setOpenKey(row.key);
  };
  const close = () => {
    setOpenKey(undefined);
    opener.current?.focus();
  };
  const caption =
    result.kind === 'logs'
      ? t('results.logs', { number: result.rows.length })
      : t('results.entries', { number: result.total ?? result.rows.length });
  return (
    <>
      <DataTable
        caption={caption}
        columns={COLUMNS[result.kind](t, format, open)}
        rows={result.rows}
        rowKey={(row) => row.key}
        manualSort
        isLoading={isLoading}
        emptyState={<EmptyState title={t('results.empty')} description={t('results.emptyHelp')} />}
      />
      {opened === undefined ? null : <LogEntryDetails entry={opened} onClose={close} />}
    </>
  );
}
