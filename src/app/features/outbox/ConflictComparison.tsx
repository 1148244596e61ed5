/**
 * A 412 conflict, both versions side by side: each field the user's queued change sets, beside
 * the value the resource holds now, the differences marked in words as well as colour. The
 * current version's other fields follow under a disclosure. Nothing is overwritten from here:
 * the user reapplies on the latest version or discards (EntryActions). A conflict that may be
 * the change's own lost answer (maybeApplied: the resource could not tell) says so; one whose
 * current version already shows the change says that reapplying only marks it applied.
 */
import { useId, useMemo } from 'react';
import type { OutboxEntry } from '../../../contract/db';
import { conflictShowsChange } from '../../../rules/changeLanding';
import { compareVersions } from './compareVersions';
import { FieldTable } from './FieldTable';
import { useOutboxText } from './outboxText';

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
      <p>{t(entry.maybeApplied === true ? 'conflict.explainMaybeApplied' : 'conflict.explain')}</p>
      {conflictShowsChange(entry) ? <p className="outbox-note">{t('conflict.alreadyApplied')}</p> : null}
      {conflict.readFailure !== undefined ? (
        <p className="outbox-note">{t('conflict.readFailed', { message: conflict.readFailure.message })}</p>
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
