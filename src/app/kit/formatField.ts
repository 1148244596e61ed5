/**
 * Reading values out of a service answer and writing them for people: dates, sizes, durations
 * and numbers in the user's locale, yes and no in their language. Pure, so every format is
 * tested without a browser.
 */
import { isEnumValue, VIRTUAL_CIRCUIT_IP_MTUS } from '../../oci/enums';
import { formatDateTime } from '../ui/formatDateTime';
import { dateTimeFormat, listFormat, numberFormat } from '../ui/intlFormats';
import { formatBytes } from './formatBytes';
import { valueAt } from './valueAt';

/**
 * The one vocabulary of how a value is shown, for every field, column and cell of every kind.
 * `text` by default.
 */
export type FieldFormat =
  | 'text'
  /** Monospace: identifiers, commands, hashes. */
  | 'code'
  /** A service enumeration value (PROCESSORS) in words, through enumLabel. */
  | 'enum'
  /** A lifecycle or operation state, as a badge. */
  | 'state'
  /** A compartment's OCID, shown by the compartment's name. */
  | 'compartment'
  | 'boolean'
  | 'dateTime'
  | 'date'
  | 'number'
  | 'bytes'
  | 'megabytes'
  | 'terabytes'
  | 'seconds'
  | 'milliseconds'
  | 'list'
  | 'count'
  | 'mtu'
  | 'portRange'
  | 'url';

export interface FormatContext {
  readonly locale: string;
  /** The user's time zone; the device's when absent. */
  readonly timeZone?: string;
  readonly yes: string;
  readonly no: string;
  /** A port range that is not set: every port. */
  readonly allPorts: string;
}

/** The non-empty string at a path; numbers are written as strings. */
export function stringAt(source: unknown, path: string): string | undefined {
  const value = valueAt(source, path);
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/**
 * A value the console cannot format, as the service wrote it: strings, numbers and booleans as
 * they are, an object or a list as JSON, anything else (undefined, a function) as nothing.
 */
export function writtenAs(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint')
    return String(value);
  if (typeof value === 'object' && value !== null) return JSON.stringify(value);
  return '';
}

/** The strings at a path: one identifier, a list of them, or a field of each object of a list. */
export function stringsAt(source: unknown, path: string, itemPath?: string): string[] {
  const value = valueAt(source, path);
  const items: readonly unknown[] = Array.isArray(value) ? value : [value];
  return items
    .map((item) => (itemPath === undefined ? item : valueAt(item, itemPath)))
    .filter((item): item is string => typeof item === 'string' && item !== '');
}

function unitFormat(
  locale: string,
  unit: string,
  value: number,
  display: 'short' | 'long' = 'short',
): string {
  return numberFormat(locale, {
    style: 'unit',
    unit,
    unitDisplay: display,
    maximumFractionDigits: 1,
  }).format(value);
}

/** A duration in the largest whole unit: 7200000 ms → "2 hours", 90 s → "90 seconds". */
export function formatDuration(milliseconds: number, locale: string): string {
  const units = [
    ['day', 86_400_000],
    ['hour', 3_600_000],
    ['minute', 60_000],
    ['second', 1000],
  ] as const;
  for (const [unit, size] of units) {
    if (milliseconds >= size && milliseconds % size === 0)
      return unitFormat(locale, unit, milliseconds / size, 'long');
  }
  return unitFormat(locale, 'millisecond', milliseconds, 'long');
}

function asNumber(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)))
    return Number(value);
  return undefined;
}

function formatPortRange(value: unknown, context: FormatContext): string {
  const min = asNumber(valueAt(value, 'min'));
  const max = asNumber(valueAt(value, 'max'));
  if (min === undefined || max === undefined) return context.allPorts;
  return min === max ? String(min) : `${min}–${max}`;
}

function formatDate(value: unknown, context: FormatContext, withTime: boolean): string | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const time = typeof value === 'number' ? value : Date.parse(value);
  if (Number.isNaN(time)) return String(value);
  if (withTime) return formatDateTime(time, context.locale, context.timeZone);
  // A date without a time (an expiry date) is the same day everywhere.
  return dateTimeFormat(context.locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(time);
}

/** A value written for people; null when there is nothing to show. */
export function formatField(
  value: unknown,
  format: FieldFormat = 'text',
  context: FormatContext,
  itemPath?: string,
): string | null {
  if (format === 'portRange') return formatPortRange(value, context);
  if (value === undefined || value === null || value === '') return null;
  const number = asNumber(value);
  switch (format) {
    case 'boolean':
      return typeof value === 'boolean' ? (value ? context.yes : context.no) : writtenAs(value);
    case 'dateTime':
      return formatDate(value, context, true);
    case 'date':
      return formatDate(value, context, false);
    case 'number':
      return number === undefined ? writtenAs(value) : numberFormat(context.locale, {}).format(number);
    case 'bytes':
      return number === undefined ? writtenAs(value) : formatBytes(number, context.locale);
    case 'megabytes':
      return number === undefined ? writtenAs(value) : unitFormat(context.locale, 'megabyte', number);
    case 'terabytes':
      return number === undefined ? writtenAs(value) : unitFormat(context.locale, 'terabyte', number);
    case 'seconds':
      return number === undefined ? writtenAs(value) : unitFormat(context.locale, 'second', number, 'long');
    case 'milliseconds':
      return number === undefined ? writtenAs(value) : formatDuration(number, context.locale);
    case 'mtu': {
      if (!isEnumValue(VIRTUAL_CIRCUIT_IP_MTUS, value)) return writtenAs(value);
      return unitFormat(context.locale, 'byte', Number(value.slice('MTU_'.length)), 'long');
    }
    case 'list':
    case 'count': {
      const items: readonly unknown[] = Array.isArray(value) ? value : [value];
      const shown = items
        .map((item) => (itemPath === undefined ? item : valueAt(item, itemPath)))
        .filter((item) => typeof item === 'string' || typeof item === 'number')
        .map(String);
      if (format === 'count') return numberFormat(context.locale, {}).format(items.length);
      return shown.length === 0 ? null : listFormat(context.locale, { type: 'unit' }).format(shown);
    }
    default:
      return typeof value === 'object' ? null : writtenAs(value);
  }
}
