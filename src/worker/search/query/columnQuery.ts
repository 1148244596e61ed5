/**
 * The structured query language answered over the index's columns (FieldColumns) instead of
 * records. A query's plan (src/oci/query's planQuery: the same resolved fields, value tests and
 * tag bindings the record predicate uses) is evaluated a column at a time: a value test runs
 * once per distinct value of the field's dictionary (timeCreated's ordering tests on its
 * numeric instants) and rows then compare codes; a tag test runs once per distinct tag and rows
 * look at their tag list; `&&`, `||` and union combine row flags. `sorted by` ranks the sort
 * field's distinct values once (kept until the dictionary grows) and compares integers.
 *
 * Fields kept nowhere in the columns (additionalDetails paths, identityContext, the
 * enrichment, one tag's value read by name) are not answered here: `matchRows` and `rowOrder`
 * answer undefined and the caller evaluates records instead.
 */
import {
  holds,
  sortOrder,
  summaryField,
  type BranchPlan,
  type ConditionPlan,
  type SortClause,
  type ValueComparison,
} from '../../../oci/query';
import type { ResourceSummary } from '../../../oci/resource';
import { COLUMN_FIELDS, type ColumnField, type FieldColumns, type Ranks } from '../index/fieldColumns';
import type { CodeArray } from '../index/growable';
import { buildSortPermutation, type SortPermutation } from '../index/sortPermutation';

/** What the evaluation reads of the index: rows are its document numbers. */
export interface ColumnSource {
  /** Documents, dead ones included (their type code is `dead`). */
  readonly rows: number;
  readonly ids: readonly string[];
  /** Rows in their identifiers' order (DocumentTable.idOrder): how every order breaks its ties. */
  readonly idOrder: (a: number, b: number) => number;
  /** Per row, the code of its lower-case type in `codes`, or `dead`. */
  readonly typeCodes: CodeArray;
  readonly codes: readonly string[];
  /** A dead row's type code, as `typeCodes` holds it. */
  readonly dead: number;
  readonly fields: FieldColumns;
  /** The rows having every term, as free text finds them. */
  textRows(terms: readonly string[]): Uint32Array;
}

const NUMBER = 0;
const MISSING = 2;

