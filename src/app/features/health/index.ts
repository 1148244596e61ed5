/**
 * What other features and the shell may use of service health: its addresses and the header's
 * badge for an unread action-required announcement, loaded on demand. Its routes join the table
 * in ../index.ts.
 */
import { lazyRetrying } from '../../ui/lazyRetrying';

export { healthPaths } from './paths';

export const HealthBadge = lazyRetrying(() =>
  import('./HealthBadge').then((m) => ({ default: m.HealthBadge })),
);
