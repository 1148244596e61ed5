/**
 * Reads an ISO 8601 date or date-time as milliseconds since the epoch, without `Date.parse`
 * (whose reading of a date-time without offset depends on the machine's time zone).
 *
 * Accepted: `YYYY-MM-DD`, then optionally `T` (or a space) `hh:mm`, `:ss`, `.fraction` (up to 9
 * digits, truncated to milliseconds), and `Z` or `±hh:mm` / `±hhmm`. No offset means UTC.
 * Anything else, or an impossible date (`2024-02-30`), is `undefined`.
 */
export function parseInstant(text: string): number | undefined {
  if (text.length < 10 || text.charCodeAt(4) !== 45 || text.charCodeAt(7) !== 45) return undefined;
  const year = digitsAt(text, 0, 4);
  const month = digitsAt(text, 5, 2);
  const day = digitsAt(text, 8, 2);
  if (year < 0 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return undefined;
  let at = 10;
  let hour = 0;
  let minute = 0;
  let second = 0;
  let millisecond = 0;
  const separator = text.charAt(at);
  if (separator === 'T' || separator === 't' || (separator === ' ' && at + 1 < text.length)) {
    hour = digitsAt(text, at + 1, 2);
    minute = text.charAt(at + 3) === ':' ? digitsAt(text, at + 4, 2) : -1;
    if (hour < 0 || hour > 23 || minute < 0 || minute > 59) return undefined;
    at += 6;
    if (text.charAt(at) === ':') {
      second = digitsAt(text, at + 1, 2);
      if (second < 0 || second > 59) return undefined;
      at += 3;
      if (text.charAt(at) === '.') {
        const [fraction, end] = fractionAt(text, at + 1);
        if (end === at + 1) return undefined;
        millisecond = fraction;
        at = end;
      }
    }
  }
  const offsetMinutes = offsetAt(text, at, separator === 'T' || separator === 't' || separator === ' ');
  if (offsetMinutes === undefined) return undefined;
  // Date.UTC reads years 0–99 as 1900–1999; shift such years by one 400-year cycle and back.
  const shifted = year < 100;
  const utc =
    Date.UTC(shifted ? year + 400 : year, month - 1, day, hour, minute, second, millisecond) -
    (shifted ? MS_PER_400_YEARS : 0);
  return utc - offsetMinutes * 60_000;
}

const MS_PER_400_YEARS = 146_097 * 86_400_000;

/** A fixed number of decimal digits as a number, or -1. */
function digitsAt(text: string, start: number, count: number): number {
  if (start + count > text.length) return -1;
  let value = 0;
  for (let at = start; at < start + count; at += 1) {
    const code = text.charCodeAt(at) - 48;
    if (code < 0 || code > 9) return -1;
    value = value * 10 + code;
  }
  return value;
}

/** Up to nine fraction digits as whole milliseconds, and the offset after them. */
function fractionAt(text: string, start: number): [number, number] {
  let at = start;
  let millisecond = 0;
  while (at < text.length && at - start < 9) {
    const code = text.charCodeAt(at) - 48;
    if (code < 0 || code > 9) break;
    if (at - start < 3) millisecond += code * 10 ** (2 - (at - start));
    at += 1;
  }
  return [millisecond, at];
}

/** The zone offset in minutes east of UTC at `at`, which must end the text; `undefined` if malformed. */
function offsetAt(text: string, at: number, hasTime: boolean): number | undefined {
  if (at === text.length) return 0;
  if (!hasTime) return undefined;
  const sign = text.charAt(at);
  if ((sign === 'Z' || sign === 'z') && at + 1 === text.length) return 0;
  if (sign !== '+' && sign !== '-') return undefined;
  const hours = digitsAt(text, at + 1, 2);
  const colon = text.charAt(at + 3) === ':' ? 1 : 0;
  const minutes = digitsAt(text, at + 3 + colon, 2);
  if (hours < 0 || hours > 23 || minutes < 0 || minutes > 59 || at + 5 + colon !== text.length)
    return undefined;
  return (sign === '-' ? -1 : 1) * (hours * 60 + minutes);
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}
