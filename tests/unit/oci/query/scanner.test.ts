import { describe, expect, it } from 'vitest';
import type { Token, TokenKind } from '../../../../src/oci/query/scanner';
import { Scanner, describeToken } from '../../../../src/oci/query/scanner';

function tokens(text: string): Token[] {
  const scanner = new Scanner(text);
  const found: Token[] = [];
  for (;;) {
    const token = scanner.next();
    found.push(token);
    if (token.kind === 'end') return found;
  }
}

function kinds(text: string): [TokenKind, string][] {
  return tokens(text).map((token) => [token.kind, token.text]);
}

describe('Scanner', () => {
  it('reads words, dotted names and their positions', () => {
    expect(tokens('  query freeformTags.key')).toEqual([
      { kind: 'word', text: 'query', value: 'query', position: 2, end: 7 },
      { kind: 'word', text: 'freeformTags.key', value: 'freeformTags.key', position: 8, end: 24 },
      { kind: 'end', text: '', value: '', position: 24, end: 24 },
    ]);
    expect(kinds('a.b. _x9')).toEqual([
      ['word', 'a.b'],
      ['other', '.'],
      ['word', '_x9'],
      ['end', ''],
    ]);
  });

  it('reads the longest operator', () => {
    expect(kinds('= == =~ != !== !=~ > >= < <= ===').map(([, text]) => text)).toEqual([
      '=',
      '==',
      '=~',
      '!=',
      '!==',
      '!=~',
      '>',
      '>=',
      '<',
      '<=',
      '==',
      '=',
      '',
    ]);
    expect(kinds('a!==b')).toEqual([
      ['word', 'a'],
      ['operator', '!=='],
      ['word', 'b'],
      ['end', ''],
    ]);
  });

  it('reads connectives and punctuation', () => {
    expect(kinds('&& || ( ) , + - & | ! #').map(([kind]) => kind)).toEqual([
      '&&',
      '||',
      '(',
      ')',
      ',',
      '+',
      '-',
      'other',
      'other',
      'other',
      'other',
      'end',
    ]);
  });

  it('keeps a unit written right after a number in its text', () => {
    expect(tokens('3h 2.5 10min 4')).toMatchObject([
      { kind: 'number', text: '3h', value: '3' },
      { kind: 'number', text: '2.5', value: '2.5' },
      { kind: 'number', text: '10min', value: '10' },
      { kind: 'number', text: '4', value: '4' },
      { kind: 'end' },
    ]);
  });

  it('decodes strings and keeps them as written', () => {
    expect(tokens(String.raw`'a\'b' "c\"d" '\u00e9'`)).toMatchObject([
      { kind: 'string', text: String.raw`'a\'b'`, value: "a'b", position: 0, end: 6 },
      { kind: 'string', value: 'c"d', position: 7 },
      { kind: 'string', value: 'é' },
      { kind: 'end' },
    ]);
  });

  it('reads bare words up to a stop word', () => {
    const scanner = new Scanner("matching web-01 10.0.0.1 it's SORTED by x");
    scanner.next();
    expect(scanner.bareWords(new Set(['sorted']))).toEqual({ text: "web-01 10.0.0.1 it's", position: 9 });
    expect(scanner.next()).toMatchObject({ kind: 'word', text: 'SORTED', position: 30 });
  });

  it('peeks without consuming and matches keywords in any case', () => {
    const scanner = new Scanner('WHERE x');
    expect(scanner.peek()).toBe(scanner.peek());
    expect(scanner.atKeyword('where')).toBe(true);
    expect(scanner.acceptKeyword('query')).toBeUndefined();
    expect(scanner.acceptKeyword('where')).toMatchObject({ text: 'WHERE' });
    expect(scanner.nextPosition()).toBe(6);
  });

  it('names tokens for messages', () => {
    const [word, string, end] = tokens("abc 'x'");
    expect([word, string, end].map((token) => (token ? describeToken(token) : ''))).toEqual([
      "'abc'",
      "'x'",
      'end of query',
    ]);
  });
});
