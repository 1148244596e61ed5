/** What the shell takes of the home feature: the "needs you" panel, loaded with the home screen. */
import { lazyRetrying } from '../../ui/lazyRetrying';

export const NeedsYou = lazyRetrying(() => import('./NeedsYou').then((m) => ({ default: m.NeedsYou })));
