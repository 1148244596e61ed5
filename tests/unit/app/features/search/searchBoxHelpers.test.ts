import { describe, expect, it } from 'vitest';
import { searchPaths } from '../../../../../src/app/features/search/paths';
import { readSearchLocation } from '../../../../../src/app/features/search/searchLocation';
import { suggestionSections } from '../../../../../src/app/features/search/suggestionSections';
import { takesText } from '../../../../../src/app/features/search/useSearchShortcut';

describe('the search box', () => {
  it('opens /search with the query and the regions, and reads them back', () => {
    const path = searchPaths.search({
      q: "query instance resources where displayName = 'a&b'",
      regions: ['us-ashburn-1', 'eu-frankfurt-1'],
    });
    expect(path.startsWith('/search?q=query+instance')).toBe(true);
    const params = new URLSearchParams(path.split('?')[1]);
    expect(readSearchLocation(params)).toEqual({
      q: "query instance resources where displayName = 'a&b'",
      regions: ['us-ashburn-1', 'eu-frankfurt-1'],
      types: [],
      states: [],
      refused: [],
    });
    expect(searchPaths.search({ q: 'web', regions: [] })).toBe('/search?q=web');
    expect(
      readSearchLocation(new URLSearchParams('regions=us-phoenix-1,,us-phoenix-1,eu-frankfurt-1')),
    ).toEqual({ q: '', regions: ['us-phoenix-1', 'eu-frankfurt-1'], types: [], states: [], refused: [] });
  });

  it('keeps only region ids of the region table from an address, and returns the others as refused', () => {
    const params = new URLSearchParams(
      'q=x&regions=x.attacker.example,us-ashburn-1,us-ashburn-1.evil.com,us-ashburn-1/../x',
    );
    expect(readSearchLocation(params)).toEqual({
      q: 'x',
      regions: ['us-ashburn-1'],
      types: [],
      states: [],
      refused: ['x.attacker.example', 'us-ashburn-1.evil.com', 'us-ashburn-1/../x'],
    });
  });

  it('takes `/` as the shortcut except where it types a slash', () => {
    expect(takesText({ tagName: 'INPUT', type: 'text' })).toBe(true);
    expect(takesText({ tagName: 'input', type: 'search' })).toBe(true);
    expect(takesText({ tagName: 'INPUT', type: 'checkbox' })).toBe(false);
    expect(takesText({ tagName: 'TEXTAREA' })).toBe(true);
    expect(takesText({ tagName: 'DIV', isContentEditable: true })).toBe(true);
    expect(takesText({ tagName: 'DIV', getAttribute: () => 'textbox' })).toBe(true);
    expect(takesText({ tagName: 'BUTTON', getAttribute: () => null })).toBe(false);
    expect(takesText({ tagName: 'BODY' })).toBe(false);
    expect(takesText(null)).toBe(false);
  });

  it('shows suggestions in sections, recent first, each text once', () => {
    const sections = suggestionSections([
      { kind: 'type', text: 'query Subnet resources', label: 'Subnet', runs: true },
      { kind: 'recent', text: 'prod', label: 'prod', runs: true },
      { kind: 'field', text: 'query all resources where displayName ', label: 'displayName', runs: false },
      { kind: 'recent', text: 'query Subnet resources', label: 'query Subnet resources', runs: true },
    ]);
    expect(sections.map((section) => [section.kind, section.items.map((item) => item.text)])).toEqual([
      ['recent', ['prod']],
      ['type', ['query Subnet resources']],
      ['field', ['query all resources where displayName ']],
    ]);
  });
});
