/**
 * The structured query language answered over the index's columns (FieldColumns) instead of
 * records. A query's plan (src/oci/query's planQuery: the same resolved fields, value tests and
 * tag bindings the record predicate uses) is evaluated a column at a time: a value test runs
 * once per distinct value of the field's dictionary (timeCreated's ordering tests on its
 * numeric instants) and rows then compare codes; a tag test runs once per distinct tag and rows
 * look at their tag list; `&&`, `||` and union combine row flags. A branch of some types reads
 * its value tests and combines their flags on those types' rows only. `sorted by` is
 * columnOrder's.
 *
 * Fields kept nowhere in the columns (additionalDetails paths, identityContext, the
 * enrichment, one tag's value read by name) are not answered here: `matchRows` (and
 * columnOrder's `rowOrder`) answer undefined and the caller evaluates records instead.
 */
import {
  holds,
  summaryField,
  type BranchPlan,
  type ConditionPlan,
  type ValueComparison,
} from '../../../oci/query';
import { COLUMN_FIELDS, type ColumnField, type FieldColumns } from '../index/fieldColumns';
import type { CodeArray } from '../index/growable';
import type { IdentifierColumn } from '../index/identifierColumn';
import { scratch } from '../index/scratch';
import { rowsOfGroups, type TypeGroups } from '../index/typeGroups';

/** What the evaluation reads of the index: rows are its document numbers. */
export interface ColumnSource {
  /** Documents, dead ones included (their type code is `dead`). */
  readonly rows: number;
  readonly ids: IdentifierColumn;
  /** Rows in their identifiers' order (DocumentTable.idOrder): how every order breaks its ties. */
  readonly idOrder: (a: number, b: number) => number;
  /** Per row, the code of its lower-case type in `codes`, or `dead`. */
  readonly typeCodes: CodeArray;
  readonly codes: readonly string[];
  /** A dead row's type code, as `typeCodes` holds it. */
  readonly dead: number;
  /** The rows grouped by type, when current (DocumentTable.typeGroups). */
  readonly typeGroups?: TypeGroups;
  readonly fields: FieldColumns;
  /** The rows having every term, as free text finds them. */
  textRows(terms: readonly string[]): Uint32Array;
}

/**
 * `=~` on the rows of some types reads those rows' values only (ValueDictionary.containingAmong)
 * while the rows number less than the dictionary's values divided by this; else every value.
 */
const AMONG_BELOW = 4;

export function isColumnField(field: string | undefined): field is ColumnField {
  return (COLUMN_FIELDS as readonly string[]).includes(field ?? '');
}

/** Whether every condition of the plan reads only columns. */
function answerable(plan: ConditionPlan): boolean {
  switch (plan.kind) {
    case 'value': {
      const field = summaryField(plan.comparison.field);
      return field === 'identifier' || isColumnField(field);
    }
    case 'tag':
      return true;
    case 'and':
    case 'or':
      return plan.plans.every(answerable);
  }
}

/** The rows a query matches: a flag per row, and the matched rows themselves when known. */
export interface MatchedRows {
  /** Per row, 1 when some branch matches it (a dead row may be marked: the caller skips dead rows). */
  readonly flags: Uint8Array;
  /**
   * The rows flagged, each once, in no particular order, when the query's one branch names its
   * types (read from those types' rows only): the caller need not read every row's flag.
   */
  readonly list?: Uint32Array;
}

/** The rows the branches match; undefined when a field is not a column. */
export function matchRows(branches: readonly BranchPlan[], source: ColumnSource): MatchedRows | undefined {
  if (!branches.every((branch) => branch.where === undefined || answerable(branch.where))) return undefined;
  const [first, ...others] = branches;
  if (first === undefined) return { flags: scratch.bytes(source.rows) };
  const out = branchRows(first, source);
  if (others.length === 0) return out.within === undefined ? out : { flags: out.flags, list: flagged(out) };
  for (const branch of others) {
    const { flags } = branchRows(branch, source);
    for (let row = 0; row < out.flags.length; row += 1)
      out.flags[row] = (out.flags[row] as number) | (flags[row] as number);
  }
  return { flags: out.flags };
}

