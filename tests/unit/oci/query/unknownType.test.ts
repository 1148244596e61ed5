import { describe, expect, it } from 'vitest';
import { executeQuery, parseQuery } from '../../../../src/oci/query';
import { editDistance, nearestTypeName } from '../../../../src/oci/query/unknownType';

describe('an unknown resource type', () => {
  it('is an error at the type, suggesting the nearest catalogued name', () => {
    const parsed = parseQuery("query instanse resources where lifecycleState = 'RUNNING'");
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.error.position).toBe(6);
    expect(parsed.error.unknownType).toEqual({ name: 'instanse', suggestion: 'Instance' });
    expect(parsed.error.message).toBe("Unknown resource type 'instanse' at position 6; did you mean 'Instance'?");
  });

  it('is found in any branch of a union and in a type list', () => {
    const parsed = parseQuery('query vcn, subnet resources union query vnc resources');
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.error.position).toBe(40);
    expect(parsed.error.unknownType?.suggestion).toBe('Vcn');
  });

  it('suggests nothing when no name is close', () => {
    const parsed = parseQuery('query zzzzzzzz resources');
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.error.unknownType).toEqual({ name: 'zzzzzzzz' });
    expect(parsed.error.message).toBe("Unknown resource type 'zzzzzzzz' at position 6");
  });

  it('accepts catalogued names and aliases in any case', () => {
    expect(parseQuery('query INSTANCE, Vcn, dbsystem resources').ok).toBe(true);
    expect(parseQuery('query all resources').ok).toBe(true);
  });

  it('no longer answers an empty result instead of the error', () => {
    const parsed = parseQuery('query instanse resources');
    expect(parsed.ok ? executeQuery(parsed.query, []) : 'refused').toBe('refused');
  });
});

describe('editDistance', () => {
  it('counts insertions, deletions, substitutions and adjacent swaps as one edit each', () => {
    expect(editDistance('instance', 'instance')).toBe(0);
    expect(editDistance('instanse', 'instance')).toBe(1);
    expect(editDistance('instace', 'instance')).toBe(1);
    expect(editDistance('isntance', 'instance')).toBe(1);
    expect(editDistance('vcn', 'subnet')).toBe(5);
  });

  it('stops at the cap', () => {
    expect(editDistance('abcdefgh', 'zyxwvuts', 2)).toBe(2);
  });

  it('nearestTypeName ignores case and answers the catalogue spelling', () => {
    expect(nearestTypeName('BUCKT')).toBe('Bucket');
  });
});
