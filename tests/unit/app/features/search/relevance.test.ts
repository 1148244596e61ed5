import { describe, expect, it } from 'vitest';
import { nameRelevance, rankRows, Relevance } from '../../../../../src/app/features/search/relevance';
import { groupRows } from '../../../../../src/app/features/search/resultGroups';
import { makeRow } from './makeRow';

describe('result relevance', () => {
  it('ranks an exact name above a prefix, a word and anything else', () => {
    expect(nameRelevance('stage-etl-app-01', 'stage-etl-app-01')).toBe(Relevance.Exact);
    expect(nameRelevance('Stage-ETL-App-01', ' stage-etl-app-01 ')).toBe(Relevance.Exact);
    expect(nameRelevance('stage-etl-app-01 (Boot Volume)', 'stage-etl-app-01')).toBe(Relevance.Prefix);
    expect(nameRelevance('prod-etl-app-02', 'etl app')).toBe(Relevance.Word);
    expect(nameRelevance('prod-etl-app-02', 'tl')).toBe(Relevance.Other);
    expect(nameRelevance(undefined, 'etl')).toBe(Relevance.Other);
  });

  it('leaves structured queries and empty text unranked', () => {
    expect(nameRelevance('query', 'query instance resources')).toBe(Relevance.Other);
    expect(nameRelevance('anything', '')).toBe(Relevance.Other);
  });

  it('sorts the most relevant rows first and keeps ties in their order', () => {
    const other = makeRow({ displayName: 'db-for-stage-etl-app-01x' });
    const volume = makeRow({ resourceType: 'BootVolume', displayName: 'stage-etl-app-01 (Boot Volume)' });
    const instance = makeRow({ displayName: 'stage-etl-app-01' });
    const tie = makeRow({ displayName: 'unrelated' });
    expect(rankRows([other, tie, volume, instance], 'stage-etl-app-01')).toEqual([
      instance,
      volume,
      other,
      tie,
    ]);
  });

  it('puts the group holding the exact match first, before larger groups', () => {
    const volumes = [1, 2, 3].map((n) =>
      makeRow({ resourceType: 'BootVolume', displayName: `stage-etl-app-0${n} (Boot Volume)` }),
    );
    const instance = makeRow({ displayName: 'stage-etl-app-01' });
    const groups = groupRows([...volumes, instance], 'stage-etl-app-01');
    expect(groups.map((group) => group.resourceType)).toEqual(['Instance', 'BootVolume']);
    expect(groups[1]?.rows[0]).toBe(volumes[0]);
    // Without typed text, the largest group still comes first.
    expect(groupRows([...volumes, instance]).map((group) => group.resourceType)).toEqual([
      'BootVolume',
      'Instance',
    ]);
  });

  it('orders ties by the query’s sorted by, across answers that arrived one after another', () => {
    const at = (day: number, region: string) =>
      makeRow({
        displayName: `node-${day}`,
        timeCreated: `2024-01-${String(day).padStart(2, '0')}T00:00:00Z`,
        region,
      });
    // Ashburn answered first, sorted; then Phoenix, sorted; then a row only the local index has.
    const rows = [
      at(3, 'us-ashburn-1'),
      at(9, 'us-ashburn-1'),
      at(1, 'us-phoenix-1'),
      at(7, 'us-phoenix-1'),
      at(5, 'x'),
    ];
    const names = (typed: string) => rankRows(rows, typed).map((row) => row.displayName);
    expect(names('query instance resources sorted by timeCreated asc')).toEqual([
      'node-1',
      'node-3',
      'node-5',
      'node-7',
      'node-9',
    ]);
    expect(names('query instance resources sorted by displayName desc')).toEqual([
      'node-9',
      'node-7',
      'node-5',
      'node-3',
      'node-1',
    ]);
    // No sorted by, or one by a field the rows do not carry: the order the answers came in.
    const arrived = rows.map((row) => row.displayName);
    expect(names('query instance resources')).toEqual(arrived);
    expect(names('query instance resources sorted by availabilityDomain')).toEqual(arrived);
    expect(names('query instance resources sorted by')).toEqual(arrived);
  });

  it('ranks by relevance before the chosen sort: a query’s matching words are the name looked for', () => {
    const volume = makeRow({
      resourceType: 'BootVolume',
      displayName: 'stage-etl-app-01 (Boot Volume)',
      timeCreated: '2024-03-01T00:00:00Z',
    });
    const newer = makeRow({ displayName: 'prod-etl-app-07', timeCreated: '2024-05-01T00:00:00Z' });
    const instance = makeRow({ displayName: 'stage-etl-app-01', timeCreated: '2024-01-01T00:00:00Z' });
    const typed = "query all resources matching 'stage-etl-app-01' sorted by timeCreated desc";
    expect(rankRows([newer, volume, instance], typed)).toEqual([instance, volume, newer]);
    expect(groupRows([newer, volume, instance], typed).map((group) => group.resourceType)).toEqual([
      'Instance',
      'BootVolume',
    ]);
    expect(groupRows([newer, volume, instance], typed)[0]?.rows).toEqual([instance, newer]);
  });
});
