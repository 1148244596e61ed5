import { describe, expect, it } from 'vitest';
import { makeResource, where } from './builders';

const prod = makeResource({ freeformTags: { env: 'prod', team: 'web' } });
const mixed = makeResource({ freeformTags: { env: 'dev', owner: 'prod' } });
const untagged = makeResource({ freeformTags: {} });
const noTags = makeResource();
const ops = makeResource({
  definedTags: {
    Operations: { CostCenter: '42', Team: 'web' },
    Finance: { CostCenter: '7', Approved: true },
  },
  systemTags: { 'orcl-cloud': { 'free-tier-retained': 'true' } },
});

describe('freeform tags', () => {
  it('matches a key or a value of some tag', () => {
    expect(where("freeformTags.key = 'env'", prod)).toBe(true);
    expect(where("freeformTags.key = 'ENV'", prod)).toBe(true);
    expect(where("freeformTags.value = 'web'", prod)).toBe(true);
    expect(where("freeformTags.key = 'env'", untagged)).toBe(false);
    expect(where("freeformTags.key = 'env'", noTags)).toBe(false);
    expect(where("FreeformTags.Key =~ 'tea'", prod)).toBe(true);
  });

  it('binds a key and a value joined by && to the same tag', () => {
    const condition = "freeformTags.key = 'env' && freeformTags.value = 'prod'";
    expect(where(condition, prod)).toBe(true);
    // mixed has a tag env and a tag whose value is prod, but not env=prod.
    expect(where(condition, mixed)).toBe(false);
    expect(where("freeformTags.value = 'prod' && freeformTags.key = 'env'", mixed)).toBe(false);
  });

  it('binds through other conditions of the same && list', () => {
    expect(
      where("freeformTags.key = 'env' && lifecycleState = 'RUNNING' && freeformTags.value = 'prod'", prod),
    ).toBe(true);
    expect(
      where("freeformTags.key = 'env' && lifecycleState = 'RUNNING' && freeformTags.value = 'prod'", mixed),
    ).toBe(false);
  });

  it('starts a new tag when a part repeats', () => {
    expect(where("freeformTags.key = 'env' && freeformTags.key = 'team'", prod)).toBe(true);
    expect(
      where(
        "freeformTags.key = 'env' && freeformTags.value = 'prod' && freeformTags.key = 'team' && freeformTags.value = 'web'",
        prod,
      ),
    ).toBe(true);
    expect(
      where(
        "freeformTags.key = 'env' && freeformTags.value = 'web' && freeformTags.key = 'team' && freeformTags.value = 'prod'",
        prod,
      ),
    ).toBe(false);
  });

  it('does not bind across parentheses or ||', () => {
    expect(where("(freeformTags.key = 'env') && (freeformTags.value = 'prod')", mixed)).toBe(true);
    expect(where("freeformTags.key = 'env' || freeformTags.value = 'nothing'", mixed)).toBe(true);
  });

  it('negates a lone condition: no tag has it', () => {
    expect(where("freeformTags.key != 'env'", prod)).toBe(false);
    expect(where("freeformTags.key != 'env'", untagged)).toBe(true);
    expect(where("freeformTags.key != 'env'", noTags)).toBe(true);
    expect(where("freeformTags.value != 'prod'", mixed)).toBe(false);
  });

  it('applies a negated condition to the bound tag', () => {
    const condition = "freeformTags.key = 'env' && freeformTags.value != 'prod'";
    expect(where(condition, prod)).toBe(false);
    expect(where(condition, mixed)).toBe(true);
    expect(where(condition, untagged)).toBe(false);
  });

  it('tests an all-negated group condition by condition', () => {
    const condition = "freeformTags.key != 'env' && freeformTags.value != 'web'";
    expect(where(condition, untagged)).toBe(true);
    expect(where(condition, mixed)).toBe(false);
  });

  it('reads one tag directly as freeformTags.<name>', () => {
    expect(where("freeformTags.env = 'prod'", prod)).toBe(true);
    expect(where("freeformTags.ENV = 'prod'", prod)).toBe(true);
    expect(where("freeformTags.env = 'prod'", mixed)).toBe(false);
    expect(where("freeformTags.env != 'prod'", noTags)).toBe(true);
  });
});

describe('defined and system tags', () => {
  it('matches namespace, key and value parts', () => {
    expect(where("definedTags.namespace = 'operations'", ops)).toBe(true);
    expect(where("definedTags.key = 'approved'", ops)).toBe(true);
    expect(where("definedTags.value = '42'", ops)).toBe(true);
    expect(where('definedTags.value = 42', ops)).toBe(true);
    expect(where("definedTags.value = 'true'", ops)).toBe(true);
    expect(where("definedTags.namespace = 'Operations'", prod)).toBe(false);
  });

  it('binds namespace, key and value to one tag', () => {
    expect(
      where(
        "definedTags.namespace = 'Operations' && definedTags.key = 'CostCenter' && definedTags.value = '42'",
        ops,
      ),
    ).toBe(true);
    expect(
      where(
        "definedTags.namespace = 'Operations' && definedTags.key = 'CostCenter' && definedTags.value = '7'",
        ops,
      ),
    ).toBe(false);
    expect(where("definedTags.namespace = 'Finance' && definedTags.key = 'Team'", ops)).toBe(false);
    expect(where("definedTags.namespace = 'Finance' && definedTags.value > 5", ops)).toBe(true);
  });

  it('keeps free-form and defined families apart', () => {
    const both = makeResource({ freeformTags: { env: 'x' }, definedTags: { Ops: { Tier: 'prod' } } });
    expect(where("freeformTags.key = 'env' && definedTags.value = 'prod'", both)).toBe(true);
    expect(where("freeformTags.key = 'env' && freeformTags.value = 'prod'", both)).toBe(false);
  });

  it('reads one defined tag directly as definedTags.<namespace>.<key>', () => {
    expect(where("definedTags.Operations.CostCenter = '42'", ops)).toBe(true);
    expect(where('definedTags.operations.costcenter = 42', ops)).toBe(true);
    expect(where("definedTags.Finance.CostCenter = '42'", ops)).toBe(false);
  });

  it('reads system tags the same way', () => {
    expect(where("systemTags.namespace = 'orcl-cloud' && systemTags.value = 'true'", ops)).toBe(true);
    expect(where("systemTags.key = 'free-tier-retained'", prod)).toBe(false);
  });
});
