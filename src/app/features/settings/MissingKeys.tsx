import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { MissingKey } from '../../../contract/db';
import { missingKeyCommands, useMissingKeys } from './useMissingKeys';
import { useFormatDateTime } from '../../settings/useFormatDateTime';
import type { DataTableColumn } from '../../ui';
import { Button, DataTable, EmptyState } from '../../ui';

/** The translation keys the missing-key hook recorded (language, namespace, key, when), with a way to clear them. */
export function MissingKeys() {
  const { t } = useTranslation('settings');
  const rows = useMissingKeys();
  const when = useFormatDateTime();
  const columns = useMemo<readonly DataTableColumn<MissingKey>[]>(
    () => [
      {
        id: 'key',
        header: t('missing.key'),
        isRowHeader: true,
        sortKey: (r) => r.key,
        cell: (r) => <code>{r.key}</code>,
      },
      { id: 'ns', header: t('missing.namespace'), sortKey: (r) => r.ns, cell: (r) => r.ns },
      { id: 'lng', header: t('missing.language'), sortKey: (r) => r.lng, cell: (r) => r.lng },
      { id: 'at', header: t('missing.when'), sortKey: (r) => r.at, cell: (r) => when(r.at) },
    ],
    [t, when],
  );
  const count = rows?.length ?? 0;
  return (
    <section className="settings__missing" aria-labelledby="missing-keys-title" data-testid="missing-keys">
      <div className="settings__missing-header">
        <h3 id="missing-keys-title">{t('missing.title', { count })}</h3>
        <Button onPress={() => void missingKeyCommands.clearMissingKeys()} isDisabled={count === 0}>
          {t('missing.clear')}
        </Button>
      </div>
      <DataTable
        caption={t('missing.caption')}
        hideCaption
        columns={columns}
        rows={rows ?? []}
        rowKey={(r) => r.id}
        isLoading={rows === undefined}
        defaultSort={{ column: 'at', direction: 'descending' }}
        emptyState={<EmptyState title={t('missing.none')} />}
      />
    </section>
  );
}
