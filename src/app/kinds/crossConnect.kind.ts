/**
 * A FastConnect cross-connect (Core Services /20160918, `GetCrossConnect`; the search's
 * `CrossConnect`): the physical port where a customer's or provider's equipment meets Oracle's at
 * a FastConnect location, alone or in a cross-connect group. Its page says where it is (location,
 * port, speed, the customer's reference), what Oracle's side of it is, its MACsec encryption, and
 * the group it belongs to; its virtual circuits link to it. A search result opens it at the
 * address of the official console's page, under its group where it has one.
 *
 * Added by following ./README.md: this file and its words (`types.crossConnect` and the new
 * `fields.` keys of the details namespace, in every language); its addresses are the patterns of
 * its catalogue row's link (src/oci/resource-types/connectivity.ts).
 */
import { RELATED_PATTERNS } from '../features/details/paths';
import type { ResourceKinds } from './resourceKind';

export default {
  getCrossConnect: {
    details: {
      key: 'crossConnect',
      resourceTypes: ['CrossConnect'],
      operation: 'getCrossConnect',
      idParam: 'crossConnectId',
      fields: [
        { path: 'locationName', label: 'locationName' },
        { path: 'portName', label: 'portName', format: 'code' },
        { path: 'portSpeedShapeName', label: 'portSpeedShapeName' },
        { path: 'customerReferenceName', label: 'customerReferenceName' },
        { path: 'ociPhysicalDeviceName', label: 'ociPhysicalDeviceName', format: 'code' },
        { path: 'ociLogicalDeviceName', label: 'ociLogicalDeviceName', format: 'code' },
        { path: 'macsecProperties.state', label: 'macsecState', format: 'enum' },
        { path: 'macsecProperties.encryptionCipher', label: 'macsecEncryptionCipher', format: 'enum' },
      ],
      relations: [
        {
          label: 'crossConnectGroup',
          path: 'crossConnectGroupId',
          to: { pattern: RELATED_PATTERNS.crossConnectGroup },
        },
      ],
    },
  },
} as const satisfies ResourceKinds;
