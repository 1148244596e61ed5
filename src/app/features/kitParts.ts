/**
 * The kit's parts that features own (src/app/kit/kitParts.tsx): the outbox's change-status card
 * and the search's stored overview, each loaded with the first screen that shows it.
 */
import type { KitParts } from '../kit/kitParts';
import { lazyRetrying } from '../ui/lazyRetrying';

export const KIT_PARTS: KitParts = {
  ChangeStatus: lazyRetrying(() =>
    import('./outbox/ChangeStatus').then((module) => ({ default: module.ChangeStatus })),
  ),
  StoredOverview: lazyRetrying(() =>
    import('./search/StoredOverview').then((module) => ({ default: module.StoredOverview })),
  ),
};
