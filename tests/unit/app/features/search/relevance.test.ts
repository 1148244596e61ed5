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
    expect(rankRows([other, tie, volume, instance], 'stage-etl-app-01')).toEqual([instance, volume, other, tie]);
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
    expect(groupRows([...volumes, instance]).map((group) => group.resourceType)).toEqual(['BootVolume', 'Instance']);
  });
});
