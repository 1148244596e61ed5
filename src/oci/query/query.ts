/**
 * The typed tree of an OCI Search structured query (reference/oci-public-api.md, "Search query
 * language"). `parseQuery` builds it, `compileQuery` turns it into predicates. Every node keeps
 * the 0-based offset of its first character in the query text.
 */

/** Comparison operators. `!=~` (does not contain) is the negation of `=~`, as OCI accepts it. */
export type Operator = '=' | '!=' | '==' | '!==' | '=~' | '!=~' | '>' | '>=' | '<' | '<=';

export const OPERATORS: readonly Operator[] = ['=', '!=', '==', '!==', '=~', '!=~', '>', '>=', '<', '<='];

/** A field name as written: `lifecycleState`, `freeformTags.key`, `shape`, `vnic.ipAddress`. */
export interface FieldRef {
  readonly kind: 'field';
  readonly name: string;
  readonly position: number;
}

/** A resource type as written after `query`; matched case-insensitively. */
export interface TypeRef {
  readonly kind: 'type';
  readonly name: string;
  readonly position: number;
}

/** A quoted string, escapes already decoded. A date is a string that reads as an ISO 8601 date. */
export interface StringValue {
  readonly kind: 'string';
  readonly value: string;
  readonly position: number;
}

/** An unquoted number: `42`, `-1`, `2.5`. */
export interface NumberValue {
  readonly kind: 'number';
  readonly value: number;
  readonly position: number;
}

/** `now`, `now - 3h`, `now + 1d`: the evaluation instant plus a signed offset in milliseconds. */
export interface NowValue {
  readonly kind: 'now';
  readonly offsetMs: number;
  readonly position: number;
}

export type Value = StringValue | NumberValue | NowValue;

export interface Comparison {
  readonly kind: 'comparison';
  readonly field: FieldRef;
  readonly operator: Operator;
  readonly value: Value;
  readonly position: number;
  /** Written in its own parentheses, `(freeformTags.key = 'env')`: never bound to a neighbour's tag. */
  readonly parenthesized?: boolean;
}

/** Conditions joined by `&&` at one parenthesis level (two or more). */
export interface AndCondition {
  readonly kind: 'and';
  readonly conditions: readonly Condition[];
  readonly position: number;
}

/** Conditions joined by `||` at one parenthesis level (two or more). */
export interface OrCondition {
  readonly kind: 'or';
  readonly conditions: readonly Condition[];
  readonly position: number;
}

export type Condition = Comparison | AndCondition | OrCondition;

/** `return allAdditionalFields` or `return field, field…`. */
export type ReturnClause =
  | { readonly kind: 'allAdditionalFields'; readonly position: number }
  | { readonly kind: 'fields'; readonly fields: readonly FieldRef[]; readonly position: number };

/** `matching <keywords>`: the quoted string's contents, or the bare words joined by one space. */
export interface MatchingClause {
  readonly text: string;
  readonly position: number;
}

export type SortDirection = 'asc' | 'desc';

export interface SortClause {
  readonly field: FieldRef;
  readonly direction: SortDirection;
  readonly position: number;
}

/** One `query … resources [return …] [where …] [matching …] [sorted by …]`. */
export interface SelectQuery {
  readonly kind: 'select';
  readonly types: 'all' | readonly TypeRef[];
  readonly returns?: ReturnClause;
  readonly where?: Condition;
  readonly matching?: MatchingClause;
  /** At most one branch of a union carries it; it orders the whole result. */
  readonly sortedBy?: SortClause;
  readonly position: number;
}

/** Two or more whole queries joined with `union`; results are deduplicated by identifier. */
export interface UnionQuery {
  readonly kind: 'union';
  readonly branches: readonly SelectQuery[];
  readonly position: number;
}

export type QueryNode = SelectQuery | UnionQuery;

/** A parsed query: one select, or a union of selects. */
export type Query = QueryNode;

export interface QueryError {
  readonly message: string;
  /** 0-based offset into the query text. */
  readonly position: number;
  /** Set when the error is a type name the catalogue does not know, so screens can word it. */
  readonly unknownType?: UnknownTypeDetail;
}

/** A type name nobody knows, and the nearest catalogued name when one is close. */
export interface UnknownTypeDetail {
  readonly name: string;
  readonly suggestion?: string;
}

export type ParseResult =
  { readonly ok: true; readonly query: Query } | { readonly ok: false; readonly error: QueryError };

/** The selects of a query, in order: the query itself, or the branches of its union. */
export function queryBranches(query: Query): readonly SelectQuery[] {
  return query.kind === 'union' ? query.branches : [query];
}

/** The `sorted by` clause that orders the whole query, if any branch has one. */
export function querySortClause(query: Query): SortClause | undefined {
  for (const branch of queryBranches(query)) {
    if (branch.sortedBy) return branch.sortedBy;
  }
  return undefined;
}
