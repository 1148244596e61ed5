import { describe, expect, it } from 'vitest';
import type { Comparison, Condition, Operator, SelectQuery, Value } from '../../../../src/oci/query';
import { OPERATORS, isStructuredQuery, queryBranches } from '../../../../src/oci/query';
import { parsed } from './builders';

function select(text: string): SelectQuery {
  const query = parsed(text);
  if (query.kind !== 'select') throw new Error('expected a single select');
  return query;
}

function condition(text: string): Condition {
  const found = select(`query all resources where ${text}`).where;
  if (found === undefined) throw new Error('expected a where clause');
  return found;
}

function comparison(text: string): Comparison {
  const found = condition(text);
  if (found.kind !== 'comparison') throw new Error('expected a comparison');
  return found;
}

function value(text: string): Value {
  return comparison(`x = ${text}`).value;
}

describe('parseQuery: types and keywords', () => {
  it('reads a single type with its position', () => {
    const query = select('query instance resources');
    expect(query).toMatchObject({
      kind: 'select',
      position: 0,
      types: [{ kind: 'type', name: 'instance', position: 6 }],
    });
    expect(query.where).toBeUndefined();
  });

  it('accepts a type list, with or without resources', () => {
    expect(select('query instance, vcn, Subnet resources').types).toMatchObject([
      { name: 'instance', position: 6 },
      { name: 'vcn', position: 16 },
      { name: 'Subnet', position: 21 },
    ]);
    expect(select('query instance').types).toMatchObject([{ name: 'instance' }]);
    expect(select('query instance,vcn where a = 1').types).toHaveLength(2);
  });

  it('reads all resources', () => {
    expect(select('query all resources').types).toBe('all');
    expect(select('query all').types).toBe('all');
  });

  it('reads keywords in any case', () => {
    const query = select(
      "QUERY Instance RESOURCES WHERE LifecycleState = 'RUNNING' MATCHING web SORTED BY displayName DESC",
    );
    expect(query.types).toMatchObject([{ name: 'Instance' }]);
    expect(query.where).toMatchObject({ kind: 'comparison', field: { name: 'LifecycleState' } });
    expect(query.matching).toEqual({ text: 'web', position: 67 });
    expect(query.sortedBy).toMatchObject({ field: { name: 'displayName' }, direction: 'desc' });
    expect(select('Query ALL Resources').types).toBe('all');
  });

  it('allows any white space, including new lines, between tokens', () => {
    const query = select("query\tinstance\n  resources\r\n where\n  displayName = 'a'");
    expect(query.where).toMatchObject({ field: { name: 'displayName', position: 37 } });
  });

  it('reads the return clause', () => {
    expect(select('query instance resources return allAdditionalFields').returns).toEqual({
      kind: 'allAdditionalFields',
      position: 25,
    });
    expect(select('query instance resources RETURN ALLADDITIONALFIELDS where a = 1').returns?.kind).toBe(
      'allAdditionalFields',
    );
    expect(select('query instance resources return shape, vcnId where a = 1').returns).toMatchObject({
      kind: 'fields',
      fields: [
        { name: 'shape', position: 32 },
        { name: 'vcnId', position: 39 },
      ],
    });
  });
});

describe('parseQuery: conditions', () => {
  it.each(OPERATORS.map((operator) => [operator]))('reads the operator %s', (operator: Operator) => {
    expect(comparison(`displayName ${operator} 'a'`)).toMatchObject({
      operator,
      field: { name: 'displayName' },
    });
    expect(comparison(`displayName${operator}'a'`).operator).toBe(operator);
  });

  it('keeps the position of field, operator value', () => {
    expect(comparison("lifecycleState != 'STOPPED'")).toEqual({
      kind: 'comparison',
      field: { kind: 'field', name: 'lifecycleState', position: 26 },
      operator: '!=',
      value: { kind: 'string', value: 'STOPPED', position: 44 },
      position: 26,
    });
  });

  it('reads dotted field names', () => {
    expect(comparison("freeformTags.key = 'env'").field.name).toBe('freeformTags.key');
    expect(comparison("definedTags.Ops.CostCenter = '42'").field.name).toBe('definedTags.Ops.CostCenter');
    expect(comparison('vnic_1.ip_v4 = 1').field.name).toBe('vnic_1.ip_v4');
  });

  it('reads && and || lists and nested parentheses', () => {
    expect(condition('a = 1 && b = 2 && c = 3')).toMatchObject({
      kind: 'and',
      conditions: [{}, {}, {}],
      position: 26,
    });
    expect(condition('a = 1 || b = 2')).toMatchObject({
      kind: 'or',
      conditions: [{ field: { name: 'a' } }, { field: { name: 'b' } }],
    });
    expect(condition('(a = 1 || b = 2) && c = 3')).toMatchObject({
      kind: 'and',
      conditions: [
        { kind: 'or', position: 27 },
        { kind: 'comparison', field: { name: 'c' } },
      ],
    });
    expect(condition('a = 1 || (b = 2 && (c = 3 || d = 4))')).toMatchObject({
      kind: 'or',
      conditions: [{}, { kind: 'and', conditions: [{}, { kind: 'or' }] }],
    });
    expect(condition("((displayName = 'x'))")).toMatchObject({
      kind: 'comparison',
      field: { name: 'displayName' },
    });
  });

  it('marks a comparison written in its own parentheses', () => {
    const found = condition("(freeformTags.key = 'env') && freeformTags.value = 'prod'");
    expect(found).toMatchObject({
      kind: 'and',
      conditions: [{ parenthesized: true }, { kind: 'comparison' }],
    });
    expect(found.kind === 'and' && found.conditions[1]).not.toHaveProperty('parenthesized');
  });
});

