/**
 * The cross-connect kind, added as src/app/kinds/README.md says: the registry has it, a search
 * result of its type opens its page (at both of its addresses, under its group and alone), and
 * its links are filled from the resource.
 */
import { describe, expect, it } from 'vitest';
import { screenLink } from '../../../../src/app/resourceHref';
import { detailsConfig, detailsConfigForType } from '../../../../src/app/kinds/detailsConfigs';
import { resourceKind } from '../../../../src/app/kinds/registry';
import { detailsLinkOf } from '../../../../src/app/kit/detailsLinks';

const ID = 'ocid1.crossconnect.oc1.iad.aaaaexample';
const GROUP = 'ocid1.crossconnectgroup.oc1.iad.aaaagroup';

function page() {
  const details = resourceKind('getCrossConnect')?.details;
  if (details === undefined) throw new Error('no cross-connect page');
  return details;
}

describe('the cross-connect kind', () => {
  it('is in the registry, read by GetCrossConnect, and shows search results of its type', () => {
    expect(page().key).toBe('crossConnect');
    expect(page().idParam).toBe('crossConnectId');
    expect(detailsConfig('crossConnect')).toBe(page());
    expect(detailsConfigForType('crossconnect')).toBe(page());
  });

  it('opens from a search result at either of its addresses, never for a word where its OCID goes', () => {
    const grouped = `/networking/fast-connect/cross-connect-group/${GROUP}/cross-connect/${ID}`;
    expect(screenLink(grouped)).toBe(grouped);
    expect(screenLink(`/networking/fast-connect/cross-connect/${ID}`)).toBe(
      `/networking/fast-connect/cross-connect/${ID}`,
    );
    expect(screenLink('/networking/fast-connect/cross-connect/list')).toBeUndefined();
  });

  it('links a cross-connect under its group where it has one', () => {
    expect(detailsLinkOf(page(), { id: ID, crossConnectGroupId: GROUP })).toBe(
      `/networking/fast-connect/cross-connect-group/${GROUP}/cross-connect/${ID}`,
    );
    expect(detailsLinkOf(page(), { id: ID })).toBe(`/networking/fast-connect/cross-connect/${ID}`);
  });
});
