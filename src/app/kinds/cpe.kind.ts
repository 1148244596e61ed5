/**
 * A customer-premises equipment object (Core Services /20160918, `GetCpe`; the search's `Cpe`):
 * the console's record of the router at the customer's end of an IPSec VPN. Its page says the
 * public IP address the tunnels reach, the device shape that chooses the configuration the
 * console writes for it, and whether it sits on a private connection; the IPSec connections that
 * use it name it. A search result opens it at its catalogue row's link
 * (src/oci/resource-types/connectivity.ts), the official console's address.
 *
 * Added by following ./README.md: this file and its words (`types.cpe` and the new `fields.`
 * keys of the details namespace, in every language), nothing else.
 */
import type { ResourceKinds } from './resourceKind';

export default {
  getCpe: {
    details: {
      key: 'cpe',
      resourceTypes: ['Cpe'],
      operation: 'getCpe',
      idParam: 'cpeId',
      fields: [
        { path: 'ipAddress', label: 'ipAddress', format: 'code' },
        { path: 'cpeDeviceShapeId', label: 'cpeDeviceShapeId', format: 'code' },
        { path: 'isPrivate', label: 'isPrivate', format: 'boolean' },
      ],
    },
  },
} as const satisfies ResourceKinds;
