import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../../../src/app/ui/formatDateTime';

const AT = '2026-10-01T13:05:00Z';

describe('formatDateTime', () => {
  it('writes a moment in the user’s language and time zone', () => {
    expect(formatDateTime(AT, 'en', 'UTC')).toMatch(/^Oct 1, 2026, 1:05\sPM$/);
    expect(formatDateTime(AT, 'en', 'America/New_York')).toMatch(/^Oct 1, 2026, 9:05\sAM$/);
    expect(formatDateTime(AT, 'de', 'Europe/Berlin')).toBe('01.10.2026, 15:05');
    expect(formatDateTime(Date.parse(AT), 'fr', 'UTC')).toBe('1 oct. 2026, 13:05');
  });

  it('keeps going with the device zone when the settings name an unknown zone', () => {
    expect(formatDateTime(AT, 'en', 'Mars/Olympus')).toMatch(/Oct 1, 2026|Oct 2, 2026|Sep 30, 2026/);
  });

  it('shows a value that is not a date as it came', () => {
    expect(formatDateTime('soon', 'en', 'UTC')).toBe('soon');
  });
});
