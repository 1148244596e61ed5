import type { Operator, Value } from './query';
import { parseInstant } from './parseInstant';

/** The operators that are not negations; `!=`, `!==` and `!=~` are `not` of `=`, `==` and `=~`. */
export type PositiveOperator = '=' | '==' | '=~' | '>' | '>=' | '<' | '<=';

/** Tests one field value (a string, number, boolean, array, object or `undefined`). */
export type ValueTest = (value: unknown) => boolean;

const NEGATIONS: Readonly<Partial<Record<Operator, PositiveOperator>>> = {
  '!=': '=',
  '!==': '==',
  '!=~': '=~',
};
const NUMERIC = /^-?\d+(?:\.\d+)?$/;

export function splitOperator(operator: Operator): {
  readonly positive: PositiveOperator;
  readonly negated: boolean;
} {
  const negates = NEGATIONS[operator];
  if (negates !== undefined) return { positive: negates, negated: true };
  return { positive: operator as PositiveOperator, negated: false };
}

/** A value's text: strings as they are, numbers and booleans written out, anything else none. */
export function textOf(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return undefined;
}

/** A number, or a string that is a plain decimal number (`42`, `-1.5`). */
export function numberOf(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  return typeof value === 'string' && NUMERIC.test(value) ? Number(value) : undefined;
}

/** The right-hand side, read once at compile time in every form a comparison may need. */
export interface Operand {
  readonly kind: Value['kind'];
  readonly text: string;
  readonly lower: string;
  readonly number: number | undefined;
  readonly instant: number | undefined;
}

export function operandOf(value: Value, now: number): Operand {
  if (value.kind === 'now') {
    const instant = now + value.offsetMs;
    const text = new Date(instant).toISOString();
    return { kind: 'now', text, lower: text.toLowerCase(), number: undefined, instant };
  }
  if (value.kind === 'number') {
    const text = String(value.value);
    return { kind: 'number', text, lower: text, number: value.value, instant: undefined };
  }
  const text = value.value;
  return {
    kind: 'string',
    text,
    lower: text.toLowerCase(),
    number: numberOf(text),
    instant: parseInstant(text),
  };
}

const NON_ASCII = /[\u0080-\uffff]/;

/**
 * Whether the text, lower-cased, is `lower`. Most field values differ from the operand in length
 * and are ASCII, whose lower case keeps the length: those are answered without lower-casing.
 */
function sameIgnoringCase(text: string | undefined, lower: string): boolean {
  if (text === undefined) return false;
  if (text.length !== lower.length && !NON_ASCII.test(text)) return false;
  return text.toLowerCase() === lower;
}

function instantOf(value: unknown): number | undefined {
  return typeof value === 'string' ? parseInstant(value) : undefined;
}

/** Whether an order (a difference, or -1 / 0 / 1) satisfies the ordering operator. */
export function holds(operator: '>' | '>=' | '<' | '<=', order: number): boolean {
  switch (operator) {
    case '>':
      return order > 0;
    case '>=':
      return order >= 0;
    case '<':
      return order < 0;
    case '<=':
      return order <= 0;
  }
}

/**
 * Field value against the operand, one scalar at a time:
 * - a number operand compares numerically (with numbers and numeric strings);
 * - `now` compares as an instant (with strings that read as ISO 8601 dates);
 * - a string operand that reads as a date compares as an instant with a date field, a numeric
 *   string compares numerically with a number field, anything else compares as text:
 *   `=` and `=~` ignore case, `==` and the ordering operators compare code units.
 * A missing field, an object or a value of the wrong kind satisfies no positive operator.
 */
function scalarTest(operator: PositiveOperator, operand: Operand): ValueTest {
  const { kind, text, lower, number, instant } = operand;
  if (kind === 'number') {
    if (operator === '=~') return (value) => textOf(value)?.includes(text) === true;
    if (operator === '=' || operator === '==') return (value) => numberOf(value) === number;
    return (value) => {
      const field = numberOf(value);
      return field !== undefined && holds(operator, field - (number ?? 0));
    };
  }
  if (kind === 'now') {
    if (operator === '=~') return (value) => textOf(value)?.toLowerCase().includes(lower) === true;
    if (operator === '=' || operator === '==') return (value) => instantOf(value) === instant;
    return (value) => {
      const field = instantOf(value);
      return field !== undefined && holds(operator, field - (instant ?? 0));
    };
  }
  const sameInstant = (value: unknown): boolean => instant !== undefined && instantOf(value) === instant;
  const sameNumber = (value: unknown): boolean =>
    number !== undefined && typeof value === 'number' && value === number;
  switch (operator) {
    case '=':
      return (value) => sameIgnoringCase(textOf(value), lower) || sameInstant(value) || sameNumber(value);
    case '==':
      return (value) => textOf(value) === text || sameInstant(value) || sameNumber(value);
    case '=~':
      return (value) => textOf(value)?.toLowerCase().includes(lower) === true;
    default:
      return (value) => {
        const fieldInstant = instant === undefined ? undefined : instantOf(value);
        if (fieldInstant !== undefined) return holds(operator, fieldInstant - (instant ?? 0));
        if (number !== undefined && typeof value === 'number') return holds(operator, value - number);
        const field = textOf(value);
        return field !== undefined && holds(operator, field < text ? -1 : field > text ? 1 : 0);
      };
  }
}

/** A test that holds when the value, or any element of an array value, satisfies the operator. */
export function compileValueTest(operator: PositiveOperator, value: Value, now: number): ValueTest {
  const test = scalarTest(operator, operandOf(value, now));
  return (field) => {
    if (!Array.isArray(field)) return test(field);
    for (const element of field as readonly unknown[]) {
      if (test(element)) return true;
    }
    return false;
  };
}
