import { describe, expect, it } from 'vitest';
import { suggestionKey, suggestionSections } from '../../../../../src/app/features/search/suggestionSections';
import type { Suggestion } from '../../../../../src/worker/searchApi';

const resource = (identifier: string, name: string): Suggestion => ({
  kind: 'name',
  text: name,
  label: name,
  runs: false,
  typeName: 'Instance',
  identifier,
  link: `/compute/instances/${identifier}`,
});

describe('suggestionSections', () => {
  it('puts resources by name in their own section, after types and before fields', () => {
    const sections = suggestionSections([
      { kind: 'field', text: 'query all resources where displayName ', label: 'displayName', runs: false },
      resource('ocid1.instance.oc1.iad.a', 'web'),
      { kind: 'type', text: 'query Instance resources', label: 'Instance', runs: true },
      { kind: 'recent', text: 'web', label: 'web', runs: true },
    ]);
    expect(sections.map((section) => [section.kind, section.items.map((item) => item.label)])).toEqual([
      ['recent', ['web']],
      ['type', ['Instance']],
      ['name', ['web']],
      ['field', ['displayName']],
    ]);
  });

  it('keeps two resources of the same name apart, and one resource once', () => {
    const a = resource('ocid1.instance.oc1.iad.a', 'web');
    const b = resource('ocid1.instance.oc1.iad.b', 'web');
    expect(suggestionKey(a)).not.toBe(suggestionKey(b));
    expect(suggestionKey(a)).not.toBe('web');
    const sections = suggestionSections([a, b, a]);
    expect(sections).toEqual([{ kind: 'name', items: [a, b] }]);
  });
});
