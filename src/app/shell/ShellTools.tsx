import { Suspense } from 'react';
import { HealthBadge } from '../features/health';
import { OutboxBadge } from '../features/outbox';
import { SearchBox } from '../features/search';
import { OnlineIndicator } from '../pwa/OnlineIndicator';
import { lazyRetrying } from '../ui/lazyRetrying';

const UpdatePrompt = lazyRetrying(() => import('../pwa/UpdatePrompt').then((module) => ({ default: module.UpdatePrompt })));
const OfflineCopyNotice = lazyRetrying(() =>
  import('../pwa/OfflineCopyNotice').then((module) => ({ default: module.OfflineCopyNotice })),
);

/**
 * The header's tools area: the search box, service health's badge (only while an action-required
 * announcement is unread), the outbox badge, the online indicator, the update
 * prompt and the offline copy's notice, in that order. The search box and the indicator come
 * with the first page; the badge, the prompt and the notice (with the accessible components they
 * use) load right after it. The area wraps onto its own row on phones and keeps every tool at
 * least 44px tall there.
 */
export function ShellTools() {
  return (
    <div className="shell-tools" data-testid="shell-tools">
      <SearchBox />
      <Suspense fallback={null}>
        <HealthBadge />
      </Suspense>
      <Suspense fallback={null}>
        <OutboxBadge />
      </Suspense>
      <OnlineIndicator />
      <Suspense fallback={null}>
        <UpdatePrompt />
        <OfflineCopyNotice />
      </Suspense>
    </div>
  );
}
