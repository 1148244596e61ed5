import { Suspense } from 'react';
import { OutboxReplay } from '../features/outbox';
import { lazyRetrying } from '../ui/lazyRetrying';

// The watches' entry holds the button and the settings' section too: all of it comes on demand.
const WatchNotifier = lazyRetrying(() =>
  import('../features/watches').then((module) => ({ default: module.WatchNotifier })),
);
const ResumeFlows = lazyRetrying(() =>
  import('../flows/ResumeFlows').then((module) => ({ default: module.ResumeFlows })),
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
