/**
 * The license record form: what the API requires of a create or update (displayName,
 * isPerpetual, isUnlimited; licenseCount unless unlimited; an expiration date unless perpetual,
 * as the console asks), dates as `YYYY-MM-DD`, checked before anything is sent. Pure.
 */
import type { DraftErrors } from './productLicenseForm';
import { formatTags, parseTags } from './tagText';

export interface LicenseRecordDraft {
  readonly displayName: string;
  readonly isPerpetual: boolean;
  readonly expirationDate: string;
  readonly supportEndDate: string;
  readonly isUnlimited: boolean;
  readonly licenseCount: string;
  readonly tags: string;
}

export const EMPTY_LICENSE_RECORD: LicenseRecordDraft = {
  displayName: '',
  isPerpetual: true,
  expirationDate: '',
  supportEndDate: '',
  isUnlimited: false,
  licenseCount: '1',
  tags: '',
};

const MAX_NAME = 255;

/** A calendar date `YYYY-MM-DD` that exists (no 31 February). */
export function isCalendarDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (match === null) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export function validateLicenseRecord(draft: LicenseRecordDraft): DraftErrors<keyof LicenseRecordDraft> {
  const errors: DraftErrors<keyof LicenseRecordDraft> = {};
  const name = draft.displayName.trim();
  if (name === '') errors.displayName = 'required';
  else if (name.length > MAX_NAME) errors.displayName = 'tooLong';
  if (!draft.isUnlimited) {
    const count = draft.licenseCount.trim();
    if (count === '') errors.licenseCount = 'required';
    else if (!/^\d+$/.test(count) || Number(count) < 1 || !Number.isSafeInteger(Number(count))) {
      errors.licenseCount = 'wholeNumber';
    }
  }
  const expiration = draft.expirationDate.trim();
  if (!draft.isPerpetual) {
    if (expiration === '') errors.expirationDate = 'expirationRequired';
    else if (!isCalendarDate(expiration)) errors.expirationDate = 'date';
  }
  const support = draft.supportEndDate.trim();
  if (support !== '' && !isCalendarDate(support)) errors.supportEndDate = 'date';
  if (parseTags(draft.tags).badLines.length > 0) errors.tags = 'tagLines';
  return errors;
}

/** A date as the API's RFC 3339 date-time at midnight UTC. */
const apiDate = (date: string): string => `${date.trim()}T00:00:00.000Z`;

/** The create (or update) details of a valid draft; the record's product goes with it. */
export function licenseRecordDetails(draft: LicenseRecordDraft, productId: string): Record<string, unknown> {
  const tags = parseTags(draft.tags).tags;
  const support = draft.supportEndDate.trim();
  return {
    displayName: draft.displayName.trim(),
    isPerpetual: draft.isPerpetual,
    isUnlimited: draft.isUnlimited,
    productId,
    ...(draft.isUnlimited ? {} : { licenseCount: Number(draft.licenseCount.trim()) }),
    ...(draft.isPerpetual ? {} : { expirationDate: apiDate(draft.expirationDate) }),
    ...(support === '' ? {} : { supportEndDate: apiDate(support) }),
    freeformTags: tags,
  };
}

/** `2027-01-05T00:00:00.000Z` → `2027-01-05`. */
const dayOf = (value: unknown): string => (typeof value === 'string' ? value.slice(0, 10) : '');

/** A draft of an existing license record, for its edit form. */
export function licenseRecordDraft(record: Readonly<Record<string, unknown>>): LicenseRecordDraft {
  return {
    displayName: typeof record['displayName'] === 'string' ? record['displayName'] : '',
    isPerpetual: record['isPerpetual'] === true,
    expirationDate: dayOf(record['expirationDate']),
    supportEndDate: dayOf(record['supportEndDate']),
    isUnlimited: record['isUnlimited'] === true,
    licenseCount: typeof record['licenseCount'] === 'number' ? String(record['licenseCount']) : '',
    tags: formatTags(record['freeformTags']),
  };
}
