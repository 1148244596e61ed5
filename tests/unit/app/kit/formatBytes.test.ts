import { describe, expect, test } from 'vitest';
import { formatBytes } from '../../../../src/app/kit/formatBytes';

describe('formatBytes', () => {
  test('decimal units with one decimal at most', () => {
    expect(formatBytes(12_345_678, 'en')).toBe('12.3 MB');
    expect(formatBytes(1_200_000_000, 'en')).toBe('1.2 GB');
    expect(formatBytes(2_000, 'en')).toBe('2 kB');
    expect(formatBytes(640, 'en')).toBe('640 byte');
  });

  test("in the locale's own words and separators", () => {
    // German puts a no-break space between the number and the unit.
    expect(formatBytes(1_200_000_000, 'de')).toBe('1,2\u00a0GB');
  });

  test('never negative', () => {
    expect(formatBytes(-5, 'en')).toBe('0 byte');
  });
});
