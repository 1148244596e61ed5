/**
 * The kit's parts that features own (src/app/kit/kitParts.tsx): the outbox's change-status card
 * and the search's stored overview, each loaded with the first screen that shows it.
 */
import type { KitParts } from '../kit/kitParts';
import { ChangeStatus } from './outbox';
import { StoredOverview } from './search';

export const KIT_PARTS: KitParts = { ChangeStatus, StoredOverview };
