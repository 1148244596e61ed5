import type { ResourceSummary } from '../resource';
import {
  compileValueTest,
  operandOf,
  splitOperator,
  type Operand,
  type PositiveOperator,
  type ValueTest,
} from './compileValueTest';
import type { Comparison, Condition } from './query';
import type { FieldReader, TagFamily, TagPart } from './resolveField';
import { resolveField } from './resolveField';
import type { TagVisitor } from './someTag';
import { someTag } from './someTag';

export type Predicate = (resource: ResourceSummary) => boolean;

/** A test of one value field: `negated` holds where the positive test does not. */
export interface ValueComparison {
  /** The field name as written. */
  readonly field: string;
  readonly read: FieldReader;
  /** The positive form of the operator. */
  readonly test: ValueTest;
  readonly negated: boolean;
  /** What `test` does, for evaluators that answer some operators another way. */
  readonly operator: PositiveOperator;
  readonly operand: Operand;
}

/** Whether some tag of the family passes `visit`; `negated`: whether none does. */
export interface TagTest {
  readonly family: TagFamily;
  readonly negated: boolean;
  readonly visit: TagVisitor;
}

/**
 * A `where` condition with its fields resolved, values read and tags bound: what a predicate
 * over records (compileCondition) and a test over columns (the console's column store) both
 * evaluate, so the two cannot disagree on the rules below.
 */
export type ConditionPlan =
  | { readonly kind: 'value'; readonly comparison: ValueComparison }
  | { readonly kind: 'tag'; readonly test: TagTest }
  | { readonly kind: 'and'; readonly plans: readonly ConditionPlan[] }
  | { readonly kind: 'or'; readonly plans: readonly ConditionPlan[] };

/** One tag-part comparison of an `&&` list, waiting to be bound to a tag with its neighbours. */
interface TagMember {
  readonly part: TagPart;
  readonly negated: boolean;
  /** Tests one tag, the operator's negation included. */
  readonly visit: TagVisitor;
  /** Tests one tag with the positive form of the operator. */
  readonly visitPositive: TagVisitor;
}

interface TagGroup {
  readonly family: TagFamily;
  readonly members: TagMember[];
}

/**
 * Compiles a `where` condition into a predicate.
 *
 * A field that is missing, or whose value is of the wrong kind, satisfies no positive operator,
 * so it satisfies every negated one (`!=`, `!==`, `!=~`). Array values match when any element does.
 *
 * Tags, pairing keys with values as OCI's documented queries do: a lone tag-part condition is
 * about some tag: `freeformTags.key = 'env'`
 * holds when the resource has a tag named env, and a negated one is its negation
 * (`freeformTags.key != 'env'`: no tag named env). In an `&&` list, the tag-part conditions of
 * one family (free-form, defined, system) are bound to the same tag, in the order written, until
 * a part repeats: `freeformTags.key = 'env' && freeformTags.value = 'prod'` needs one tag env=prod,
 * `definedTags.namespace = 'Ops' && definedTags.key = 'Team' && definedTags.value != 'web'` needs
 * an Ops.Team tag whose value is not web, and `freeformTags.key = 'a' && freeformTags.key = 'b'`
 * needs both tags. A bound group made only of negated conditions is not bound: each is tested
 * on its own. Parentheses start a new level, so in `(freeformTags.key = 'env') && …` the
 * parenthesized condition is not bound.
 */
export function compileCondition(condition: Condition, now: number): Predicate {
  return predicateOf(planCondition(condition, now));
}

/** The condition as a plan (see compileCondition for its rules). */
export function planCondition(condition: Condition, now: number): ConditionPlan {
  switch (condition.kind) {
    case 'comparison':
      return planComparison(condition, now);
    case 'or':
      return { kind: 'or', plans: condition.conditions.map((inner) => planCondition(inner, now)) };
    case 'and':
      return planAnd(condition.conditions, now);
  }
}

/** The plan as a predicate over one record. */
export function predicateOf(plan: ConditionPlan): Predicate {
  switch (plan.kind) {
    case 'value': {
      const { read, test, negated } = plan.comparison;
      return negated ? (resource) => !test(read(resource)) : (resource) => test(read(resource));
    }
    case 'tag': {
      const { family, visit, negated } = plan.test;
      return negated
        ? (resource) => !someTag(resource, family, visit)
        : (resource) => someTag(resource, family, visit);
    }
    case 'or': {
      const predicates = plan.plans.map(predicateOf);
      return (resource) => {
        for (const predicate of predicates) {
          if (predicate(resource)) return true;
        }
        return false;
      };
    }
    case 'and': {
      const predicates = plan.plans.map(predicateOf);
      if (predicates.length === 1 && predicates[0] !== undefined) return predicates[0];
      return (resource) => {
        for (const predicate of predicates) {
          if (!predicate(resource)) return false;
        }
        return true;
      };
    }
  }
}

function planComparison(comparison: Comparison, now: number): ConditionPlan {
  const target = resolveField(comparison.field.name);
  const { positive, negated } = splitOperator(comparison.operator);
  const test = compileValueTest(positive, comparison.value, now);
  if (target.kind === 'tag') {
    return { kind: 'tag', test: { family: target.family, negated, visit: tagVisitor(target.part, test) } };
  }
  const operand = operandOf(comparison.value, now);
  return {
    kind: 'value',
    comparison: {
      field: comparison.field.name,
      read: target.read,
      test,
      negated,
      operator: positive,
      operand,
    },
  };
}

function planAnd(conditions: readonly Condition[], now: number): ConditionPlan {
  const plans: ConditionPlan[] = [];
  const groups: TagGroup[] = [];
  const open = new Map<TagFamily, TagGroup>();
  for (const condition of conditions) {
    const target = condition.kind === 'comparison' ? resolveField(condition.field.name) : undefined;
    if (condition.kind !== 'comparison' || condition.parenthesized === true || target?.kind !== 'tag') {
      plans.push(planCondition(condition, now));
      continue;
    }
    let group = open.get(target.family);
    if (group === undefined || group.members.some((member) => member.part === target.part)) {
      group = { family: target.family, members: [] };
      open.set(target.family, group);
      groups.push(group);
    }
    group.members.push(tagMember(condition, target.part, now));
  }
  for (const group of groups) plans.push(...planTagGroup(group));
  return { kind: 'and', plans };
}

function tagMember(comparison: Comparison, part: TagPart, now: number): TagMember {
  const { positive, negated } = splitOperator(comparison.operator);
  const test = compileValueTest(positive, comparison.value, now);
  const visitPositive = tagVisitor(part, test);
  const visit = negated ? tagVisitor(part, (value) => !test(value)) : visitPositive;
  return { part, negated, visit, visitPositive };
}

function planTagGroup({ family, members }: TagGroup): ConditionPlan[] {
  if (members.length === 1 || members.every((member) => member.negated)) {
    return members.map(({ negated, visitPositive }) => ({
      kind: 'tag',
      test: { family, negated, visit: visitPositive },
    }));
  }
  const visit: TagVisitor = (namespace, key, value) => {
    for (const member of members) {
      if (!member.visit(namespace, key, value)) return false;
    }
    return true;
  };
  return [{ kind: 'tag', test: { family, negated: false, visit } }];
}

function tagVisitor(part: TagPart, test: ValueTest): TagVisitor {
  switch (part) {
    case 'namespace':
      return (namespace) => test(namespace);
    case 'key':
      return (_namespace, key) => test(key);
    case 'value':
      return (_namespace, _key, value) => test(value);
  }
}
