import type { Comparison, Condition, NowValue, Operator, Value } from './query';
import { OPERATORS } from './query';
import { QuerySyntaxError, listAlternatives } from './querySyntaxError';
import type { Scanner, Token } from './scanner';
import { describeToken, isSpace } from './scanner';

/** Milliseconds per unit of `now ± <amount><unit>`; units are read case-insensitively. */
export const TIME_UNITS: Readonly<Record<string, number>> = {
  s: 1_000,
  m: 60_000,
  h: 3_600_000,
  d: 86_400_000,
  w: 604_800_000,
};

const VALUE = 'a quoted string, a number or now';

export function expected(what: string, token: Token): QuerySyntaxError {
  return new QuerySyntaxError(
    `Expected ${what} at position ${token.position}, found ${describeToken(token)}`,
    token.position,
  );
}

/**
 * `<condition> [(&& | ||) <condition>]…` at one parenthesis level. Both connectives at one level
 * is an error, as in OCI: `a && b || c` must be written `(a && b) || c` or `a && (b || c)`.
 */
export function parseCondition(scanner: Scanner): Condition {
  const first = parsePrimary(scanner);
  const conditions: Condition[] = [first];
  let connective: '&&' | '||' | undefined;
  for (;;) {
    const token = scanner.peek();
    if (token.kind !== '&&' && token.kind !== '||') break;
    if (connective !== undefined && connective !== token.kind) {
      throw new QuerySyntaxError(
        `Mixing && and || needs parentheses at position ${token.position}`,
        token.position,
      );
    }
    connective = token.kind;
    scanner.next();
    conditions.push(parsePrimary(scanner));
  }
  if (connective === undefined) return first;
  return { kind: connective === '&&' ? 'and' : 'or', conditions, position: first.position };
}

function parsePrimary(scanner: Scanner): Condition {
  if (scanner.peek().kind !== '(') return parseComparison(scanner);
  scanner.next();
  const inner = parseCondition(scanner);
  const close = scanner.peek();
  if (close.kind !== ')') throw expected(listAlternatives(["'&&'", "'||'", "')'"]), close);
  scanner.next();
  return inner.kind === 'comparison' ? { ...inner, parenthesized: true } : inner;
}

function parseComparison(scanner: Scanner): Comparison {
  const fieldToken = scanner.peek();
  if (fieldToken.kind !== 'word') throw expected('a field name', fieldToken);
  scanner.next();
  const operatorToken = scanner.peek();
  const operator = OPERATORS.find(
    (candidate) => operatorToken.kind === 'operator' && candidate === operatorToken.text,
  );
  if (operator === undefined) throw expected('a comparison operator', operatorToken);
  scanner.next();
  return {
    kind: 'comparison',
    field: { kind: 'field', name: fieldToken.text, position: fieldToken.position },
    operator,
    value: parseValue(scanner, operator),
    position: fieldToken.position,
  };
}

function parseValue(scanner: Scanner, operator: Operator): Value {
  const token = scanner.peek();
  if (token.kind === 'string') {
    scanner.next();
    return { kind: 'string', value: token.value, position: token.position };
  }
  if (token.kind === 'number' && token.text === token.value) {
    scanner.next();
    return { kind: 'number', value: Number(token.value), position: token.position };
  }
  if (token.kind === '-') {
    scanner.next();
    const digits = scanner.peek();
    if (digits.kind !== 'number' || digits.text !== digits.value || digits.position !== token.end)
      throw expected(VALUE, token);
    scanner.next();
    return { kind: 'number', value: -Number(digits.value), position: token.position };
  }
  if (token.kind === 'word' && token.text.toLowerCase() === 'now') {
    if (operator === '=~' || operator === '!=~')
      throw expected(`a string or number after '${operator}'`, token);
    return parseNow(scanner);
  }
  throw expected(VALUE, token);
}

/** `now`, optionally followed by `+` or `-` and a duration such as `3h`. */
function parseNow(scanner: Scanner): NowValue {
  const now = scanner.next();
  const sign = scanner.peek();
  if (sign.kind !== '+' && sign.kind !== '-') return { kind: 'now', offsetMs: 0, position: now.position };
  scanner.next();
  const amount = scanner.peek();
  if (amount.kind !== 'number') throw expected('a duration such as 3h', amount);
  const unitPosition = amount.position + amount.value.length;
  if (amount.text === amount.value) {
    const found = describeCharAt(scanner, unitPosition);
    throw new QuerySyntaxError(
      `Expected a time unit (s, m, h, d or w) at position ${unitPosition}, found ${found}`,
      unitPosition,
    );
  }
  const unit = amount.text.slice(amount.value.length);
  const unitMs = TIME_UNITS[unit.toLowerCase()];
  if (unitMs === undefined)
    throw new QuerySyntaxError(`Unknown time unit '${unit}' at position ${unitPosition}`, unitPosition);
  scanner.next();
  const offsetMs = Math.round(Number(amount.value) * unitMs);
  return { kind: 'now', offsetMs: sign.kind === '-' ? -offsetMs : offsetMs, position: now.position };
}

function describeCharAt(scanner: Scanner, position: number): string {
  const char = scanner.charAt(position);
  if (char === '') return 'end of query';
  return isSpace(char.charCodeAt(0)) ? 'white space' : `'${char}'`;
}
