/**
 * The outbox feature's words: the `outbox` namespace (public/locales/{lng}/outbox.json). Keys
 * are typed here, and a unit test checks that every shipped language has each of them, with
 * every plural form its language needs.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

export const OUTBOX_NAMESPACE = 'outbox';

/** Keys whose text depends on `count` (each has `_one`, `_other`… forms in the files). */
export const OUTBOX_PLURAL_KEYS = [
  'announce.attentionMany',
  'announce.cleared',
  'announce.waiting',
  'badge.attention',
  'badge.label',
  'conflict.omittedFields',
  'conflict.omittedText',
  'wipe.lostResources',
  'wipe.restored',
] as const;

export const OUTBOX_KEYS = [
  'action.confirmStale',
  'action.failed',
  'action.discard',
  'action.reapply',
  'action.retry',
  'announce.actionFailed',
  'announce.allSent',
  'announce.attentionOne',
  'badge.labelNone',
  'change.conflict',
  'change.conflictHelp',
  'change.conflictMaybeApplied',
  'change.discarded',
  'change.done',
  'change.failed',
  'change.keptOffline',
  'change.notQueued',
  'change.queuing',
  'change.sending',
  'change.sentLater',
  'change.sentAfterSignIn',
  'change.stale',
  'change.staleHelp',
  'change.viewWorkRequest',
  'change.willRetry',
  'badge.text',
  'conflict.caption',
  'conflict.current',
  'conflict.differs',
  'conflict.explain',
  'conflict.field',
  'conflict.notSet',
  'conflict.nothingChanged',
  'conflict.otherFields',
  'conflict.readFailed',
  'conflict.same',
  'conflict.title',
  'conflict.yours',
  'dialog.discardBody',
  'dialog.discardMaybeApplied',
  'dialog.discardTitle',
  'dialog.staleBody',
  'dialog.staleMaybeApplied',
  'dialog.staleTitle',
  'fact.answer',
  'fact.answerStatus',
  'fact.attempts',
  'fact.code',
  'fact.lastFailure',
  'fact.nextAttempt',
  'fact.nextAttemptNow',
  'fact.operation',
  'fact.queued',
  'fact.region',
  'fact.requestId',
  'fact.sendingNow',
  'fact.workRequest',
  'failure.aborted',
  'failure.badAnswer',
  'failure.circuitOpen',
  'failure.clockSkew',
  'failure.conflict',
  'failure.denied',
  'failure.http',
  'failure.incorrectState',
  'failure.invalidResponse',
  'failure.network',
  'failure.notFound',
  'failure.notOci',
  'failure.operationConflict',
  'failure.serverError',
  'failure.signInNeeded',
  'failure.storage',
  'failure.throttled',
  'failure.timeout',
  'failure.validation',
  'group.attention',
  'group.done',
  'group.waiting',
  'maybeApplied.help',
  'maybeApplied.label',
  'screen.clearFinished',
  'screen.emptyBody',
  'screen.emptyTitle',
  'screen.loadFailed',
  'screen.loading',
  'screen.signInNeeded',
  'screen.subtitle',
  'screen.summary',
  'screen.title',
  'screen.toolbar',
  'state.conflict',
  'state.discarded',
  'state.done',
  'state.failed',
  'state.pending',
  'state.sending',
  'state.stale',
  'state.waitingSignIn',
  'action.markApplied',
  'conflict.alreadyApplied',
  'conflict.explainMaybeApplied',
  'dialog.reapplyBody',
  'dialog.reapplyTitle',
  'dialog.staleClockBody',
  'fact.confirmedByRead',
  'wipe.dismiss',
  'wipe.downloadAgain',
  'wipe.indexWiped',
  'wipe.lostProfiles',
  'wipe.restoredNone',
  'wipe.settingsRestored',
  'wipe.siteDataCleared',
  'wipe.title',
] as const;

export type OutboxPluralKey = (typeof OUTBOX_PLURAL_KEYS)[number];
export type OutboxKey = (typeof OUTBOX_KEYS)[number];

export type TextValues = Readonly<Record<string, string | number>>;

/** `t` of the namespace, typed by its keys; a plural key needs its count. */
export interface OutboxT {
  (key: OutboxPluralKey, values: TextValues & { readonly count: number }): string;
  (key: OutboxKey, values?: TextValues): string;
}

/**
 * The namespace's `t`. The first render of a component using it waits (Suspense) until the
 * namespace is loaded, unless the app preloaded it.
 */
export function useOutboxText(): OutboxT {
  const { t } = useTranslation(OUTBOX_NAMESPACE);
  return useMemo(() => (key: OutboxKey | OutboxPluralKey, values?: TextValues) => t(key, { ...values }), [t]);
}
