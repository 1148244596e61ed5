import { describe, expect, it, vi } from 'vitest';
import { RelationLink } from '../../../../../src/app/kit/RelationLink';
import { RelationList } from '../../../../../src/app/kit/RelationList';
import type { RelationSpec } from '../../../../../src/app/kit/detailsConfig';
import type * as UseRead from '../../../../../src/app/data/useRead';
import { renderWithProviders } from '../../shell/renderWithProviders';

const COMPARTMENT = 'ocid1.compartment.oc1..aaaafieldops';

// A fresh device: the local index holds nothing, the compartment search answer is kept.
vi.mock('../../../../../src/app/data/useStoredName', () => ({ useStoredName: () => undefined }));
vi.mock('../../../../../src/app/data/useRead', async (original) => ({
  ...(await original<typeof UseRead>()),
  useRead: (operation: string | null) =>
    operation === 'searchResources'
      ? {
          state: {
            status: 'ready',
            data: {
              items: [{ identifier: COMPARTMENT, displayName: 'field-ops', resourceType: 'Compartment' }],
            },
          },
          refresh: () => undefined,
        }
      : { state: { status: 'loading' }, refresh: () => undefined },
}));

describe('a compartment the local index does not hold', () => {
  it('is named from the compartment search the pickers already read', () => {
    const html = renderWithProviders(
      <RelationList
        resource={{ compartmentId: COMPARTMENT }}
        relations={[
          { label: 'compartment' as RelationSpec['label'], path: 'compartmentId', to: { compartment: true } },
        ]}
      />,
    );
    expect(html).toContain('field-ops');
    expect(html).not.toContain(`<code>${COMPARTMENT}</code>`);
  });

  it('leaves other OCIDs to their own reads', () => {
    const html = renderWithProviders(
      <RelationLink id="ocid1.productlicense.oc1..x" to={{ pattern: '/licenses/:id' }} resource={{}} />,
    );
    expect(html).toContain('<code>ocid1.productlicense.oc1..x</code>');
  });
});
