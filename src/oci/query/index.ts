/**
 * The OCI Search query language, shared by the emulator (POST /resources with Structured
 * bodies) and the console's offline search: parse once, compile once, evaluate cheaply.
 *
 *   query <type>[, <type>…] | all [resources]
 *     [return allAdditionalFields | <field>[, <field>…]]
 *     [where <condition>] [matching '<keywords>' | <bare words>] [sorted by <field> [asc|desc]]
 *   [union query …]…
 *
 * Choices where OCI's own documentation is silent:
 * - Keywords, field names, type names and time units are case-insensitive; `resources` is optional.
 * - `union` must be followed by a whole query (`union query vcn resources`). At most one branch
 *   may say `sorted by`; it orders the whole result.
 * - Bare `matching` words run to `sorted` or `union` (quote them to search for those words);
 *   both forms match every word as free text does (src/oci/textMatch), not as a phrase.
 * - Values: quoted strings (escapes \' \" \\ \/ \n \r \t \uXXXX; any other escape is an
 *   error), unquoted numbers (`-1`, `2.5`), `now` and `now ± <n><s|m|h|d|w>`. Booleans are
 *   compared through their text: `isPublic = 'true'`. `!=~` (does not contain) is accepted.
 * - A quoted string that reads as an ISO 8601 date compares as an instant with date fields; a
 *   date without offset is UTC. `=` with a date means the same instant.
 * - `sorted by` a tag part (`freeformTags.key`) is an error: a resource has many tags.
 * - Tag pairing and missing-field rules: see `compileCondition`; field lookup: `resolveField`.
 */
export type {
  AndCondition,
  Comparison,
  Condition,
  FieldRef,
  MatchingClause,
  NowValue,
  NumberValue,
  Operator,
  OrCondition,
  ParseResult,
  Query,
  QueryError,
  QueryNode,
  ReturnClause,
  SelectQuery,
  SortClause,
  SortDirection,
  StringValue,
  TypeRef,
  UnionQuery,
  Value,
} from './query';
export { OPERATORS, queryBranches, querySortClause } from './query';
export { isStructuredQuery, parseQuery } from './parseQuery';
export type { BranchPlan, CompiledBranch, CompiledQuery, QueryOptions, TextMatcher } from './compileQuery';
export { compileQuery, planQuery } from './compileQuery';
export type { ConditionPlan, TagTest, ValueComparison } from './compileCondition';
export { summaryField, type SummaryField, type TagFamily } from './resolveField';
export { sortOrder, type SortKey, type SortOrder } from './sortOrder';
export { executeQuery } from './executeQuery';
export { describeQueryError } from './describeQueryError';
export { parseInstant } from './parseInstant';
export { someTag, type TagVisitor } from './someTag';
export { holds, type Operand, type PositiveOperator } from './compileValueTest';
