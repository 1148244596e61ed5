/**
 * The header's way into the outbox: a link to /outbox showing how many changes are not applied
 * yet (pending, sending, stale, failed, conflict), live from IndexedDB. Its accessible name says
 * it in words ("Outbox, 3 pending changes, 1 needs your decision"), and when the count settles
 * on a new value it is announced politely.
 */
import { Suspense, useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { useAnnounce } from '../../ui';
import { outboxPaths } from './paths';
import { useOutboxText, type OutboxT } from './outboxText';
import { useOutboxCounts, type OutboxCounts } from '../../data/useOutboxCounts';
import './outbox.css';

/** A count must hold this long before it is announced, so a burst of sends is one message. */
export const ANNOUNCE_SETTLE_MS = 1500;

export function badgeLabel(t: OutboxT, counts: OutboxCounts | undefined): string {
  const unfinished = counts?.unfinished ?? 0;
  const label = unfinished === 0 ? t('badge.labelNone') : t('badge.label', { count: unfinished });
  const attention = counts?.attention ?? 0;
  return attention === 0 ? label : `${label}, ${t('badge.attention', { count: attention })}`;
}

/**
 * Announces the count once it has held for ANNOUNCE_SETTLE_MS: how many changes wait, or that
 * every change has been sent — also after changes that came and went within one settling time.
 */
function useCountAnnouncement(t: OutboxT, unfinished: number | undefined): void {
  const announce = useAnnounce();
  const said = useRef<number | undefined>(undefined);
  const sawChanges = useRef(false);
  useEffect(() => {
    if (unfinished === undefined) return undefined;
    if (said.current === undefined) {
      // The count found on arrival is shown, not announced.
      said.current = unfinished;
      return undefined;
    }
    if (unfinished > 0) sawChanges.current = true;
    const news = unfinished !== said.current || (unfinished === 0 && sawChanges.current);
    if (!news) return undefined;
    const timer = setTimeout(() => {
      said.current = unfinished;
      if (unfinished > 0) {
        announce(t('announce.waiting', { count: unfinished }));
        return;
      }
      sawChanges.current = false;
      announce(t('announce.allSent'));
    }, ANNOUNCE_SETTLE_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [announce, t, unfinished]);
}

export interface OutboxBadgeViewProps {
  readonly counts: OutboxCounts | undefined;
}

/** The link itself, from counts (undefined while they load). */
export function OutboxBadgeView({ counts }: OutboxBadgeViewProps) {
  const t = useOutboxText();
  const unfinished = counts?.unfinished ?? 0;
  const attention = (counts?.attention ?? 0) > 0;
  return (
    <Link
      to={outboxPaths.outbox()}
      className={
        attention ? 'outbox-badge outbox-badge--attention touch-target' : 'outbox-badge touch-target'
      }
      aria-label={badgeLabel(t, counts)}
      data-testid="outbox-badge"
      data-count={counts === undefined ? undefined : unfinished}
    >
      <span aria-hidden="true">{t('badge.text')}</span>
      {unfinished > 0 ? (
        <>
          {/* The space makes the visible text "Outbox 3", the words the accessible name begins with. */}{' '}
          <span className="outbox-badge__count" aria-hidden="true">
            {unfinished}
          </span>
        </>
      ) : null}
    </Link>
  );
}

function LiveBadge() {
  const t = useOutboxText();
  const counts = useOutboxCounts();
  useCountAnnouncement(t, counts?.unfinished);
  return <OutboxBadgeView counts={counts} />;
}

export function OutboxBadge() {
  return (
    <Suspense fallback={null}>
      <LiveBadge />
    </Suspense>
  );
}
