/**
 * A 412 conflict, both versions side by side: each field the user's queued change sets, beside
 * the value the resource holds now, the differences marked in words as well as colour. The
 * current version's other fields follow under a disclosure. Nothing is overwritten from here:
 * the user reapplies on the latest version or discards (EntryActions).
 */
import { useId, useMemo } from 'react';
import type { OutboxEntry } from '../../../contract/db';
import { compareVersions, type FieldRow, type ShownValue } from './compareVersions';
import { isolate } from './isolate';
import { useOutboxText } from './outboxText';

function Value({ value }: { readonly value: ShownValue | undefined }) {
  const t = useOutboxText();
  if (value === undefined)
    return <em className="outbox-value outbox-value--unset">{t('conflict.notSet')}</em>;
  return (
    <>
      <code className="outbox-value">
        <bdi>{value.text}</bdi>
      </code>
      {value.omitted > 0 ? (
        <span className="outbox-value__omitted"> {t('conflict.omittedText', { count: value.omitted })}</span>
      ) : null}
    </>
  );
}

function FieldTable({
  caption,
  rows,
  withYours,
}: {
  readonly caption: string;
  readonly rows: readonly FieldRow[];
  readonly withYours: boolean;
}) {
  const t = useOutboxText();
  return (
    <table className="outbox-compare">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('conflict.field')}</th>
          {withYours ? <th scope="col">{t('conflict.yours')}</th> : null}
          <th scope="col">{t('conflict.current')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr
            key={JSON.stringify(row.path)}
            className={
              row.differs ? 'outbox-compare__row outbox-compare__row--differs' : 'outbox-compare__row'
            }
          >
            <th scope="row">
              <code>
                <bdi>{row.path.join(' › ')}</bdi>
              </code>
              {withYours ? (
                <span className="outbox-compare__mark">
                  {row.differs ? t('conflict.differs') : t('conflict.same')}
                </span>
              ) : null}
            </th>
            {withYours ? (
              <td data-label={t('conflict.yours')}>
                <Value value={row.yours} />
              </td>
            ) : null}
            <td data-label={t('conflict.current')}>
              <Value value={row.current} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function ConflictComparison({ entry }: { readonly entry: OutboxEntry }) {
  const t = useOutboxText();
  const headingId = useId();
  const conflict = entry.conflict;
  const comparison = useMemo(
    () => (conflict === undefined ? undefined : compareVersions(entry.params, conflict.current)),
    [entry.params, conflict],
  );
  if (conflict === undefined || comparison === undefined) return null;
  return (
    <section className="outbox-conflict" aria-labelledby={headingId}>
      <h4 id={headingId} className="outbox-conflict__title">
        {t('conflict.title')}
      </h4>
      <p>{t('conflict.explain')}</p>
      {conflict.readFailure !== undefined ? (
        <p className="outbox-note">
          {t('conflict.readFailed', { message: isolate(conflict.readFailure.message) })}
        </p>
      ) : null}
      {comparison.changed.length > 0 ? (
        <FieldTable caption={t('conflict.caption')} rows={comparison.changed} withYours />
      ) : (
        <p>{t('conflict.nothingChanged')}</p>
      )}
      {comparison.others.length > 0 ? (
        <details className="outbox-conflict__others">
          <summary>{t('conflict.otherFields')}</summary>
          <FieldTable caption={t('conflict.otherFields')} rows={comparison.others} withYours={false} />
        </details>
      ) : null}
      {comparison.omittedFields > 0 ? (
        <p className="outbox-note">{t('conflict.omittedFields', { count: comparison.omittedFields })}</p>
      ) : null}
    </section>
  );
}
