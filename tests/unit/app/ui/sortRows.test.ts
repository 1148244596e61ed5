import { describe, expect, test } from 'vitest';
import { sortRows } from '../../../../src/app/ui/sortRows';

describe('sortRows', () => {
  const names = ['node-10', 'Node-2', undefined, 'alpha', 'node-1'];
  const key = (v: string | undefined) => v;

  test('ascending: locale order, numbers inside names by value, blanks last', () => {
    expect(sortRows(names, key, 'ascending', 'en')).toEqual([
      'alpha',
      'node-1',
      'Node-2',
      'node-10',
      undefined,
    ]);
  });

  test('descending: reversed, blanks still last', () => {
    expect(sortRows(names, key, 'descending', 'en')).toEqual([
      'node-10',
      'Node-2',
      'node-1',
      'alpha',
      undefined,
    ]);
  });

  test('dates and numbers by value; equal values keep their order', () => {
    const rows = [
      { id: 'a', t: new Date('2025-01-02') },
      { id: 'b', t: new Date('2024-12-31') },
      { id: 'c', t: new Date('2025-01-02') },
    ];
    expect(sortRows(rows, (r) => r.t, 'ascending', 'en').map((r) => r.id)).toEqual(['b', 'a', 'c']);
    expect(sortRows([3, 20, 100], (n) => n, 'descending', 'en')).toEqual([100, 20, 3]);
  });

  test('does not change the rows it was given', () => {
    const rows = ['b', 'a'];
    sortRows(rows, (r) => r, 'ascending', 'en');
    expect(rows).toEqual(['b', 'a']);
  });
});
