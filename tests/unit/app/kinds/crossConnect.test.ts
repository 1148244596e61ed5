/**
 * The cross-connect kind, added as src/app/kinds/README.md says (one file and its words): the
 * registry has it, a search result of its type finds it, and its page is found at both of its
 * addresses (under its group and alone), never where a word stands for its OCID.
 */
import { describe, expect, it } from 'vitest';
import { detailsConfigForType } from '../../../../src/app/kinds/detailsConfigs';
import { kindDetailsAt } from '../../../../src/app/kinds/kindLists';
import { resourceKind } from '../../../../src/app/kinds/registry';
import { detailsLinkOf } from '../../../../src/app/kit/detailsLinks';

const ID = 'ocid1.crossconnect.oc1.iad.aaaaexample';
const GROUP = 'ocid1.crossconnectgroup.oc1.iad.aaaagroup';

describe('the cross-connect kind', () => {
  it('is in the registry, read by GetCrossConnect, and shows search results of its type', () => {
    const details = resourceKind('getCrossConnect')?.details;
    expect(details?.key).toBe('crossConnect');
    expect(details?.idParam).toBe('crossConnectId');
    expect(detailsConfigForType('crossconnect')).toBe(details);
  });

  it('has its page at its own address and under its group', () => {
    const alone = kindDetailsAt(`/networking/fast-connect/cross-connect/${ID}`);
    expect(alone?.config.key).toBe('crossConnect');
    expect(alone?.params['id']).toBe(ID);
    const grouped = kindDetailsAt(
      `/networking/fast-connect/cross-connect-group/${GROUP}/cross-connect/${ID}`,
    );
    expect(grouped?.config.key).toBe('crossConnect');
    expect(grouped?.params).toMatchObject({ id: ID, crossConnectGroupId: GROUP });
  });

  it('leaves an address with a word where the OCID goes to the registry pages', () => {
    expect(kindDetailsAt('/networking/fast-connect/cross-connect/list')).toBeUndefined();
    expect(kindDetailsAt('/networking/fast-connect')).toBeUndefined();
  });

  it('links a cross-connect under its group where it has one', () => {
    const details = resourceKind('getCrossConnect')?.details;
    if (details === undefined) throw new Error('no cross-connect page');
    expect(detailsLinkOf(details, { id: ID, crossConnectGroupId: GROUP })).toBe(
      `/networking/fast-connect/cross-connect-group/${GROUP}/cross-connect/${ID}`,
    );
    expect(detailsLinkOf(details, { id: ID })).toBe(`/networking/fast-connect/cross-connect/${ID}`);
  });
});
