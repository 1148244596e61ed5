/**
 * What other features and the shell may use of the outbox: its addresses and its parts loaded on
 * demand — the header's badge, the replay behind every page, the notice of data the browser wiped,
 * and a change's status card (the kit shows it on a resource's page). Its routes join the table in
 * ../index.ts.
 */
import { lazyRetrying } from '../../ui/lazyRetrying';

export { outboxPaths } from './paths';

export const OutboxBadge = lazyRetrying(() =>
  import('./OutboxBadge').then((m) => ({ default: m.OutboxBadge })),
);
export const OutboxReplay = lazyRetrying(() =>
  import('./OutboxReplay').then((m) => ({ default: m.OutboxReplay })),
);
export const StorageWipeNotice = lazyRetrying(() =>
  import('./StorageWipeNotice').then((m) => ({ default: m.StorageWipeNotice })),
);
export const ChangeStatus = lazyRetrying(() =>
  import('./ChangeStatus').then((m) => ({ default: m.ChangeStatus })),
);
