import { describe, expect, it } from 'vitest';
import { readSearchParams, searchPaths } from '../../../../../src/app/features/search/paths';
import { readSearchLocation } from '../../../../../src/app/features/search/searchLocation';
import { NO_FILTERS, resultFacets } from '../../../../../src/app/features/search/resultGroups';
import { makeRow } from './makeRow';

const read = (path: string) => readSearchLocation(new URLSearchParams(path.split('?')[1] ?? ''));

describe('a search address', () => {
  it('carries the query with its sort, the regions and both filters, and reads them back the same', () => {
    const search = {
      q: "query instance resources where lifecycleState = 'RUNNING' sorted by timeCreated desc",
      regions: ['us-ashburn-1', 'eu-frankfurt-1'],
      types: ['instance', 'bootvolume'],
      states: ['RUNNING', ''],
    };
    const path = searchPaths.search(search);
    expect(path).toContain('types=instance%2Cbootvolume');
    expect(path).toContain('states=RUNNING%2C-');
    expect(read(path)).toEqual({ ...search, refused: [] });
  });

  it('leaves the filters out when none is chosen', () => {
    expect(searchPaths.search({ q: 'web', regions: [], types: [], states: [] })).toBe('/search?q=web');
    expect(read('/search?q=web')).toEqual({ q: 'web', regions: [], types: [], states: [], refused: [] });
  });

  it('ignores filter values no type or state can be, unknown parameters and repeats', () => {
    const params = new URLSearchParams(
      'q=x&types=Instance,instance,<script>,../vcn,,%00,a%20b&states=RUNNING,running;drop,-,-,RUNNING&utm=1&sort=zzz',
    );
    expect(readSearchParams(params)).toEqual({
      q: 'x',
      regions: [],
      types: ['instance'],
      states: ['RUNNING', ''],
    });
  });

  it('keeps at most fifty values of a list, however long the address', () => {
    const many = Array.from({ length: 5000 }, (_, i) => `t${i}`).join(',');
    expect(readSearchParams(new URLSearchParams(`q=x&types=${many}`)).types).toHaveLength(50);
  });

  it('never throws on a malformed query string', () => {
    for (const raw of ['%', '%E0%A4%A', 'q', '=&&=', 'types', 'states=,,,', 'q=%ZZ&regions=%']) {
      expect(() => readSearchLocation(new URLSearchParams(raw))).not.toThrow();
    }
  });
});

describe('the facets of a shared address', () => {
  it('show a chosen value the answer lacks at 0, so it can be unchosen', () => {
    const rows = [makeRow({ resourceType: 'Instance', lifecycleState: 'RUNNING' })];
    const facets = resultFacets(rows, { types: new Set(['vcn']), states: new Set(['STOPPED']) });
    expect(facets.types).toContainEqual({ value: 'vcn', label: 'vcn', count: 0 });
    expect(facets.states).toContainEqual({ value: 'STOPPED', label: 'STOPPED', count: 0 });
    expect(resultFacets(rows, NO_FILTERS).types.map((facet) => facet.value)).toEqual(['instance']);
  });
});
