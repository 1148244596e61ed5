/** How each stored state of a change reads as a status (a word and a tone, never colour alone). */
import type { OutboxState } from '../../../rules/outboxLifecycle';
import type { Status } from '../../ui';

const TONES: Readonly<Record<OutboxState, Status>> = {
  pending: 'info',
  sending: 'info',
  stale: 'warning',
  failed: 'danger',
  conflict: 'warning',
  done: 'success',
  discarded: 'muted',
};

export function statusOf(state: OutboxState): Status {
  return TONES[state];
}
