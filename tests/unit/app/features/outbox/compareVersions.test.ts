import { describe, expect, it } from 'vitest';
import {
  changeOf,
  compareVersions,
  MAX_ROWS,
  MAX_TEXT,
  showValue,
} from '../../../../../src/app/features/outbox/compareVersions';

describe('compareVersions', () => {
  it('sets each field of the change beside the current value, marking differences', () => {
    const comparison = compareVersions(
      {
        projectId: 'p',
        updateProjectDetails: { description: 'mine', freeformTags: { env: 'prod', team: 'a' } },
      },
      { id: 'p', name: 'web', description: 'theirs', freeformTags: { env: 'prod' } },
    );
    expect(comparison.changed).toEqual([
      {
        path: ['description'],
        yours: { text: 'mine', omitted: 0 },
        current: { text: 'theirs', omitted: 0 },
        differs: true,
      },
      {
        path: ['freeformTags', 'env'],
        yours: { text: 'prod', omitted: 0 },
        current: { text: 'prod', omitted: 0 },
        differs: false,
      },
      { path: ['freeformTags', 'team'], yours: { text: 'a', omitted: 0 }, differs: true },
    ]);
    expect(comparison.others.map((row) => row.path)).toEqual([['id'], ['name']]);
    expect(comparison.omittedFields).toBe(0);
  });

  it('compares objects and arrays by content, whatever the key order', () => {
    const { changed } = compareVersions(
      { details: { shape: { a: 1, b: [1, 2] } } },
      { shape: { b: [1, 2], a: 1 } },
    );
    expect(changed.every((row) => !row.differs)).toBe(true);
  });

  it('takes the one object parameter as the change, else all parameters', () => {
    expect(changeOf({ id: 'x', updateDetails: { a: 1 } })).toEqual({ a: 1 });
    expect(changeOf({ id: 'x' })).toEqual({ id: 'x' });
    expect(changeOf({ a: { x: 1 }, b: { y: 2 } })).toEqual({ a: { x: 1 }, b: { y: 2 } });
  });

  it('reads own properties only: inherited names are "not set", not Object functions', () => {
    const { changed } = compareVersions(
      { details: { constructor: 'c', toString: 't', hasOwnProperty: 'h' } },
      {},
    );
    expect(changed.map((row) => [row.path[0], row.current])).toEqual([
      ['constructor', undefined],
      ['toString', undefined],
      ['hasOwnProperty', undefined],
    ]);
  });

  it('treats __proto__ and constructor keys of an answer as data, and pollutes nothing', () => {
    const current = JSON.parse(
      '{"__proto__":{"polluted":true},"constructor":{"prototype":{"x":1}}}',
    ) as unknown;
    const params = JSON.parse('{"details":{"__proto__":{"polluted":false}}}') as Record<string, unknown>;
    const comparison = compareVersions(params, current);
    expect(comparison.changed).toEqual([
      {
        path: ['__proto__', 'polluted'],
        yours: { text: 'false', omitted: 0 },
        current: { text: 'true', omitted: 0 },
        differs: true,
      },
    ]);
    expect(comparison.others.map((row) => row.path)).toEqual([['constructor', 'prototype', 'x']]);
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
    expect(({} as Record<string, unknown>)['x']).toBeUndefined();
  });

  it('cuts long values and leaves out rows beyond the limit, saying how many', () => {
    const huge = 'x'.repeat(3_000_000);
    const many = Object.fromEntries(Array.from({ length: 5000 }, (_, at) => [`f${at}`, at]));
    const started = performance.now();
    const comparison = compareVersions({ details: { blob: 'y' } }, { blob: huge, ...many });
    expect(performance.now() - started).toBeLessThan(2000);
    expect(comparison.changed[0]?.current).toEqual({
      text: 'x'.repeat(MAX_TEXT),
      omitted: 3_000_000 - MAX_TEXT,
    });
    expect(comparison.changed.length + comparison.others.length).toBe(MAX_ROWS);
    expect(comparison.omittedFields).toBe(5001 - MAX_ROWS);
  });

  it('shows strings as they are, an empty string as "", anything else as JSON', () => {
    expect(showValue('a "b"')).toEqual({ text: 'a "b"', omitted: 0 });
    expect(showValue('')).toEqual({ text: '""', omitted: 0 });
    expect(showValue(null)).toEqual({ text: 'null', omitted: 0 });
    expect(showValue([1, { a: true }])).toEqual({ text: '[1,{"a":true}]', omitted: 0 });
  });
});