describe('parseQuery: values', () => {
  it('reads single- and double-quoted strings', () => {
    expect(value("'a b'")).toEqual({ kind: 'string', value: 'a b', position: 30 });
    expect(value('"a b"')).toMatchObject({ kind: 'string', value: 'a b' });
    expect(value(`"it's"`)).toMatchObject({ value: "it's" });
    expect(value(`'say "hi"'`)).toMatchObject({ value: 'say "hi"' });
    expect(value("''")).toMatchObject({ value: '' });
  });

  it('decodes backslash escapes', () => {
    expect(value(String.raw`'it\'s'`)).toMatchObject({ value: "it's" });
    expect(value(String.raw`"a \"b\""`)).toMatchObject({ value: 'a "b"' });
    expect(value(String.raw`'C:\\temp\/x'`)).toMatchObject({ value: 'C:\\temp/x' });
    expect(value(String.raw`'a\nb\tc\rd'`)).toMatchObject({ value: 'a\nb\tc\rd' });
    expect(value(String.raw`'\u0041\u00e9'`)).toMatchObject({ value: 'Aé' });
  });

  it('reads numbers', () => {
    expect(value('42')).toEqual({ kind: 'number', value: 42, position: 30 });
    expect(value('2.5')).toMatchObject({ kind: 'number', value: 2.5 });
    expect(value('-7')).toEqual({ kind: 'number', value: -7, position: 30 });
    expect(value('0')).toMatchObject({ kind: 'number', value: 0 });
  });

  it('reads now and now arithmetic', () => {
    expect(value('now')).toEqual({ kind: 'now', offsetMs: 0, position: 30 });
    expect(value('NOW')).toMatchObject({ kind: 'now', offsetMs: 0 });
    expect(value('now - 3h')).toMatchObject({ kind: 'now', offsetMs: -3 * 3_600_000 });
    expect(value('now + 1d')).toMatchObject({ kind: 'now', offsetMs: 86_400_000 });
    expect(value('now-30m')).toMatchObject({ offsetMs: -30 * 60_000 });
    expect(value('now -45s')).toMatchObject({ offsetMs: -45_000 });
    expect(value('now + 2w')).toMatchObject({ offsetMs: 2 * 604_800_000 });
    expect(value('now - 1.5h')).toMatchObject({ offsetMs: -5_400_000 });
    expect(value('now - 3H')).toMatchObject({ offsetMs: -3 * 3_600_000 });
  });

  it('keeps now arithmetic apart from the next condition', () => {
    expect(condition("timeCreated > now - 1d && lifecycleState = 'RUNNING'")).toMatchObject({
      kind: 'and',
      conditions: [{ value: { kind: 'now', offsetMs: -86_400_000 } }, { field: { name: 'lifecycleState' } }],
    });
  });
});

describe('parseQuery: matching, sorted by, union', () => {
  it('reads a quoted matching phrase', () => {
    expect(select("query all resources matching 'web server'").matching).toEqual({
      text: 'web server',
      position: 29,
    });
    expect(select('query all resources matching "db"').matching).toEqual({ text: 'db', position: 29 });
  });

  it('reads bare matching words up to sorted or union', () => {
    expect(select('query all resources matching web  01.example-x').matching).toEqual({
      text: 'web 01.example-x',
      position: 29,
    });
    expect(select('query all resources matching web sorted by displayName').matching?.text).toBe('web');
    const query = parsed('query vcn resources matching prod UNION query subnet resources');
    expect(queryBranches(query)[0]?.matching?.text).toBe('prod');
  });

  it('reads matching after where', () => {
    const query = select("query instance resources where lifecycleState = 'RUNNING' matching 'web'");
    expect(query.where?.kind).toBe('comparison');
    expect(query.matching?.text).toBe('web');
  });

  it('reads sorted by with and without a direction', () => {
    expect(select('query all resources sorted by displayName').sortedBy).toEqual({
      field: { kind: 'field', name: 'displayName', position: 30 },
      direction: 'asc',
      position: 20,
    });
    expect(select('query all resources sorted by timeCreated asc').sortedBy?.direction).toBe('asc');
    expect(select('query all resources sorted by timeCreated desc').sortedBy?.direction).toBe('desc');
  });

  it('reads a union of whole queries', () => {
    const query = parsed(
      "query instance resources where lifecycleState = 'RUNNING' union query vcn, subnet resources union query all",
    );
    expect(query.kind).toBe('union');
    const branches = queryBranches(query);
    expect(branches).toHaveLength(3);
    expect(branches[1]).toMatchObject({ position: 64, types: [{ name: 'vcn' }, { name: 'subnet' }] });
    expect(branches[2]?.types).toBe('all');
  });

  it('reads every clause together', () => {
    const query = select(
      "query instance, volume resources return allAdditionalFields where (lifecycleState = 'RUNNING' || lifecycleState = 'STOPPED') && timeCreated >= now - 7d matching web sorted by displayName desc",
    );
    expect(query.types).toHaveLength(2);
    expect(query.returns?.kind).toBe('allAdditionalFields');
    expect(query.where).toMatchObject({
      kind: 'and',
      conditions: [{ kind: 'or' }, { value: { kind: 'now', offsetMs: -7 * 86_400_000 } }],
    });
    expect(query.matching?.text).toBe('web');
    expect(query.sortedBy?.direction).toBe('desc');
  });
});

describe('isStructuredQuery', () => {
  it.each([
    ['query instance resources', true],
    ['  QUERY all resources', true],
    ['Query', true],
    ['query\nall', true],
    ['querying', false],
    ['web server', false],
    ['', false],
    ["'query'", false],
  ])('%j → %s', (text, expected) => {
    expect(isStructuredQuery(text)).toBe(expected);
  });
});
