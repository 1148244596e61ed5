/**
 * What the outbox knows about one change, as a description list: operation, region, age,
 * attempts, the next attempt, the answer of a sent change (or that a read of the resource showed
 * it applied, its answer lost) and its work request, and the last failure with what support
 * needs. Every value from outside is shown as text, isolated with <bdi> so right-to-left
 * overrides in it cannot reorder the words around it.
 */
import { useMemo, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useLocale } from 'react-aria-components';
import type { OutboxEntry } from '../../../contract/db';
import { Freshness, RegionId, UiStringsProvider, useUiStrings } from '../../ui';
import { waitEndsAt } from '../../../contract/failurePolicy';
import { describeFailure } from './describeFailure';
import { formatUntil } from './formatUntil';
import { useOutboxText } from './outboxText';
import { isPending, STALE_AFTER_MS } from '../../../rules/outboxLifecycle';
import { outboxPaths } from './paths';
import { useOperationLabel } from './operationLabel';

function Fact({ term, children }: { readonly term: string; readonly children: ReactNode }) {
  return (
    <div className="outbox-facts__item">
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** The age of the change: Freshness, reading "5 minutes ago" rather than "as of 5 minutes ago". */
function Age({ since, now }: { readonly since: number; readonly now: number }) {
  const strings = useUiStrings();
  const plain = useMemo(() => ({ ...strings, asOf: (time: string) => time }), [strings]);
  return (
    <UiStringsProvider strings={plain}>
      <Freshness timestamp={since} now={now} staleAfterMs={STALE_AFTER_MS} />
    </UiStringsProvider>
  );
}

function NextAttempt({ entry, now }: { readonly entry: OutboxEntry; readonly now: number }) {
  const t = useOutboxText();
  const { locale } = useLocale();
  if (entry.state === 'sending') return <>{t('fact.sendingNow')}</>;
  // The outbox's own rule: a wait never outlasts the wait that set it, whatever the clock did.
  const dueAt = waitEndsAt(entry.nextAttemptAt, entry.waitMs ?? 0, now);
  if (dueAt <= now) return <>{t('fact.nextAttemptNow')}</>;
  return <time dateTime={new Date(dueAt).toISOString()}>{formatUntil(dueAt, now, locale)}</time>;
}

function WorkRequest({ id }: { readonly id: string }) {
  const link = outboxPaths.workRequest(id);
  const text = (
    <code>
      <bdi>{id}</bdi>
    </code>
  );
  return link === undefined ? (
    text
  ) : (
    <Link to={link} className="outbox-link touch-target">
      {text}
    </Link>
  );
}

export function LastFailure({ entry }: { readonly entry: OutboxEntry }) {
  const t = useOutboxText();
  if (entry.lastFailure === undefined) return null;
  const facts = describeFailure(entry.lastFailure);
  return (
    <div className="outbox-failure">
      <p className="outbox-failure__title">{t('fact.lastFailure')}</p>
      <p>{t(facts.hint)}</p>
      <p className="outbox-failure__message">
        <bdi>{facts.message}</bdi>
      </p>
      {facts.code !== undefined || facts.requestId !== undefined ? (
        <dl className="outbox-facts outbox-facts--compact">
          {facts.code !== undefined ? (
            <Fact term={t('fact.code')}>
              <code>
                <bdi>{facts.code}</bdi>
              </code>
            </Fact>
          ) : null}
          {facts.requestId !== undefined ? (
            <Fact term={t('fact.requestId')}>
              <code className="outbox-request-id">
                <bdi>{facts.requestId}</bdi>
              </code>
            </Fact>
          ) : null}
        </dl>
      ) : null}
    </div>
  );
}

export function EntryFacts({ entry, now }: { readonly entry: OutboxEntry; readonly now: number }) {
  const t = useOutboxText();
  const operationLabel = useOperationLabel();
  const waiting = entry.state === 'pending' || entry.state === 'sending';
  return (
    <>
      <dl className="outbox-facts">
        <Fact term={t('fact.operation')}>{operationLabel(entry.operation)}</Fact>
        <Fact term={t('fact.region')}>
          <RegionId id={entry.region} />
        </Fact>
        <Fact term={t('fact.queued')}>
          <Age since={entry.createdAt} now={now} />
        </Fact>
        <Fact term={t('fact.attempts')}>{entry.attempts}</Fact>
        {waiting ? (
          <Fact term={t('fact.nextAttempt')}>
            <NextAttempt entry={entry} now={now} />
          </Fact>
        ) : null}
        {entry.state === 'done' && entry.result !== undefined ? (
          <Fact term={t('fact.answer')}>
            {entry.result.confirmedByRead === true
              ? t('fact.confirmedByRead')
              : t('fact.answerStatus', { status: entry.result.status })}
          </Fact>
        ) : null}
        {entry.state === 'done' && entry.result?.workRequestId !== undefined ? (
          <Fact term={t('fact.workRequest')}>
            <WorkRequest id={entry.result.workRequestId} />
          </Fact>
        ) : null}
      </dl>
      {entry.maybeApplied === true && isPending(entry) ? (
        <p className="outbox-note">{t('maybeApplied.help')}</p>
      ) : null}
      {entry.state !== 'done' ? <LastFailure entry={entry} /> : null}
    </>
  );
}
