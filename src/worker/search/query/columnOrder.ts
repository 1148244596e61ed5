/**
 * `sorted by` over the index's columns: the sort field's distinct values ranked once (kept by the
 * columns until the dictionary grows, and saved with them), rows compared by those integers, ties
 * by identifier, and the rows kept presorted by the common sort fields.
 */
import { sortOrder, summaryField, type BranchPlan, type SortClause } from '../../../oci/query';
import type { ResourceSummary } from '../../../oci/resource';
import { ofInstants, type ColumnField, type FieldColumns, type Ranks } from '../index/fieldColumns';
import { scratch } from '../index/scratch';
import { buildSortPermutation, type SortPermutation } from '../index/sortPermutation';
import { isColumnField, type ColumnSource, type MatchedRows } from './columnQuery';

const NUMBER = 0;
const MISSING = 2;

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

/**
 * The rows of a query `where timeCreated > '…'` (or `>=`, `<`, `<=` an instant), its one
 * condition on every type, read off the presorted creation times: every creation time an
 * instant, the rows with one lie in ascending order before those without, so the matches are
 * the rows on one side of where the instant falls, found by a binary search. At 250,000 rows
 * that replaces a test of every value, a look-up for every row, and a pass over every row's flag
 * with a list of the matches. Undefined for any other query, or while the order is not current
 * (matchRows answers).
 */
export function createdRange(
  branches: readonly BranchPlan[],
  source: Pick<ColumnSource, 'idOrder' | 'fields' | 'rows'>,
): MatchedRows | undefined {
  const [branch, ...others] = branches;
  const where = branch?.where;
  if (branch === undefined || others.length > 0 || branch.types !== 'all' || branch.terms.length > 0)
    return undefined;
  if (where?.kind !== 'value') return undefined;
  const { operator, operand, negated, field } = where.comparison;
  const instant = operand.kind === 'number' ? undefined : operand.instant;
  if (negated || instant === undefined || summaryField(field) !== 'timeCreated') return undefined;
  if (operator !== '>' && operator !== '>=' && operator !== '<' && operator !== '<=') return undefined;
  const { fields } = source;
  if (!ofInstants(ranksOf(fields, 'timeCreated'))) return undefined;
  const presorted = presortedRows(
    { field: { kind: 'field', name: 'timeCreated', position: 0 }, direction: 'asc', position: 0 },
    source,
    'current',
  );
  if (presorted === undefined) return undefined;
  const { rows, missingStart } = presorted.permutation;
  const instants = fields.instants.view();
  const codes = fields.codes.timeCreated.view();
  // The first place whose time is later than the instant (or, `orSame`, as late).
  const firstFrom = (orSame: boolean): number => {
    let low = 0;
    let high = missingStart;
    while (low < high) {
      const middle = (low + high) >>> 1;
      const time = instants[codes[rows[middle] ?? 0] ?? 0] ?? Number.NaN;
      if (time > instant || (orSame && time === instant)) high = middle;
      else low = middle + 1;
    }
    return low;
  };
  const list =
    operator === '>' || operator === '>='
      ? rows.subarray(firstFrom(operator === '>='), missingStart)
      : rows.subarray(0, firstFrom(operator === '<'));
  const flags = scratch.bytes(source.rows);
  for (let at = 0; at < list.length; at += 1) flags[list[at] ?? 0] = 1;
  return { flags, list };
}