function isColumnField(field: string | undefined): field is ColumnField {
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

/**
 * Per row, 1 when some branch matches it (a dead row may be marked: the caller skips dead rows);
 * undefined when a field is not a column.
 */
export function matchRows(branches: readonly BranchPlan[], source: ColumnSource): Uint8Array | undefined {
  if (!branches.every((branch) => branch.where === undefined || answerable(branch.where))) return undefined;
  const [first, ...others] = branches;
  if (first === undefined) return new Uint8Array(source.rows);
  const out = branchRows(first, source);
  for (const branch of others) {
    const rows = branchRows(branch, source);
    for (let row = 0; row < out.length; row += 1) out[row] = (out[row] as number) | (rows[row] as number);
  }
  return out;
}

function branchRows(branch: BranchPlan, source: ColumnSource): Uint8Array {
  const { types } = branch;
  const rows =
    branch.where === undefined ? new Uint8Array(source.rows).fill(1) : evaluate(branch.where, source);
  if (types !== 'all') {
    const typeFlags = new Uint8Array(source.codes.length);
    source.codes.forEach((code, at) => {
      typeFlags[at] = types.has(code) ? 1 : 0;
    });
    const { typeCodes, dead } = source;
    for (let row = 0; row < rows.length; row += 1) {
      if (rows[row] !== 1) continue;
      const type = typeCodes[row] ?? dead;
      if (type === dead || typeFlags[type] !== 1) rows[row] = 0;
    }
  }
  if (branch.terms.length > 0) {
    const text = new Uint8Array(source.rows);
    for (const row of source.textRows(branch.terms)) text[row] = 1;
    for (let row = 0; row < rows.length; row += 1) rows[row] = (rows[row] as number) & (text[row] as number);
  }
  return rows;
}

function evaluate(plan: ConditionPlan, source: ColumnSource): Uint8Array {
  switch (plan.kind) {
    case 'value':
      return valueRows(plan.comparison, source);
    case 'tag': {
      const { family, negated, visit } = plan.test;
      const column = source.fields.tags[family];
      const flags = new Uint8Array(column.triples.length);
      column.triples.forEach(([namespace, key, value], id) => {
        flags[id] = visit(namespace, key, value) ? 1 : 0;
      });
      // The rows of the accepted triples, marked (or, negated, cleared).
      const out = new Uint8Array(source.rows);
      if (negated) out.fill(1);
      column.markRows(flags, out, negated ? 0 : 1);
      return out;
    }
    case 'and': {
      const [first, ...rest] = plan.plans.map((inner) => evaluate(inner, source));
      const out = first ?? new Uint8Array(source.rows).fill(1);
      for (const rows of rest)
        for (let row = 0; row < out.length; row += 1) out[row] = (out[row] ?? 0) & (rows[row] ?? 0);
      return out;
    }
    case 'or': {
      const out = new Uint8Array(source.rows);
      for (const inner of plan.plans) {
        const rows = evaluate(inner, source);
        for (let row = 0; row < out.length; row += 1) out[row] = (out[row] ?? 0) | (rows[row] ?? 0);
      }
      return out;
    }
  }
}

function valueRows(comparison: ValueComparison, source: ColumnSource): Uint8Array {
  const { test, negated, operator, operand } = comparison;
  const field = summaryField(comparison.field);
  const out = new Uint8Array(source.rows);
  const yes = negated ? 0 : 1;
  if (!isColumnField(field)) {
    source.ids.forEach((id, row) => {
      out[row] = test(id) ? yes : 1 - yes;
    });
    return out;
  }
  const dictionary = source.fields.dictionaries[field];
  const contained =
    operator === '=~' && operand.kind !== 'number' ? dictionary.containing(operand.lower) : undefined;
  // `=~` with text ignores case, so the lower-cased values (kept) answer the same; asked for only
  // when the joined values could not answer.
  const lowered =
    operator === '=~' && operand.kind !== 'number' && contained === undefined
      ? dictionary.lowerValues()
      : undefined;
  const valueOf = (code: number): string | undefined =>
    lowered === undefined ? dictionary.value(code) : lowered[code];
  const flags = new Uint8Array(dictionary.size);
  const ordering = operator === '>' || operator === '>=' || operator === '<' || operator === '<=';
  const instant = operand.kind === 'number' ? undefined : operand.instant;
  if (contained !== undefined) {
    flags.set(contained);
  } else if (field === 'timeCreated' && ordering && instant !== undefined) {
    // An instant operand compares as an instant with every value that reads as a date.
    const instants = source.fields.instants.view();
    for (let code = 0; code < flags.length; code += 1) {
      const time = instants[code] ?? Number.NaN;
      flags[code] = (Number.isNaN(time) ? test(valueOf(code)) : holds(operator, time - instant)) ? 1 : 0;
    }
  } else {
    for (let code = 0; code < flags.length; code += 1) flags[code] = test(valueOf(code)) ? 1 : 0;
  }
  // The answer per value, then per row a look-up.
  if (negated) for (let code = 0; code < flags.length; code += 1) flags[code] = 1 - (flags[code] as number);
  const codes = source.fields.codes[field].view();
  for (let row = 0; row < out.length; row += 1) out[row] = flags[codes[row] as number] as number;
  return out;
}

/** The field's ranks, kept by the columns until its dictionary grows (and saved with them). */
export function ranksOf(fields: FieldColumns, field: ColumnField): Ranks {
  return fields.ranked(field, () => rank(fields, field));
}

/**
 * timeCreated's ranks when every value it holds reads as an instant (as OCI's times do): each
 * value's place is its instant, so the places are the instants themselves (the same array, not
 * a copy of its 8 bytes per value), and only the classes are made. Undefined when some value is
 * not a date (then ranked as text or number with the others).
 */
function instantRanks(fields: FieldColumns): Ranks | undefined {
  const instants = fields.instants.view();
  const { size } = fields.dictionaries.timeCreated;
  if (instants.length !== size) return undefined;
  for (let code = 1; code < instants.length; code += 1)
    if (Number.isNaN(instants[code] ?? Number.NaN)) return undefined;
  const classes = new Uint8Array(size);
  // Code 0 is the missing value: its place is never read.
  if (classes.length > 0) classes[0] = MISSING;
  return { classes, places: instants };
}

function rank(fields: FieldColumns, field: ColumnField): Ranks {
  if (field === 'timeCreated') {
    const shared = instantRanks(fields);
    if (shared !== undefined) return shared;
  }
  const dictionary = fields.dictionaries[field];
  const order = sortOrder({
    field: { kind: 'field', name: field, position: 0 },
    direction: 'asc',
    position: 0,
  });
  const classes = new Uint8Array(dictionary.size);
  const places = new Float64Array(dictionary.size);
  const instants = fields.instants.view();
  const texts: { readonly code: number; readonly key: ReturnType<typeof order.key> }[] = [];
  for (let code = 0; code < dictionary.size; code += 1) {
    const time = field === 'timeCreated' ? (instants[code] ?? Number.NaN) : Number.NaN;
    if (!Number.isNaN(time)) {
      classes[code] = NUMBER;
      places[code] = time;
      continue;
    }
    // Read only here: a creation time with an instant is ranked by it (its text made when read).
    const value = dictionary.value(code);
    const key = order.key({ [field]: value, identifier: '' } as unknown as ResourceSummary);
    classes[code] = key.rank;
    if (key.rank === NUMBER) places[code] = key.number;
    else if (key.rank !== MISSING) texts.push({ code, key });
  }
  texts.sort((a, b) => order.compareKeys(a.key, b.key));
  let place = 0;
  texts.forEach((text, at) => {
    const previous = texts[at - 1];
    if (previous !== undefined && order.compareKeys(previous.key, text.key) !== 0) place += 1;
    places[text.code] = place;
  });
  return { classes, places };
}

/**
 * The order of `sorted by` (newest first without one) over rows, ties by identifier: the order
 * sortOrder defines, from ranks instead of keys. Undefined when the field is not a column.
 */
export function rowOrder(
  clause: SortClause | undefined,
  source: Pick<ColumnSource, 'idOrder' | 'fields'>,
): ((a: number, b: number) => number) | undefined {
  const field = summaryField(clause?.field.name ?? 'timeCreated');
  if (!isColumnField(field)) return undefined;
  const sign = (clause?.direction ?? 'desc') === 'desc' ? -1 : 1;
  const { classes, places } = ranksOf(source.fields, field);
  const codes = source.fields.codes[field].view();
  const { idOrder } = source;
  return (a, b) => {
    const codeA = codes[a] ?? 0;
    const codeB = codes[b] ?? 0;
    const classA = classes[codeA] ?? MISSING;
    const classB = classes[codeB] ?? MISSING;
    if (classA === MISSING || classB === MISSING) {
      if (classA !== classB) return classA === MISSING ? 1 : -1;
    } else if (classA !== classB) {
      return sign * (classA - classB);
    } else {
      const placeA = places[codeA] ?? 0;
      const placeB = places[codeB] ?? 0;
      if (placeA !== placeB) return placeA < placeB ? -sign : sign;
    }
    return idOrder(a, b);
  };
}

/**
 * The rows presorted for `sorted by` (newest first without one): the field's permutation and
 * the direction to walk it, as rowOrder orders rows. `when` as FieldColumns.permutation takes
 * it. Undefined when the field is not a column, or no permutation is kept and none is built.
 */
export function presortedRows(
  clause: SortClause | undefined,
  source: Pick<ColumnSource, 'idOrder' | 'fields'>,
  when: 'current' | 'build',
): { readonly permutation: SortPermutation; readonly direction: 'asc' | 'desc' } | undefined {
  const field = summaryField(clause?.field.name ?? 'timeCreated');
  if (!isColumnField(field)) return undefined;
  const { fields, idOrder } = source;
  const permutation = fields.permutation(field, when, () =>
    buildSortPermutation(ranksOf(fields, field), fields.codes[field].view(), idOrder),
  );
  return permutation && { permutation, direction: clause?.direction ?? 'desc' };
}
