/** The one rule of filling route placeholders, shared by the menu's links and the details pages'. */
import { describe, expect, it } from 'vitest';
import { anonymousPattern, fillPattern, patternParams } from '../../../../src/app/navigation/routePattern';

describe('route patterns', () => {
  it('names their placeholders and fills them URL-encoded', () => {
    expect(patternParams('/networking/vcns/:vcnId/subnets/:id')).toEqual(['vcnId', 'id']);
    expect(fillPattern('/networking/vcns/:vcnId/subnets/:id', { vcnId: 'v/1', id: 's 1' })).toBe(
      '/networking/vcns/v%2F1/subnets/s%201',
    );
    expect(anonymousPattern('/a/:x/b/:y2')).toBe('/a/:/b/:');
  });

  it('fills nothing when a value is missing or empty', () => {
    expect(fillPattern('/a/:x/b/:y', { x: '1' })).toBeNull();
    expect(fillPattern('/a/:x', { x: '' })).toBeNull();
    expect(fillPattern('/fixed', {})).toBe('/fixed');
  });
});
