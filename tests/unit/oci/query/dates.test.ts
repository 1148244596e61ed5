import { describe, expect, it } from 'vitest';
import { parseInstant } from '../../../../src/oci/query';
import { makeResource, where } from './builders';

const NOW = Date.UTC(2024, 5, 15, 12, 0, 0);
const HOUR = 3_600_000;
const iso = (ms: number): string => new Date(ms).toISOString();

const fresh = makeResource({ timeCreated: iso(NOW - 2 * HOUR) });
const old = makeResource({ timeCreated: iso(NOW - 10 * 24 * HOUR) });
const future = makeResource({ timeCreated: iso(NOW + 3 * HOUR) });
const undated = makeResource({ timeCreated: undefined });

describe('now arithmetic with an injected now', () => {
  it('compares timeCreated with now - <duration>', () => {
    expect(where('timeCreated > now - 3h', fresh, NOW)).toBe(true);
    expect(where('timeCreated > now - 1h', fresh, NOW)).toBe(false);
    expect(where('timeCreated > now - 180m', fresh, NOW)).toBe(true);
    expect(where('timeCreated > now - 1w', old, NOW)).toBe(false);
    expect(where('timeCreated >= now - 10d', old, NOW)).toBe(true);
    expect(where('timeCreated < now - 9d', old, NOW)).toBe(true);
    expect(where('timeCreated > now - 7200s', fresh, NOW)).toBe(false);
    expect(where('timeCreated >= now - 7200s', fresh, NOW)).toBe(true);
  });

  it('compares with now and now + <duration>', () => {
    expect(where('timeCreated > now', future, NOW)).toBe(true);
    expect(where('timeCreated < now', future, NOW)).toBe(false);
    expect(where('timeCreated < now + 1d', future, NOW)).toBe(true);
    expect(where('timeCreated <= now + 3h', future, NOW)).toBe(true);
    expect(where('timeCreated < now + 3h', future, NOW)).toBe(false);
  });

  it('does not match a resource without a date, except by negation', () => {
    expect(where('timeCreated > now - 1d', undated, NOW)).toBe(false);
    expect(where('timeCreated < now - 1d', undated, NOW)).toBe(false);
    expect(where('timeCreated != now', undated, NOW)).toBe(true);
  });

  it('defaults now to the compile time', () => {
    expect(where('timeCreated < now', makeResource({ timeCreated: '2000-01-01T00:00:00Z' }))).toBe(true);
    expect(where('timeCreated > now - 1h', makeResource({ timeCreated: iso(Date.now() - 60_000) }))).toBe(
      true,
    );
  });
});

describe('quoted dates compare as instants', () => {
  it('compares date-times whatever their precision or offset', () => {
    const resource = makeResource({ timeCreated: '2024-06-15T10:00:00.000Z' });
    expect(where("timeCreated > '2024-06-15T09:59:59Z'", resource)).toBe(true);
    expect(where("timeCreated = '2024-06-15T10:00:00Z'", resource)).toBe(true);
    expect(where("timeCreated == '2024-06-15T10:00:00Z'", resource)).toBe(true);
    expect(where("timeCreated = '2024-06-15T12:00:00+02:00'", resource)).toBe(true);
    expect(where("timeCreated < '2024-06-15T05:30:00-05:00'", resource)).toBe(true);
  });

  it('reads a date alone as midnight UTC', () => {
    const resource = makeResource({ timeCreated: '2024-01-01T00:00:00.000Z' });
    expect(where("timeCreated >= '2024-01-01'", resource)).toBe(true);
    expect(where("timeCreated > '2024-01-01'", resource)).toBe(false);
    expect(where("timeCreated < '2024-01-02'", resource)).toBe(true);
  });

  it('compares dates inside additionalDetails too', () => {
    const resource = makeResource({ additionalDetails: { timeUpdated: '2024-06-01T00:00:00Z' } });
    expect(where("timeUpdated > '2024-05-31'", resource)).toBe(true);
    expect(where('timeUpdated > now - 30d', resource, NOW)).toBe(true);
  });

  it('compares strings that are not dates lexically', () => {
    const resource = makeResource({ additionalDetails: { version: '2024-x' } });
    expect(where("version > '2024-01-01'", resource)).toBe(true);
  });
});

describe('parseInstant', () => {
  it.each([
    ['2024-01-01', Date.UTC(2024, 0, 1)],
    ['2024-01-01T00:00:00Z', Date.UTC(2024, 0, 1)],
    ['2024-02-29T23:59:59.999Z', Date.UTC(2024, 1, 29, 23, 59, 59, 999)],
    ['2024-06-15T10:00', Date.UTC(2024, 5, 15, 10)],
    ['2024-06-15 10:00:30', Date.UTC(2024, 5, 15, 10, 0, 30)],
    ['2024-06-15T10:00:00.5Z', Date.UTC(2024, 5, 15, 10, 0, 0, 500)],
    ['2024-06-15T10:00:00.123456789Z', Date.UTC(2024, 5, 15, 10, 0, 0, 123)],
    ['2024-06-15T12:00:00+02:00', Date.UTC(2024, 5, 15, 10)],
    ['2024-06-15T12:00:00+0200', Date.UTC(2024, 5, 15, 10)],
    ['2024-06-15T05:00:00-05:00', Date.UTC(2024, 5, 15, 10)],
    ['0050-01-01', Date.UTC(2050, 0, 1) - 5 * 146_097 * 86_400_000],
  ])('%s', (text, expected) => {
    expect(parseInstant(text)).toBe(expected);
  });

  it.each([
    '',
    '2024',
    '2024-1-01',
    '2023-02-29',
    '2024-13-01',
    '2024-04-31',
    '2024-01-01T25:00',
    '2024-01-01Z',
    '2024-01-01T10:00Zx',
    'web-01',
    '2024-01-01 ',
  ])('rejects %j', (text) => {
    expect(parseInstant(text)).toBeUndefined();
  });
});
