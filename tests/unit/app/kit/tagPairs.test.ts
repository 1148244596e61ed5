import { describe, expect, it } from 'vitest';
import { tagPairs } from '../../../../src/app/kit/tagPairs';

describe('tag pairs', () => {
  it('lists free-form tags, then defined tags under their namespace', () => {
    expect(
      tagPairs({
        freeformTags: { env: 'prod', app: 'checkout' },
        definedTags: {
          Operations: { CostCenter: 'CC-2040' },
          Security: { DataClassification: 'restricted' },
        },
      }),
    ).toEqual([
      { key: 'env', value: 'prod' },
      { key: 'app', value: 'checkout' },
      { key: 'Operations.CostCenter', value: 'CC-2040' },
      { key: 'Security.DataClassification', value: 'restricted' },
    ]);
  });

  it('has nothing for a resource without tags', () => {
    expect(tagPairs({ id: 'x' })).toEqual([]);
  });
});
