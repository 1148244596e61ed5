/**
 * Reading what the journal kept as the shapes it should hold: a file cut short, edited or
 * written by another version is refused (undefined), never taken for an entry.
 */
import type { KeyValue, OutboxEntry } from '../../../contract/db';
import { OUTBOX_STATES } from '../../../rules/outboxLifecycle';
import type { KeptSettings, StoreMarker } from './outboxJournal';

type Fields = Record<string, unknown>;

const isRecord = (value: unknown): value is Fields => typeof value === 'object' && value !== null;
const isTime = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0;
const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';
const isOptionalText = (value: unknown): boolean => value === undefined || typeof value === 'string';

export function readJournalEntry(value: unknown): OutboxEntry | undefined {
  if (!isRecord(value)) return undefined;
  const ok =
    isText(value['id']) &&
    isText(value['operation']) &&
    isText(value['region']) &&
    isRecord(value['params']) &&
    typeof value['summary'] === 'string' &&
    OUTBOX_STATES.some((state) => state === value['state']) &&
    isTime(value['createdAt']) &&
    isTime(value['updatedAt']) &&
    isTime(value['queuedAt']) &&
    isTime(value['attempts']) &&
    isTime(value['nextAttemptAt']) &&
    isOptionalText(value['retryToken']) &&
    isOptionalText(value['ifMatch']) &&
    isOptionalText(value['resourceId']);
  return ok ? (value as unknown as OutboxEntry) : undefined;
}

export function readMarker(value: unknown): StoreMarker | undefined {
  if (!isRecord(value) || !isText(value['id']) || !isTime(value['createdAt'])) return undefined;
  return { id: value['id'], createdAt: value['createdAt'] };
}

function isKeyValue(value: unknown): value is KeyValue {
  return isRecord(value) && isText(value['key']);
}

function isTextList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every(isText);
}

export function readKept(value: unknown): KeptSettings | undefined {
  if (!isRecord(value) || !isTime(value['at']) || !isTime(value['resources'])) return undefined;
  const settings = value['settings'];
  const profiles = value['profiles'];
  if (!Array.isArray(settings) || !settings.every(isKeyValue) || !isTextList(profiles)) return undefined;
  const plan = value['plan'];
  const validPlan = isRecord(plan) && isTextList(plan['regions']) && isTextList(plan['compartmentIds']);
  return {
    at: value['at'],
    settings,
    profiles,
    resources: value['resources'],
    ...(validPlan
      ? { plan: { regions: plan['regions'] as string[], compartmentIds: plan['compartmentIds'] as string[] } }
      : {}),
  };
}
