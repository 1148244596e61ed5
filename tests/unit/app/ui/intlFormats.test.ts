import { describe, expect, it } from 'vitest';
import {
  dateTimeFormat,
  listFormat,
  numberFormat,
  relativeTimeFormat,
} from '../../../../src/app/ui/intlFormats';

describe('intlFormats', () => {
  it('builds a formatter once for a locale and its options, and writes as a new one does', () => {
    const options: Intl.DateTimeFormatOptions = { dateStyle: 'full', timeStyle: 'long', timeZone: 'UTC' };
    const first = dateTimeFormat('de-DE', options);
    expect(dateTimeFormat('de-DE', { ...options })).toBe(first);
    expect(first.format(0)).toBe(new Intl.DateTimeFormat('de-DE', options).format(0));
    expect(relativeTimeFormat('en', { numeric: 'auto' })).toBe(relativeTimeFormat('en', { numeric: 'auto' }));
    expect(numberFormat('fr', {})).toBe(numberFormat('fr', {}));
    expect(listFormat('en', { type: 'unit' })).toBe(listFormat('en', { type: 'unit' }));
  });

  it('keeps formatters apart by locale and by options', () => {
    expect(numberFormat('en-US', {}).format(1234.5)).toBe('1,234.5');
    expect(numberFormat('de-DE', {}).format(1234.5)).toBe('1.234,5');
    expect(numberFormat('en-US', { style: 'percent' }).format(0.5)).toBe('50%');
    expect(
      dateTimeFormat('en-US', { timeZone: 'Asia/Tokyo', hour: 'numeric', hourCycle: 'h23' }).format(0),
    ).toBe('09');
    expect(dateTimeFormat('en-US', { timeZone: 'UTC', hour: 'numeric', hourCycle: 'h23' }).format(0)).toBe(
      '00',
    );
  });

  it('throws for a locale or options the browser refuses, as the constructor does, and keeps nothing for them', () => {
    expect(() => dateTimeFormat('en', { timeZone: 'Mars/Olympus_Mons' })).toThrow(RangeError);
    expect(() => dateTimeFormat('en', { timeZone: 'Mars/Olympus_Mons' })).toThrow(RangeError);
    // The browser's own language is no stand-in for a locale that is not one.
    expect(numberFormat(undefined, {}).format(1)).toBe('1');
    expect(() => numberFormat('', {})).toThrow(RangeError);
  });

  it('stays bounded however many options a session passes', () => {
    const first = numberFormat('en', { minimumFractionDigits: 0 });
    for (let digits = 1; digits <= 20; digits += 1) {
      for (const locale of ['en', 'de', 'fr', 'ja']) numberFormat(locale, { minimumFractionDigits: digits });
    }
    // Past the bound the kept ones are let go, so the first is built anew.
    expect(numberFormat('en', { minimumFractionDigits: 0 })).not.toBe(first);
    expect(numberFormat('en', { minimumFractionDigits: 0 }).format(1)).toBe('1');
  });
});
