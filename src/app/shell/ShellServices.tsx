import { Suspense } from 'react';
import { lazyRetrying } from '../ui/lazyRetrying';

const OutboxReplay = lazyRetrying(() =>
  import('../features/outbox/OutboxReplay').then((module) => ({ default: module.OutboxReplay })),
);
const ResumeFlows = lazyRetrying(() =>
  import('../flows/ResumeFlows').then((module) => ({ default: module.ResumeFlows })),
);

const WatchNotifier = lazyRetrying(() =>
  import('../features/watches/WatchNotifier').then((module) => ({ default: module.WatchNotifier })),
);

/**
 * What runs behind every page and renders nothing: the outbox kept moving (replay on start,
 * online, visibility and Background Sync) every flow that was running resumed where it was,
 * and the watches ("Notify me") checked and told. Each loads in their own chunks (the flows bring xstate), right after the first page.
 */
export function ShellServices() {
  return (
    <Suspense fallback={null}>
      <OutboxReplay />
      <ResumeFlows />
      <WatchNotifier />
    </Suspense>
  );
}
