import { describe, expect, it } from 'vitest';
import {
  normalizeName,
  queryTerms,
  resourceTokens,
  startsWordIn,
  valueTokens,
} from '../../../src/oci/textMatch';
import { makeStoredResource } from '../worker/builders';

function tokensOf(value: string): string[] {
  const into = new Set<string>();
  valueTokens(value, into);
  return [...into];
}

describe('tokenize', () => {
  it('indexes every word-start suffix of a chunk, lower-cased', () => {
    expect(tokensOf('prod-web-01')).toEqual(['prod-web-01', 'web-01', '01']);
    expect(tokensOf('My Server')).toEqual(['my', 'server']);
    expect(tokensOf('AutonomousDatabase')).toEqual(['autonomousdatabase', 'database']);
    expect(tokensOf('IN_PROGRESS')).toEqual(['in_progress', 'progress']);
  });

  it('keeps an OCID whole plus its last segment', () => {
    expect(tokensOf('ocid1.vcn.oc1.iad.aaaabbbb')).toEqual(['ocid1.vcn.oc1.iad.aaaabbbb', 'aaaabbbb']);
  });

  it('gives a very long chunk only itself and its words', () => {
    const url = `https://objectstorage.example.com/${'x'.repeat(60)}/report`;
    const tokens = tokensOf(url);
    expect(tokens).toContain(url.toLowerCase());
    expect(tokens).toContain('report');
    expect(tokens).toContain('objectstorage');
    expect(tokens.filter((token) => token.includes('/'))).toEqual([url.toLowerCase()]);
  });

  it('collects name, identifier, type, state, tags and additional details', () => {
    const tokens = resourceTokens(
      makeStoredResource({
        identifier: 'ocid1.instance.oc1.iad.abc123',
        displayName: 'db-backup',
        lifecycleState: 'RUNNING',
        freeformTags: { team: 'payments' },
        definedTags: { Operations: { CostCenter: 'cc42' } },
        additionalDetails: { shape: 'VM.Standard.E4.Flex', count: 3, ips: ['10.0.0.7'] },
      }),
    );
    for (const token of [
      'db-backup',
      'backup',
      'abc123',
      'instance',
      'running',
      'team',
      'payments',
      'operations',
    ]) {
      expect(tokens).toContain(token);
    }
    expect(tokens).toEqual(
      expect.arrayContaining(['costcenter', 'cc42', 'vm.standard.e4.flex', 'flex', '10.0.0.7']),
    );
    expect(tokens).not.toContain('3');
  });

  it('reads query terms: white space separated, leading punctuation dropped, implied terms removed', () => {
    expect(queryTerms('  Prod-We  ')).toEqual(['prod-we']);
    expect(queryTerms('-web "db')).toEqual(['web', 'db']);
    expect(queryTerms('prod prod-web')).toEqual(['prod-web']);
    expect(queryTerms(' -- ')).toEqual([]);
  });

  it('normalizes names and finds terms at word starts', () => {
    expect(normalizeName('  Prod   Web ')).toBe('prod web');
    expect(startsWordIn('prod-web-01', 'web')).toBe(true);
    expect(startsWordIn('prodweb', 'web')).toBe(false);
  });
});
