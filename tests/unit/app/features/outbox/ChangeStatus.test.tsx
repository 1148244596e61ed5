import { describe, expect, it } from 'vitest';
import { ChangeStatus } from '../../../../../src/app/features/outbox/ChangeStatus';
import { makeEntry, renderOutbox } from './renderOutbox';

const path = (id: string) => `/work-requests/${id}`;
const http = { kind: 'http', status: 400, code: 'InvalidParameter', message: 'name is too long' } as const;

describe('ChangeStatus', () => {
  it('says a change is being saved before the outbox has it, and why the outbox refused it', () => {
    expect(renderOutbox(<ChangeStatus entry={undefined} queuing workRequestPath={path} />)).toContain(
      'Saving the change on this device',
    );
    expect(renderOutbox(<ChangeStatus entry={undefined} queuing={false} workRequestPath={path} />)).toBe('');
    const refused = { kind: 'storage', message: 'quota', quotaExceeded: true } as const;
    expect(
      renderOutbox(
        <ChangeStatus entry={undefined} queuing={false} refused={refused} workRequestPath={path} />,
      ),
    ).toContain('The change could not be saved on this device');
  });

  it('says a waiting change will be tried again after a failure, with the failure', () => {
    const html = renderOutbox(
      <ChangeStatus
        entry={makeEntry({ lastFailure: { kind: 'network', message: 'connection dropped' } })}
        queuing={false}
        workRequestPath={path}
      />,
    );
    expect(html).toContain('data-state="pending"');
    expect(html).toContain('connection dropped');
  });

  it('shows a refusal with the service’s message, and only for a change that needs the user', () => {
    const failed = renderOutbox(
      <ChangeStatus
        entry={makeEntry({ state: 'failed', lastFailure: http })}
        queuing={false}
        workRequestPath={path}
      />,
    );
    expect(failed).toContain('The service refused the change');
    expect(failed).toContain('name is too long');
    const stale = renderOutbox(
      <ChangeStatus entry={makeEntry({ state: 'stale' })} queuing={false} workRequestPath={path} />,
    );
    expect(stale).toContain('Waiting for your confirmation');
    expect(stale).not.toContain('refused');
  });

  it('tells a conflict that may be the change’s own lost answer from one changed elsewhere', () => {
    const conflict = (maybeApplied: boolean) =>
      renderOutbox(
        <ChangeStatus
          entry={makeEntry({
            state: 'conflict',
            lastFailure: { kind: 'http', status: 412, code: 'NoEtagMatch', message: 'etag' },
            ...(maybeApplied ? { maybeApplied } : {}),
          })}
          queuing={false}
          workRequestPath={path}
        />,
      );
    expect(conflict(false)).toContain('Reload it and make the change again');
    expect(conflict(true)).toContain('Your change may already be applied: its answer was lost');
    expect(conflict(true)).not.toContain('Reload it and make the change again');
  });

  it('links an applied change to its work request', () => {
    const html = renderOutbox(
      <ChangeStatus
        entry={makeEntry({ state: 'done', result: { status: 202, workRequestId: 'wr-1' } })}
        queuing={false}
        workRequestPath={path}
      />,
    );
    expect(html).toContain('href="/work-requests/wr-1"');
    expect(html).toContain('Done');
  });
});
