import { describe, expect, it } from 'vitest';
import { ChangeDialog } from '../../../../src/app/kit/ChangeDialog';
import type { QueuedChange } from '../../../../src/app/kit/useQueuedChange';
import { renderWithProviders } from '../shell/renderWithProviders';

const change = (overrides: Partial<QueuedChange>): QueuedChange => ({
  queued: false,
  entry: undefined,
  refused: undefined,
  inFlight: false,
  sending: false,
  queue: async () => {},
  ...overrides,
});

const dialog = (of: QueuedChange) =>
  renderWithProviders(
    <ChangeDialog
      change={of}
      title="Delete build pipeline ci?"
      confirmLabel="Delete"
      doneTitle="Delete"
      destructive
      onConfirm={() => {}}
      onClose={() => {}}
    >
      <p>It goes with its stages.</p>
    </ChangeDialog>,
  );

describe('ChangeDialog, the one confirmation of a change on any kind’s page', () => {
  it('shows where the change stands, with a way to close, once the outbox has it', () => {
    const html = dialog(change({ queued: true, inFlight: true, sending: true }));
    // The test's translations hold the console's own namespaces; these show as their keys.
    expect(html).toContain('change.queuing');
    expect(html).toContain('form.close');
    expect(html).not.toContain('It goes with its stages.');
  });

  it('says why when the outbox refused the change', () => {
    const html = dialog(
      change({ refused: { kind: 'storage', message: 'The device storage is full.', quotaExceeded: true } }),
    );
    expect(html).toContain('change.notQueued');
    expect(html).toContain('The device storage is full.');
  });
});
