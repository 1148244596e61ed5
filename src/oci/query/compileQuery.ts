import type { ResourceSummary } from '../resource';
import { matchesTerms, queryTerms } from '../textMatch';
import { planCondition, predicateOf, type ConditionPlan, type Predicate } from './compileCondition';
import type { Query, SelectQuery } from './query';
import { queryBranches, querySortClause } from './query';
import { sortOrder, type SortKey } from './sortOrder';

export interface QueryOptions {
  /** The instant `now` stands for, in milliseconds since the epoch; the compile time by default. */
  readonly now?: number;
  /**
   * How a `matching` clause's terms (textMatch's queryTerms, never empty) are tested: a
   * predicate made once per clause. By default textMatch's scan of each resource's tokens; the
   * console passes its free-text index, which answers the same set without tokenizing rows.
   */
  readonly textMatcher?: TextMatcher;
}

export type TextMatcher = (terms: readonly string[]) => (resource: ResourceSummary) => boolean;

const scanTokens: TextMatcher = (terms) => (resource) => matchesTerms(resource, terms);

export interface CompiledBranch {
  /** Lower-case type names, or 'all'. */
  readonly types: 'all' | ReadonlySet<string>;
  /** Type, `where` and `matching` of this branch. */
  readonly matches: (resource: ResourceSummary) => boolean;
}

export interface CompiledQuery {
  /** Lower-case type names of all branches, or 'all' when any branch queries all resources. */
  readonly types: 'all' | ReadonlySet<string>;
  /** Whether any branch matches. */
  readonly matches: (resource: ResourceSummary) => boolean;
  /** The `sorted by` order, or newest first; ties by identifier. */
  readonly compare: (a: ResourceSummary, b: ResourceSummary) => number;
  /** The same order in two steps: a resource's key, computed once, then keys compared. */
  readonly sortKey: (resource: ResourceSummary) => SortKey;
  readonly compareKeys: (a: SortKey, b: SortKey) => number;
  readonly branches: readonly CompiledBranch[];
}

/**
 * Compiles a parsed query once into plain predicates: field names are resolved, values and
 * dates read, `now` fixed, `matching` terms read once, so evaluating a record allocates little.
 */
export function compileQuery(query: Query, options: QueryOptions = {}): CompiledQuery {
  const now = options.now ?? Date.now();
  const branches = queryBranches(query).map((branch) =>
    compileBranch(branch, now, options.textMatcher ?? scanTokens),
  );
  const types = branches.some((branch) => branch.types === 'all')
    ? 'all'
    : new Set(branches.flatMap((branch) => (branch.types === 'all' ? [] : [...branch.types])));
  const only = branches.length === 1 ? branches[0] : undefined;
  const matches =
    only !== undefined
      ? only.matches
      : (resource: ResourceSummary): boolean => {
          for (const branch of branches) {
            if (branch.matches(resource)) return true;
          }
          return false;
        };
  const order = sortOrder(querySortClause(query));
  return {
    types,
    matches,
    compare: order.compare,
    sortKey: order.key,
    compareKeys: order.compareKeys,
    branches,
  };
}

/** One select of a query, read once: what records (compileQuery) and columns both evaluate. */
export interface BranchPlan {
  /** Lower-case type names, or 'all'. */
  readonly types: 'all' | ReadonlySet<string>;
  readonly where?: ConditionPlan;
  /** The `matching` clause's terms (textMatch's queryTerms); empty without one. */
  readonly terms: readonly string[];
}

/** The branches of a query, their `where` planned with `now` fixed. */
export function planQuery(query: Query, now: number): BranchPlan[] {
  return queryBranches(query).map((select) => planBranch(select, now));
}

function planBranch(select: SelectQuery, now: number): BranchPlan {
  const types = select.types === 'all' ? 'all' : new Set(select.types.map((type) => type.name.toLowerCase()));
  const terms = select.matching === undefined ? [] : queryTerms(select.matching.text);
  return select.where === undefined
    ? { types, terms }
    : { types, where: planCondition(select.where, now), terms };
}

function compileBranch(select: SelectQuery, now: number, textMatcher: TextMatcher): CompiledBranch {
  const plan = planBranch(select, now);
  const { types, terms } = plan;
  const where: Predicate | undefined = plan.where === undefined ? undefined : predicateOf(plan.where);
  const text = terms.length === 0 ? undefined : textMatcher(terms);
  const matches = (resource: ResourceSummary): boolean =>
    (types === 'all' || types.has(resource.resourceType.toLowerCase())) &&
    (where === undefined || where(resource)) &&
    (text === undefined || text(resource));
  return { types, matches };
}
