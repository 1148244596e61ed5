import { describe, expect, it } from 'vitest';
import { valueAt } from '../../../../src/app/kit/valueAt';

describe('valueAt', () => {
  const body = { networkDetails: { type: 'VCN' }, items: [{ name: 'x' }, { name: 'y' }] };

  it('follows dot paths through objects and list indexes', () => {
    expect(valueAt(body, 'networkDetails.type')).toBe('VCN');
    expect(valueAt(body, 'items.1.name')).toBe('y');
    expect(valueAt(body, 'items.5.name')).toBeUndefined();
    expect(valueAt(body, 'networkDetails.missing.deeper')).toBeUndefined();
  });

  it('answers the whole value for an empty path', () => {
    expect(valueAt('tenancy-ns', '')).toBe('tenancy-ns');
  });

  it('never reaches into what the answer does not hold itself', () => {
    expect(valueAt(body, 'items.length')).toBeUndefined();
    expect(valueAt(body, 'constructor')).toBeUndefined();
    expect(valueAt(body, 'networkDetails.toString')).toBeUndefined();
  });
});
