import { describe, expect, it } from 'vitest';
import { readKey } from '../../../../src/worker/enrich/readKey';

describe('readKey', () => {
  it('is the same for the same read, whatever the order of its parameters', () => {
    const a = readKey('us-ashburn-1', 'GetVcn', { vcnId: 'v', opts: { b: 1, a: 2 } }, undefined);
    const b = readKey(
      'us-ashburn-1',
      'GetVcn',
      { opts: { a: 2, b: 1 }, vcnId: 'v', absent: undefined },
      undefined,
    );
    expect(a).toBe(b);
  });

  it('differs by region, operation, base path and parameter values', () => {
    const base = readKey('us-ashburn-1', 'GetVcn', { vcnId: 'v' }, undefined);
    expect(readKey('eu-frankfurt-1', 'GetVcn', { vcnId: 'v' }, undefined)).not.toBe(base);
    expect(readKey('us-ashburn-1', 'GetSubnet', { vcnId: 'v' }, undefined)).not.toBe(base);
    expect(readKey('us-ashburn-1', 'GetVcn', { vcnId: 'v' }, '/20230701')).not.toBe(base);
    expect(readKey('us-ashburn-1', 'GetVcn', { vcnId: 'w' }, undefined)).not.toBe(base);
  });
});
