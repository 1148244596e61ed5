import { describe, expect, it } from 'vitest';
import { parseError } from './builders';

const WHERE = 'query instance resources where ';
const FOLLOWERS = "'&&', '||', 'matching', 'sorted by', 'union' or end of query";
const VALUE = 'a quoted string, a number or now';

/** [query, position, message]: every position is a 0-based offset, checked exactly. */
const CASES: readonly (readonly [string, number, string])[] = [
  ['', 0, "Expected 'query' at position 0, found end of query"],
  ['   ', 3, "Expected 'query' at position 3, found end of query"],
  ['select instance resources', 0, "Expected 'query' at position 0, found 'select'"],
  ['query', 5, "Expected a resource type or 'all' at position 5, found end of query"],
  [
    "query where lifecycleState = 'RUNNING'",
    6,
    "Expected a resource type or 'all' at position 6, found 'where'",
  ],
  ['query all, instance resources', 9, "'all' cannot be combined with resource types at position 9"],
  ['query instance, all resources', 16, "'all' cannot be combined with resource types at position 16"],
  ['query instance, resources', 16, "Expected a resource type at position 16, found 'resources'"],
  [
    'query instance foo',
    15,
    "Expected ',', 'resources', 'return', 'where', 'matching', 'sorted by', 'union' or end of query at position 15, found 'foo'",
  ],
  [
    'query all foo',
    10,
    "Expected 'resources', 'return', 'where', 'matching', 'sorted by', 'union' or end of query at position 10, found 'foo'",
  ],
  [
    'query instance resources return',
    31,
    "Expected 'allAdditionalFields' or a field name at position 31, found end of query",
  ],
  ['query instance resources return shape,', 38, 'Expected a field name at position 38, found end of query'],
  [`${WHERE}lifecycleState 'RUNNING'`, 46, "Expected a comparison operator at position 46, found 'RUNNING'"],
  [`${WHERE}RUNNING`, 38, 'Expected a comparison operator at position 38, found end of query'],
  [`${WHERE}a ! 1`, 33, "Expected a comparison operator at position 33, found '!'"],
  [`${WHERE}= 'RUNNING'`, 31, "Expected a field name at position 31, found '='"],
  [WHERE.trimEnd(), 30, 'Expected a field name at position 30, found end of query'],
  [`${WHERE}displayName = `, 45, `Expected ${VALUE} at position 45, found end of query`],
  [`${WHERE}displayName = RUNNING`, 45, `Expected ${VALUE} at position 45, found 'RUNNING'`],
  [`${WHERE}a === 1`, 35, `Expected ${VALUE} at position 35, found '='`],
  [`${WHERE}a = - 1`, 35, `Expected ${VALUE} at position 35, found '-'`],
  [`${WHERE}timeCreated > 3h`, 45, `Expected ${VALUE} at position 45, found '3h'`],
  [`${WHERE}displayName = 'web`, 45, 'Unterminated string starting at position 45'],
  [`${WHERE}displayName = "it\\'s`, 45, 'Unterminated string starting at position 45'],
  [`${WHERE}displayName = 'ends with \\`, 45, 'Unterminated string starting at position 45'],
  [`${WHERE}displayName = 'a\\qb'`, 47, "Unknown escape '\\q' at position 47"],
  [`${WHERE}displayName = '\\u12'`, 48, "Expected four hex digits after '\\u' at position 48"],
  [`${WHERE}a = 1 && b = 2 || c = 3`, 46, 'Mixing && and || needs parentheses at position 46'],
  [`${WHERE}a = 1 || b = 2 && c = 3`, 46, 'Mixing && and || needs parentheses at position 46'],
  [`${WHERE}(a = 1 || b = 2) && c = 3 || d = 4`, 57, 'Mixing && and || needs parentheses at position 57'],
  [`${WHERE}(a = 1 || b = 2 && c = 3)`, 47, 'Mixing && and || needs parentheses at position 47'],
  [`${WHERE}timeCreated > now - 3x`, 52, "Unknown time unit 'x' at position 52"],
  [`${WHERE}timeCreated > now - 10min`, 53, "Unknown time unit 'min' at position 53"],
  [
    `${WHERE}timeCreated > now - 3`,
    52,
    'Expected a time unit (s, m, h, d or w) at position 52, found end of query',
  ],
  [
    `${WHERE}timeCreated > now - 3 h`,
    52,
    'Expected a time unit (s, m, h, d or w) at position 52, found white space',
  ],
  [`${WHERE}timeCreated > now - h`, 51, "Expected a duration such as 3h at position 51, found 'h'"],
  [`${WHERE}displayName =~ now`, 46, "Expected a string or number after '=~' at position 46, found 'now'"],
  [`${WHERE}(a = 1 && b = 2`, 46, "Expected '&&', '||' or ')' at position 46, found end of query"],
  [`${WHERE}a = 1)`, 36, `Expected ${FOLLOWERS} at position 36, found ')'`],
  [`${WHERE}a = 1 b = 2`, 37, `Expected ${FOLLOWERS} at position 37, found 'b'`],
  [`${WHERE}a = 1 & b = 2`, 37, `Expected ${FOLLOWERS} at position 37, found '&'`],
  [`${WHERE}a = 1 # 2`, 37, `Expected ${FOLLOWERS} at position 37, found '#'`],
  ['query instance resources matching', 33, 'Expected keywords to match at position 33, found end of query'],
  [
    'query instance resources matching sorted by displayName',
    34,
    "Expected keywords to match at position 34, found 'sorted'",
  ],
  [
    "query instance resources matching 'web' 'db'",
    40,
    "Expected 'sorted by', 'union' or end of query at position 40, found 'db'",
  ],
  ['query instance resources sorted displayName', 32, "Expected 'by' at position 32, found 'displayName'"],
  ['query instance resources sorted by', 34, 'Expected a field name at position 34, found end of query'],
  [
    'query instance resources sorted by displayName up',
    47,
    "Expected 'asc', 'desc', 'union' or end of query at position 47, found 'up'",
  ],
  [
    'query instance resources sorted by displayName where a = 1',
    47,
    "Expected 'asc', 'desc', 'union' or end of query at position 47, found 'where'",
  ],
  [
    'query instance resources sorted by freeformTags.key',
    35,
    'Cannot sort by freeformTags.key at position 35: a resource has many tags',
  ],
  [
    'query instance resources sorted by a union query vcn resources sorted by b',
    63,
    "Only one 'sorted by' is allowed in a query at position 63",
  ],
  [`${WHERE}a = 1 union vcn resources`, 43, "Expected 'query' at position 43, found 'vcn'"],
  ['query instance resources union', 30, "Expected 'query' at position 30, found end of query"],
];

describe('parseQuery errors', () => {
  it.each(CASES)('%j fails at %i', (text, position, message) => {
    expect(parseError(text)).toEqual({ message, position });
  });

  it('counts positions across lines', () => {
    const text = "query instance resources\nwhere\n  lifecycleState 'RUNNING'";
    expect(parseError(text)).toEqual({
      message: "Expected a comparison operator at position 48, found 'RUNNING'",
      position: 48,
    });
    expect(text.slice(48, 57)).toBe("'RUNNING'");
  });

  it('shortens a long token in the message', () => {
    const long = 'x'.repeat(60);
    expect(parseError(`${WHERE}a = 1 ${long}`).message).toBe(
      `Expected ${FOLLOWERS} at position 37, found '${'x'.repeat(39)}…'`,
    );
  });

  it('reports a string found where a name was expected as written', () => {
    expect(parseError(`${WHERE}"displayName" = 'a'`).message).toBe(
      'Expected a field name at position 31, found "displayName"',
    );
  });
});