/** The rows `within` whose flag is set. */
function flagged({ flags, within = new Uint32Array(0) }: BranchRows): Uint32Array {
  const list = scratch.words(within.length);
  let kept = 0;
  for (let at = 0; at < within.length; at += 1) {
    const row = within[at] as number;
    if (flags[row] === 1) {
      list[kept] = row;
      kept += 1;
    }
  }
  return list.subarray(0, kept);
}

/** A branch's flags per row, and the rows of its types when it names them (no other is flagged). */
interface BranchRows {
  readonly flags: Uint8Array;
  readonly within?: Uint32Array;
}

function branchRows(branch: BranchPlan, source: ColumnSource): BranchRows {
  const { types } = branch;
  // A branch of some types reads its conditions on the rows of those types only (a query's
  // one type is a tenth or less of a tenancy), not on every row and then drops the others.
  const within = types === 'all' ? undefined : rowsOfTypes(types, source);
  let rows: Uint8Array;
  if (within === undefined) {
    rows = branch.where === undefined ? scratch.bytes(source.rows).fill(1) : evaluate(branch.where, source);
  } else {
    const read = branch.where === undefined ? undefined : evaluate(branch.where, source, within);
    rows = scratch.bytes(source.rows);
    for (let at = 0; at < within.length; at += 1) {
      const row = within[at] as number;
      rows[row] = read === undefined ? 1 : (read[row] as number);
    }
  }
  if (branch.terms.length > 0) {
    const text = scratch.bytes(source.rows);
    for (const row of source.textRows(branch.terms)) text[row] = 1;
    if (within === undefined)
      for (let row = 0; row < rows.length; row += 1) rows[row] = (rows[row] as number) & (text[row] as number);
    else
      for (let at = 0; at < within.length; at += 1) {
        const row = within[at] as number;
        rows[row] = (rows[row] as number) & (text[row] as number);
      }
  }
  return within === undefined ? { flags: rows } : { flags: rows, within };
}

/**
 * The rows of the types (lower-case, as `codes` holds them), each once: their groups when the
 * rows grouped by type are current (a row removed since may be among them, its type now dead),
 * else the live ones read from every row's type, ascending.
 */
function rowsOfTypes(types: ReadonlySet<string>, source: ColumnSource): Uint32Array {
  const typeFlags = new Uint8Array(source.codes.length);
  source.codes.forEach((code, at) => {
    typeFlags[at] = types.has(code) ? 1 : 0;
  });
  const { typeCodes, dead, typeGroups } = source;
  if (typeGroups !== undefined) return rowsOfGroups(typeFlags, typeGroups);
  const out = scratch.words(source.rows);
  let kept = 0;
  for (let row = 0; row < source.rows; row += 1) {
    const type = typeCodes[row] ?? dead;
    if (type !== dead && typeFlags[type] === 1) {
      out[kept] = row;
      kept += 1;
    }
  }
  return out.subarray(0, kept);
}

/**
 * Per row, 1 when the plan holds for it. With `within` (rows, each once), only those rows are
 * answered: any other may read either way, and the caller keeps only those.
 */
function evaluate(plan: ConditionPlan, source: ColumnSource, within?: Uint32Array): Uint8Array {
  switch (plan.kind) {
    case 'value':
      return valueRows(plan.comparison, source, within);
    case 'tag': {
      const { family, negated, visit } = plan.test;
      const column = source.fields.tags[family];
      const flags = scratch.bytes(column.triples.length);
      column.triples.forEach(([namespace, key, value], id) => {
        flags[id] = visit(namespace, key, value) ? 1 : 0;
      });
      // The rows of the accepted triples, marked (or, negated, cleared).
      const out = scratch.bytes(source.rows);
      if (negated) out.fill(1);
      column.markRows(flags, out, negated ? 0 : 1);
      return out;
    }
    case 'and':
    case 'or': {
      const and = plan.kind === 'and';
      const [first, ...rest] = plan.plans.map((inner) => evaluate(inner, source, within));
      const out = first ?? scratch.bytes(source.rows).fill(and ? 1 : 0);
      for (const rows of rest) combine(out, rows, and, within);
      return out;
    }
  }
}

