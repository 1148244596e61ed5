import { describe, expect, it } from 'vitest';
import { describeQueryError } from '../../../../src/oci/query';
import { parseError } from './builders';

describe('describeQueryError', () => {
  it('puts a caret under the position', () => {
    const text = 'query instance resources where RUNNING';
    expect(describeQueryError(text, parseError(text))).toBe(
      [
        'Expected a comparison operator at position 38, found end of query',
        'query instance resources where RUNNING',
        '                                      ^',
      ].join('\n'),
    );
  });

  it('points into the right line of a multi-line query', () => {
    const text = "query instance resources\nwhere\n  displayName = 'web && x = 1";
    expect(describeQueryError(text, parseError(text))).toBe(
      [
        'Unterminated string starting at position 47',
        "  displayName = 'web && x = 1",
        '                ^',
      ].join('\n'),
    );
  });

  it('keeps tabs so the caret lines up', () => {
    const text = 'query\tinstance\tfoo';
    expect(describeQueryError(text, parseError(text))).toBe(
      [
        "Expected ',', 'resources', 'return', 'where', 'matching', 'sorted by', 'union' or end of query at position 15, found 'foo'",
        'query\tinstance\tfoo',
        '     \t        \t^',
      ].join('\n'),
    );
  });

  it('handles a position at the start, and one outside the text', () => {
    expect(describeQueryError('', { message: 'Expected x', position: 0 })).toBe('Expected x\n\n^');
    expect(describeQueryError('ab', { message: 'm', position: 9 })).toBe('m\nab\n  ^');
    expect(describeQueryError('a\r\nb', { message: 'm', position: 0 })).toBe('m\na\n^');
  });
});
