/**
 * What other features may use of details: the addresses of its pages (and the helpers that fill
 * them), and its two screens, loaded on demand, for the route table's kind rows
 * (src/app/registryRoutes.tsx).
 */
import { lazyRetrying } from '../../ui/lazyRetrying';

export { fillPattern, pathTo, RELATED_PATTERNS } from './paths';

/** A kind's details page at one of its addresses (its key names the kind). */
export const DetailsRoute = lazyRetrying(() =>
  import('./DetailsRoute').then((module) => ({ default: module.DetailsRoute })),
);

/** A VNIC's page, addressed by its attachment. */
export const VnicAttachmentRoute = lazyRetrying(() =>
  import('./VnicAttachmentRoute').then((module) => ({ default: module.VnicAttachmentRoute })),
);
