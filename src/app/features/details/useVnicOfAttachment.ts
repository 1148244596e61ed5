import { useLiveQuery } from 'dexie-react-hooks';
import { consoleDb } from '../../../contract/db';
import { typeRows } from '../../../contract/resourceKeys';

export interface VnicOfAttachment {
  readonly vnicId: string;
  readonly compartmentId: string;
}

/**
 * The VNIC behind a VNIC attachment, from the resources kept on this device: a VNIC's page is
 * addressed by its attachment (document 2 §2.1), which no read answers by id, and search results
 * carry the attachment id their enrichment found. Undefined while looking, null when not kept.
 */
export function useVnicOfAttachment(attachmentId: string | undefined): VnicOfAttachment | null | undefined {
  return useLiveQuery(async () => {
    if (attachmentId === undefined) return null;
    const vnic = await typeRows(consoleDb().resources, ['vnic'])
      .then((vnics) =>
        vnics.filter((resource) => resource.enrichment?.['vnicAttachmentId'] === attachmentId).first(),
      )
      .catch(() => undefined);
    return vnic === undefined ? null : { vnicId: vnic.identifier, compartmentId: vnic.compartmentId };
  }, [attachmentId]);
}
