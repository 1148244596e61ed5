import type { ResourceSummary } from '../resource';
import { compileValueTest, splitOperator } from './compileValueTest';
import type { Comparison, Condition } from './query';
import type { TagFamily, TagPart } from './resolveField';
import { resolveField } from './resolveField';
import type { TagVisitor } from './someTag';
import { someTag } from './someTag';

export type Predicate = (resource: ResourceSummary) => boolean;

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
  switch (condition.kind) {
    case 'comparison':
      return compileComparison(condition, now);
    case 'or': {
      const predicates = condition.conditions.map((inner) => compileCondition(inner, now));
      return (resource) => {
        for (const predicate of predicates) {
          if (predicate(resource)) return true;
        }
        return false;
      };
    }
    case 'and':
      return compileAnd(condition.conditions, now);
  }
}

function compileComparison(comparison: Comparison, now: number): Predicate {
  const target = resolveField(comparison.field.name);
  const { positive, negated } = splitOperator(comparison.operator);
  const test = compileValueTest(positive, comparison.value, now);
  if (target.kind === 'tag') {
    const { family } = target;
    const visit = tagVisitor(target.part, test);
    return negated
      ? (resource) => !someTag(resource, family, visit)
      : (resource) => someTag(resource, family, visit);
  }
  const { read } = target;
  return negated ? (resource) => !test(read(resource)) : (resource) => test(read(resource));
}

function compileAnd(conditions: readonly Condition[], now: number): Predicate {
  const predicates: Predicate[] = [];
  const groups: TagGroup[] = [];
  const open = new Map<TagFamily, TagGroup>();
  for (const condition of conditions) {
    const target = condition.kind === 'comparison' ? resolveField(condition.field.name) : undefined;
    if (condition.kind !== 'comparison' || condition.parenthesized === true || target?.kind !== 'tag') {
      predicates.push(compileCondition(condition, now));
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
  for (const group of groups) predicates.push(...compileTagGroup(group));
  if (predicates.length === 1 && predicates[0] !== undefined) return predicates[0];
  return (resource) => {
    for (const predicate of predicates) {
      if (!predicate(resource)) return false;
    }
    return true;
  };
}

function tagMember(comparison: Comparison, part: TagPart, now: number): TagMember {
  const { positive, negated } = splitOperator(comparison.operator);
  const test = compileValueTest(positive, comparison.value, now);
  const visitPositive = tagVisitor(part, test);
  const visit = negated ? tagVisitor(part, (value) => !test(value)) : visitPositive;
  return { part, negated, visit, visitPositive };
}

function compileTagGroup({ family, members }: TagGroup): Predicate[] {
  if (members.length === 1 || members.every((member) => member.negated)) {
    return members.map(({ negated, visitPositive }) =>
      negated
        ? (resource) => !someTag(resource, family, visitPositive)
        : (resource) => someTag(resource, family, visitPositive),
    );
  }
  const visit: TagVisitor = (namespace, key, value) => {
    for (const member of members) {
      if (!member.visit(namespace, key, value)) return false;
    }
    return true;
  };
  return [(resource) => someTag(resource, family, visit)];
}

function tagVisitor(part: TagPart, test: (value: unknown) => boolean): TagVisitor {
  switch (part) {
    case 'namespace':
      return (namespace) => test(namespace);
    case 'key':
      return (_namespace, key) => test(key);
    case 'value':
      return (_namespace, _key, value) => test(value);
  }
}
