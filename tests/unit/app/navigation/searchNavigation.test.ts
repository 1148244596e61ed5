import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { searchNavigation } from '../../../../src/app/navigation/searchNavigation';
import { region } from '../../../../src/oci/regions';
import { makeNavContext } from './makeNavContext';

const english: unknown = JSON.parse(
  readFileSync(new URL('../../../../public/locales/en/navigation.json', import.meta.url), 'utf8'),
);

function t(key: string): string {
  let node: unknown = english;
  for (const part of key.split('.')) {
    node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined;
  }
  return typeof node === 'string' ? node : key;
}

function top(query: string, ctx = makeNavContext()): string[] {
  return searchNavigation(query, ctx, t)
    .slice(0, 5)
    .map((r) => r.entry.id);
}

describe('searchNavigation', () => {
  it('finds pages by their translated label', () => {
    expect(top('instances')[0]).toBe('compute.instances');
    expect(top('buckets')[0]).toBe('storage.objectStorage.buckets');
  });

  it('maps synonyms to areas', () => {
    expect(top('vm')).toContain('compute.instances');
    expect(top('server')).toContain('compute.instances');
    expect(top('k8s')).toContain('containers.kubernetes');
    expect(top('s3')).toContain('storage.objectStorage.buckets');
    expect(top('terraform')).toContain('developer.resourceManager.stacks');
  });

  it('matches tags and ancestors', () => {
    expect(top('oke')).toContain('containers.kubernetes');
    expect(top('mysql backups')).toContain('databases.mysql.backups');
  });

  it('returns each route once and never an unavailable page', () => {
    const all = searchNavigation('waf', makeNavContext(), t).map((r) => r.route);
    expect(new Set(all).size).toBe(all.length);
    expect(all).toContain('/waf/policies');
    const gov = searchNavigation('waf', makeNavContext({ region: region('us-gov-ashburn-1') }), t);
    expect(gov.map((r) => r.route)).not.toContain('/waf/policies');
  });

  it('finds pages hidden from the mega menu', () => {
    expect(top('my profile')).toContain('identity.iam.myProfile');
  });

  it('returns nothing for an empty query', () => {
    expect(searchNavigation('  ', makeNavContext(), t)).toEqual([]);
  });

  it('uses the newer name while the name-change flag is on', () => {
    const after = makeNavContext({ featureFlags: ['adb-name-change'] });
    expect(top('lakehouse', after)).toContain('databases.autonomous.dataWarehouse');
    expect(top('lakehouse')).not.toContain('databases.autonomous.dataWarehouse');
  });
});
