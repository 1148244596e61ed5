import { describe, expect, it } from 'vitest';
import type { ResourceSummary } from '../../../../src/oci/resource';
import { executeQuery } from '../../../../src/oci/query';
import { compiled, makeResource, parsed } from './builders';

function run(text: string, resources: readonly ResourceSummary[], now?: number): string[] {
  return executeQuery(parsed(text), resources, now === undefined ? {} : { now }).map(
    (resource) => resource.displayName ?? resource.identifier,
  );
}

const a = makeResource({
  displayName: 'alpha',
  resourceType: 'Instance',
  identifier: 'id-a',
  timeCreated: '2024-03-01T00:00:00Z',
  additionalDetails: { cpus: 8 },
});
const b = makeResource({
  displayName: 'Bravo',
  resourceType: 'instance',
  identifier: 'id-b',
  timeCreated: '2024-01-01T00:00:00Z',
  additionalDetails: { cpus: 16 },
});
const c = makeResource({
  displayName: 'charlie',
  resourceType: 'Vcn',
  identifier: 'id-c',
  timeCreated: '2024-02-01T00:00:00Z',
  additionalDetails: { cpus: 2 },
});
const d = makeResource({
  displayName: 'delta',
  resourceType: 'Subnet',
  identifier: 'id-d',
  timeCreated: '2024-02-01T00:00:00Z',
  lifecycleState: 'TERMINATED',
});
const all = [a, b, c, d];

describe('resource types', () => {
  it('match case-insensitively', () => {
    expect(run('query instance resources', all)).toEqual(['alpha', 'Bravo']);
    expect(run('query INSTANCE resources', all)).toEqual(['alpha', 'Bravo']);
    expect(run('query Instance, VCN resources', all)).toEqual(['alpha', 'charlie', 'Bravo']);
    expect(run('query all resources', all)).toHaveLength(4);
    expect(run('query bucket resources', all)).toEqual([]);
  });

  it('are exposed lower-cased, per branch and for the whole query', () => {
    const query = compiled('query Instance, VCN resources union query Subnet');
    expect(query.types).toEqual(new Set(['instance', 'vcn', 'subnet']));
    expect(query.branches.map((branch) => branch.types)).toEqual([
      new Set(['instance', 'vcn']),
      new Set(['subnet']),
    ]);
    expect(compiled('query vcn resources union query all resources').types).toBe('all');
  });
});

describe('order', () => {
  it('is newest first by default, then by identifier', () => {
    expect(run('query all resources', all)).toEqual(['alpha', 'charlie', 'delta', 'Bravo']);
    expect(run('query all resources', [d, c])).toEqual(['charlie', 'delta']);
  });

  it('puts resources without timeCreated last', () => {
    const undated = makeResource({ displayName: 'undated', timeCreated: undefined, identifier: 'id-0' });
    expect(run('query all resources', [undated, b, a])).toEqual(['alpha', 'Bravo', 'undated']);
  });

  it('follows sorted by, ignoring case for text', () => {
    expect(run('query all resources sorted by displayName', all)).toEqual([
      'alpha',
      'Bravo',
      'charlie',
      'delta',
    ]);
    expect(run('query all resources sorted by displayName asc', all)).toEqual([
      'alpha',
      'Bravo',
      'charlie',
      'delta',
    ]);
    expect(run('query all resources sorted by displayName desc', all)).toEqual([
      'delta',
      'charlie',
      'Bravo',
      'alpha',
    ]);
  });

  it('sorts numbers numerically and dates as instants', () => {
    expect(run('query all resources sorted by cpus', all)).toEqual(['charlie', 'alpha', 'Bravo', 'delta']);
    expect(run('query all resources sorted by cpus desc', all)).toEqual([
      'Bravo',
      'alpha',
      'charlie',
      'delta',
    ]);
    expect(run('query all resources sorted by timeCreated asc', all)).toEqual([
      'Bravo',
      'charlie',
      'delta',
      'alpha',
    ]);
  });

  it('puts missing values last in either direction', () => {
    expect(run('query all resources sorted by cpus desc', all).at(-1)).toBe('delta');
    expect(run('query all resources sorted by cpus asc', all).at(-1)).toBe('delta');
  });

  it('is exposed as compare', () => {
    const { compare } = compiled('query all resources sorted by displayName desc');
    expect([a, b, c].sort(compare)).toEqual([c, b, a]);
    expect(compare(a, a)).toBe(0);
    expect(compiled('query all resources').compare(b, a)).toBeGreaterThan(0);
  });
});

describe('union', () => {
  it('answers what any branch matches, each resource once', () => {
    const text = "query instance resources where cpus > 4 union query all resources where displayName =~ 'a'";
    expect(run(text, all)).toEqual(['alpha', 'charlie', 'delta', 'Bravo']);
    const matched = executeQuery(parsed(text), all);
    expect(new Set(matched.map((resource) => resource.identifier)).size).toBe(matched.length);
  });

  it('applies each branch its own types and conditions', () => {
    const query = compiled("query vcn resources union query instance resources where displayName = 'bravo'");
    expect(query.branches[0]?.matches(c)).toBe(true);
    expect(query.branches[0]?.matches(b)).toBe(false);
    expect(query.branches[1]?.matches(b)).toBe(true);
    expect(query.branches[1]?.matches(a)).toBe(false);
    expect(all.filter((resource) => query.matches(resource))).toEqual([b, c]);
  });

  it('orders the union by the one sorted by clause', () => {
    expect(run('query vcn resources union query instance resources sorted by displayName desc', all)).toEqual(
      ['charlie', 'Bravo', 'alpha'],
    );
  });

  it('drops repeated identifiers in the input too, keeping the first', () => {
    const copy = { ...a, displayName: 'alpha copy' };
    expect(run('query all resources', [a, copy])).toEqual(['alpha']);
  });
});

describe('where, matching and types together', () => {
  it('needs all three', () => {
    expect(
      run("query instance, subnet resources where lifecycleState != 'TERMINATED' matching id", all),
    ).toEqual(['alpha', 'Bravo']);
    expect(run("query all resources matching 'ALPHA'", all)).toEqual(['alpha']);
    expect(run('query all resources matching id-c', all)).toEqual(['charlie']);
  });

  it('matches words by their beginning, as free text does', () => {
    expect(run('query all resources matching bra', all)).toEqual(['Bravo']);
    expect(run('query all resources matching rav', all)).toEqual([]);
    expect(run("query all resources matching 'alp cha'", all)).toEqual([]);
    expect(run("query all resources matching '-char'", all)).toEqual(['charlie']);
  });

  it('accepts any iterable', () => {
    function* generate(): Generator<ResourceSummary> {
      yield* all;
    }
    expect(run('query vcn resources', [...generate()])).toEqual(['charlie']);
    expect(executeQuery(parsed('query vcn resources'), generate())).toEqual([c]);
  });
});
