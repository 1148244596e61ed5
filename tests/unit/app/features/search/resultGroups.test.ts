import { describe, expect, it } from 'vitest';
import {
  filterRows,
  groupRows,
  listEntries,
  NO_FILTERS,
  resultFacets,
  toggle,
} from '../../../../../src/app/features/search/resultGroups';
import { makeRow } from './makeRow';

const rows = [
  makeRow({ resourceType: 'Subnet', lifecycleState: 'AVAILABLE' }),
  makeRow({ resourceType: 'Instance', lifecycleState: 'RUNNING' }),
  makeRow({ resourceType: 'instance', lifecycleState: 'STOPPED' }),
  makeRow({ resourceType: 'Instance', lifecycleState: 'RUNNING' }),
  makeRow({ resourceType: 'Vcn', lifecycleState: undefined }),
];

describe('the results list', () => {
  it('groups rows by type (case-insensitively), the largest group first, rows in their order', () => {
    const groups = groupRows(rows);
    expect(groups.map((group) => [group.resourceType, group.rows.length])).toEqual([
      ['Instance', 3],
      ['Subnet', 1],
      ['Vcn', 1],
    ]);
    expect(groups[0]?.rows).toEqual([rows[1], rows[2], rows[3]]);
  });

  it('lists each group heading before its rows', () => {
    const entries = listEntries(groupRows(rows.slice(0, 2)));
    expect(entries.map((entry) => entry.kind)).toEqual(['group', 'row', 'group', 'row']);
    expect(entries[1]?.key).toBe(`row:${String(rows[1]?.identifier)}`);
  });

  it('counts each facet under the other filter only', () => {
    expect(resultFacets(rows, NO_FILTERS)).toEqual({
      types: [
        { value: 'instance', label: 'Instance', count: 3 },
        { value: 'subnet', label: 'Subnet', count: 1 },
        { value: 'vcn', label: 'Vcn', count: 1 },
      ],
      states: [
        { value: 'RUNNING', label: 'RUNNING', count: 2 },
        { value: '', label: '', count: 1 },
        { value: 'AVAILABLE', label: 'AVAILABLE', count: 1 },
        { value: 'STOPPED', label: 'STOPPED', count: 1 },
      ],
    });
    const onlyInstances = { types: new Set(['instance']), states: new Set<string>() };
    const facets = resultFacets(rows, onlyInstances);
    // The type facet still shows every type; the state facet counts instances only.
    expect(facets.types.map((facet) => facet.count)).toEqual([3, 1, 1]);
    expect(facets.states).toEqual([
      { value: 'RUNNING', label: 'RUNNING', count: 2 },
      { value: 'STOPPED', label: 'STOPPED', count: 1 },
    ]);
  });

  it('filters by type and state together, and an empty filter lets everything through', () => {
    expect(filterRows(rows, NO_FILTERS)).toEqual(rows);
    const filters = { types: new Set(['instance']), states: new Set(['RUNNING']) };
    expect(filterRows(rows, filters)).toEqual([rows[1], rows[3]]);
    expect(filterRows(rows, { types: new Set<string>(), states: new Set(['']) })).toEqual([rows[4]]);
    expect([...toggle(new Set(['a']), 'b', true)]).toEqual(['a', 'b']);
    expect([...toggle(new Set(['a', 'b']), 'a', false)]).toEqual(['b']);
  });
});
