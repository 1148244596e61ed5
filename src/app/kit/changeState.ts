/**
 * What a page that a change moved on to is told about it (router location state): done, with its
 * work request, or saved on the device to be sent when the network is back. A form or a delete
 * that leaves its page hands it on; the page it lands on may show it (the license manager's
 * ChangeNotice).
 */
import { isChangeTitle, type ChangeTitle } from '../../contract/changeTitle';
import type { OutboxEntry } from '../../contract/db';

export interface ChangeState {
  readonly change: {
    readonly summary: string;
    /** The change's title as data, worded by the page in the language of the moment. */
    readonly title?: ChangeTitle;
    readonly workRequestId?: string;
    /** Saved on the device, not sent yet (no network): the outbox sends it later. */
    readonly queued?: boolean;
  };
}

export function isChangeState(value: unknown): value is ChangeState {
  if (typeof value !== 'object' || value === null) return false;
  const change = (value as { change?: unknown }).change;
  return (
    typeof change === 'object' &&
    change !== null &&
    typeof (change as { summary?: unknown }).summary === 'string'
  );
}

/** The state a change's outbox entry hands on: done with its work request, or kept to send later. */
export function changeStateOf(entry: OutboxEntry): ChangeState {
  const words = { summary: entry.summary, ...(isChangeTitle(entry.title) ? { title: entry.title } : {}) };
  return entry.state === 'done'
    ? { change: { ...words, workRequestId: entry.result?.workRequestId } }
    : { change: { ...words, queued: true } };
}