/** `out` &= `rows` (`and`), else `out` |= `rows`: on every row, or on those `within`. */
function combine(out: Uint8Array, rows: Uint8Array, and: boolean, within: Uint32Array | undefined): void {
  if (within === undefined) {
    if (and) for (let row = 0; row < out.length; row += 1) out[row] = (out[row] as number) & (rows[row] as number);
    else for (let row = 0; row < out.length; row += 1) out[row] = (out[row] as number) | (rows[row] as number);
    return;
  }
  for (let at = 0; at < within.length; at += 1) {
    const row = within[at] as number;
    out[row] = and ? (out[row] as number) & (rows[row] as number) : (out[row] as number) | (rows[row] as number);
  }
}

function valueRows(comparison: ValueComparison, source: ColumnSource, within?: Uint32Array): Uint8Array {
  const { test, negated, operator, operand } = comparison;
  const field = summaryField(comparison.field);
  const out = scratch.bytes(source.rows);
  const yes = negated ? 0 : 1;
  if (!isColumnField(field)) {
    const ids = source.ids.joined();
    const read = (row: number): void => {
      out[row] = test(ids[row]) ? yes : 1 - yes;
    };
    if (within === undefined) for (let row = 0; row < ids.length; row += 1) read(row);
    else for (let at = 0; at < within.length; at += 1) read(within[at] as number);
    return out;
  }
  const dictionary = source.fields.dictionaries[field];
  const codes = source.fields.codes[field].view();
  const contained =
    operator === '=~' && operand.kind !== 'number'
      ? within !== undefined && within.length * AMONG_BELOW < dictionary.size
        ? dictionary.containingAmong(operand.lower, within, codes)
        : dictionary.containing(operand.lower)
      : undefined;
  // `=~` with text ignores case, so the lower-cased values (kept) answer the same; asked for only
  // when the joined values could not answer.
  const lowered =
    operator === '=~' && operand.kind !== 'number' && contained === undefined
      ? dictionary.lowerValues()
      : undefined;
  const valueOf = (code: number): string | undefined =>
    lowered === undefined ? dictionary.value(code) : lowered[code];
  // `=~`'s flags are made for this query: the answer per value as they are.
  const flags = contained ?? testedValues(comparison, field, source, valueOf);
  // The answer per value, then per row a look-up.
  if (negated) for (let code = 0; code < flags.length; code += 1) flags[code] = 1 - (flags[code] as number);
  if (within === undefined) {
    for (let row = 0; row < out.length; row += 1) out[row] = flags[codes[row] as number] as number;
  } else {
    for (let at = 0; at < within.length; at += 1) {
      const row = within[at] as number;
      out[row] = flags[codes[row] as number] as number;
    }
  }
  return out;
}

/** Per code of the field's dictionary, 1 when its value passes the comparison's test. */
function testedValues(
  { test, operator, operand }: ValueComparison,
  field: ColumnField,
  source: ColumnSource,
  valueOf: (code: number) => string | undefined,
): Uint8Array {
  const flags = scratch.bytes(source.fields.dictionaries[field].size);
  const ordering = operator === '>' || operator === '>=' || operator === '<' || operator === '<=';
  const instant = operand.kind === 'number' ? undefined : operand.instant;
  if (field === 'timeCreated' && ordering && instant !== undefined) {
    // An instant operand compares as an instant with every value that reads as a date.
    // The operator read once: per value, which side of the instant passes, and the instant itself.
    const instants = source.fields.instants.view();
    const later = operator === '>' || operator === '>=' ? 1 : 0;
    const same = holds(operator, 0) ? 1 : 0;
    const dated = Math.min(flags.length, instants.length);
    for (let code = 0; code < dated; code += 1) {
      const time = instants[code] as number;
      if (time > instant) flags[code] = later;
      else if (time < instant) flags[code] = 1 - later;
      else if (time === instant) flags[code] = same;
      else flags[code] = test(valueOf(code)) ? 1 : 0;
    }
    for (let code = dated; code < flags.length; code += 1) flags[code] = test(valueOf(code)) ? 1 : 0;
  } else {
    for (let code = 0; code < flags.length; code += 1) flags[code] = test(valueOf(code)) ? 1 : 0;
  }
  return flags;
}
