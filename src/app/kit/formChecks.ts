/**
 * What stops a filled-in form from being sent, checked against what the API requires of its
 * details body: required fields (per stage, environment, artifact, connection or trigger type; a
 * vendor name unless Oracle is the vendor), enumeration values, OCIDs, names, whole numbers,
 * ISO 8601 durations, calendar dates, free-form tags and lines of values; and the words for each
 * problem. What the service still refuses comes back as its own message.
 */
import type { TextKey } from './listSpec';
import { parseTags } from './tagText';
import {
  visibleFields,
  type FieldError,
  type FormErrors,
  type FormField,
  type FormMode,
  type FormSpec,
  type FormValues,
} from './formSpec';

const OCID = /^ocid1\.[a-z0-9]+\.[a-z0-9]+\.[a-z0-9-]*\.[a-z0-9._-]+$/i;
/** DevOps project names: a letter, then letters, digits, hyphens and underscores. */
const PROJECT_NAME = /^[A-Za-z][A-Za-z0-9_-]*$/;
const DURATION = /^P(?!$)(\d+D)?(T(?=\d)(\d+H)?(\d+M)?(\d+S)?)?$/;

/** A calendar date `YYYY-MM-DD` that exists (no 31 February). */
export function isCalendarDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (match === null) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Objects from the text, one a line, each line's words in the columns' order; the numbers of lines that do not fit. */
export function parseLines(
  text: string,
  columns: readonly string[],
): { readonly items: Readonly<Record<string, string>>[]; readonly badLines: readonly number[] } {
  const items: Record<string, string>[] = [];
  const badLines: number[] = [];
  text.split(/\r?\n/).forEach((line, index) => {
    const words = line
      .trim()
      .split(/[\s,]+/)
      .filter((word) => word !== '');
    if (words.length === 0) return;
    if (words.length !== columns.length) badLines.push(index + 1);
    else items.push(Object.fromEntries(columns.map((column, at) => [column, words[at] ?? ''])));
  });
  return { items, badLines };
}

/** The items of a list typed separated by spaces or commas. */
export function listOf(value: string): string[] {
  return value
    .split(/[\s,]+/)
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

function fieldError(field: FormField, raw: string): FieldError | undefined {
  const value = raw.trim();
  if (field.kind === 'checkbox') return undefined;
  if (value === '') return field.required ? 'required' : undefined;
  if (field.maxLength !== undefined && value.length > field.maxLength) return 'tooLong';
  switch (field.kind) {
    case 'select':
      return (field.values ?? []).includes(value) ? undefined : 'enum';
    case 'boolean':
      return value === 'true' || value === 'false' ? undefined : 'enum';
    case 'ocid':
      return OCID.test(value) ? undefined : 'ocid';
    case 'ocidList':
      return listOf(value).every((item) => OCID.test(item)) ? undefined : 'ocid';
    case 'integer':
      if (!/^-?\d+$/.test(value) || !Number.isSafeInteger(Number(value))) return 'integer';
      return field.min !== undefined && Number(value) < field.min ? 'min' : undefined;
    case 'duration':
      return DURATION.test(value) ? undefined : 'duration';
    case 'date':
      return isCalendarDate(value) ? undefined : 'date';
    case 'tags':
      return parseTags(raw).badLines.length > 0 ? 'tagLines' : undefined;
    case 'lines':
      return parseLines(raw, field.columns ?? []).badLines.length > 0 ? 'lines' : undefined;
    default:
      return field.pattern === 'projectName' && !PROJECT_NAME.test(value) ? 'projectName' : undefined;
  }
}

/** What stops the form from being sent, by field id; empty when it may be sent. */
export function validateForm(spec: FormSpec, mode: FormMode, values: FormValues): FormErrors {
  const errors: Record<string, FieldError> = {};
  for (const field of visibleFields(spec, mode, values)) {
    const error = fieldError(field, values[field.id] ?? '');
    if (error !== undefined) errors[field.id] = error;
  }
  return errors;
}

/** The words for a field's problem: the field's own, the form's, else the console's one vocabulary. */
export function errorMessage(spec: FormSpec, field: FormField, error: FieldError): TextKey {
  return field.messages?.[error] ?? spec.messages?.[error] ?? `details:form.errors.${error}`;
}
