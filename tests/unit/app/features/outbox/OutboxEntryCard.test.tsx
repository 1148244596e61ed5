import { describe, expect, it } from 'vitest';
import { OutboxActions } from '../../../../../src/app/features/outbox/OutboxActions';
import { OutboxEntryCard } from '../../../../../src/app/features/outbox/OutboxEntryCard';
import type { OutboxEntry } from '../../../../../src/contract/db';
import { makeEntry, NOW, renderOutbox } from './renderOutbox';

const card = (entry: OutboxEntry, lng = 'en') =>
  renderOutbox(
    <OutboxActions entries={[entry]}>
      <OutboxEntryCard entry={entry} now={NOW} />
    </OutboxActions>,
    lng,
  );

/** The accessible names of the card's buttons, in order. */
const buttons = (html: string) =>
  [...html.matchAll(/<button[^>]*>(?:<span[^>]*>)?([^<]*)<\/span><\/button>/g)].map((match) => match[1]);

const http404 = {
  kind: 'http' as const,
  status: 404,
  code: 'NotAuthorizedOrNotFound',
  message: 'Project ocid1.devopsproject.oc1..p not found',
  opcRequestId: 'REQ-404/1',
};

describe('a queued change', () => {
  it('shows its summary, state, operation, region, age, attempts and next attempt', () => {
    const html = card(makeEntry({ attempts: 2, nextAttemptAt: NOW + 12_000 }));
    expect(html).toContain('<h3 class="ui-card__title"');
    expect(html).toContain('Create project &quot;web&quot;');
    expect(html).toContain('>Waiting<');
    expect(html).toContain('<dt>Operation</dt><dd>Create DevOps project</dd>');
    expect(html).toContain('<dt>Region</dt><dd><bdi dir="ltr" class="ui-region-id">us-ashburn-1</bdi></dd>');
    expect(html).toMatch(/<dt>Queued<\/dt><dd><time class="ui-freshness"[^>]*>5 minutes ago<\/time>/);
    expect(html).toContain('<dt>Attempts</dt><dd>2</dd>');
    expect(html).toContain(`<time dateTime="${new Date(NOW + 12_000).toISOString()}">in 12 seconds</time>`);
    expect(buttons(html)).toEqual(['Discard']);
  });

  it('is due "as soon as the network allows", or "on its way now" while sending', () => {
    expect(card(makeEntry())).toContain('as soon as the network allows');
    const sending = card(makeEntry({ state: 'sending' }));
    expect(sending).toContain('on its way now');
    expect(sending).toContain('>Sending<');
    expect(buttons(sending)).toEqual([]);
  });

  it('marks a change that may already be applied', () => {
    const html = card(
      makeEntry({ maybeApplied: true, lastFailure: { kind: 'network', message: 'Failed to fetch' } }),
    );
    expect(html).toContain('May already be applied');
    expect(html).toContain('An earlier attempt may have reached the cloud');
    expect(html).toContain('The connection dropped or the device is offline');
    expect(html).toContain('Failed to fetch');
  });

  it('shows the last failure with its HTTP status, code and opc-request-id', () => {
    const html = card(makeEntry({ state: 'failed', attempts: 1, lastFailure: http404 }));
    expect(html).toContain('>Failed<');
    expect(html).toContain('Last failure');
    expect(html).toContain('The service does not know the resource this change is about.');
    expect(html).toContain('<bdi>Project ocid1.devopsproject.oc1..p not found</bdi>');
    expect(html).toContain(
      '<dt>HTTP status</dt><dd><code><bdi>404 NotAuthorizedOrNotFound</bdi></code></dd>',
    );
    expect(html).toContain('<code class="outbox-request-id"><bdi>REQ-404/1</bdi></code>');
    expect(buttons(html)).toEqual(['Retry', 'Discard']);
  });

  it('explains a captive portal plainly', () => {
    const html = card(
      makeEntry({
        maybeApplied: true,
        lastFailure: {
          kind: 'invalid-response',
          status: 200,
          message:
            'The answer to createProject is text/html; charset=utf-8, not JSON (a captive portal or a proxy?)',
        },
      }),
    );
    expect(html).toContain('a Wi-Fi sign-in page or a proxy?');
    expect(html).toContain('the change is kept and sent again');
  });

  it('offers to send a stale change again, or to discard it', () => {
    const html = card(
      makeEntry({ state: 'stale', queuedAt: NOW - 24 * 3600_000, createdAt: NOW - 24 * 3600_000 }),
    );
    expect(html).toContain('>Needs confirmation<');
    expect(html).toMatch(/<time class="ui-freshness ui-freshness--stale"[^>]*>yesterday<\/time>/);
    expect(buttons(html)).toEqual(['Send again', 'Discard']);
  });

  it('links a sent change to its work request, without actions', () => {
    const html = card(
      makeEntry({
        state: 'done',
        attempts: 3,
        result: { status: 200, workRequestId: 'ocid1.devopsworkrequest.oc1.iad.w?x=1#y' },
      }),
    );
    expect(html).toContain('>Applied<');
    expect(html).toContain('<dt>Answer</dt><dd>Applied (HTTP 200)</dd>');
    expect(html).toContain('href="/devops/work-requests/ocid1.devopsworkrequest.oc1.iad.w%3Fx%3D1%23y"');
    expect(html).not.toContain('Next attempt');
    expect(buttons(html)).toEqual([]);
  });

  it('gives no link for a work request id no URL can carry', () => {
    const html = card(makeEntry({ state: 'done', result: { status: 200, workRequestId: '..' } }));
    expect(html).not.toContain('href="/devops/work-requests');
    expect(html).toContain('<code><bdi>..</bdi></code>');
  });
});

describe('a change’s words, in the language of the moment', () => {
  const approval = makeEntry({
    operation: 'approveDeployment',
    params: {
      deploymentId: 'ocid1.devopsdeployment.oc1..d',
      approveDeploymentDetails: { action: 'APPROVE' },
    },
    // Queued while the console spoke German.
    summary: 'Bereitstellung \u2068release-7\u2069 genehmigen',
    title: { key: 'devops:flowChange.approve', names: { name: 'release-7' } },
    state: 'done',
    result: { status: 200 },
  });

  it.each([
    ['en', 'Approve deployment \u2068release-7\u2069', 'Approve or reject deployment', 'Applied (HTTP 200)'],
    [
      'ar',
      'الموافقة على النشر \u2068release-7\u2069',
      'الموافقة على عملية النشر أو رفضها',
      'مطبّق (HTTP 200)',
    ],
  ])(
    'titles, names the operation and the answer in %s, not in the language it was queued in',
    (lng, title, operation, answer) => {
      const html = card(approval, lng);
      expect(html).toContain(`<bdi>${title}</bdi>`);
      expect(html).not.toContain('genehmigen');
      expect(html).toContain(`<dd>${operation}</dd>`);
      expect(html).toContain(`<dd>${answer}</dd>`);
      expect(html).not.toContain('approveDeployment');
    },
  );

  it('words a title with the console’s own words by their key', () => {
    const edit = makeEntry({
      title: {
        key: 'details:form.editSummary',
        names: { name: 'web' },
        words: { type: 'devops:resource.project.title' },
      },
    });
    expect(card(edit, 'de')).toContain('\u2068DevOps-Projekt\u2069 \u2068web\u2069 bearbeiten');
  });

  it('shows the words it was queued with when its title names nothing this version knows', () => {
    for (const title of [
      { key: 'devops:flowChange.noSuchKey' },
      { key: 'outbox:screen.title' },
      { key: 42 },
    ]) {
      expect(card(makeEntry({ title: title as never }), 'de')).toContain('Create project &quot;web&quot;');
    }
  });
});

describe('a conflict (412)', () => {
  const conflict = makeEntry({
    operation: 'updateProject',
    params: {
      projectId: 'ocid1.devopsproject.oc1..p',
      updateProjectDetails: { description: 'mine', freeformTags: { env: 'prod' } },
    },
    ifMatch: 'etag-1',
    state: 'conflict',
    attempts: 1,
    lastFailure: { kind: 'http', status: 412, code: 'NoEtagMatch', message: 'The etag does not match.' },
    conflict: {
      current: {
        id: 'ocid1.devopsproject.oc1..p',
        name: 'web',
        description: 'theirs',
        freeformTags: { env: 'prod' },
      },
      etag: 'etag-2',
    },
  });

  it('shows both versions side by side, the differences marked in words', () => {
    const html = card(conflict);
    expect(html).toContain('>Conflict<');
    expect(html).toContain('<th scope="col">Your change</th><th scope="col">Current version</th>');
    expect(html).toMatch(
      /<tr class="outbox-compare__row outbox-compare__row--differs"><th scope="row"><code><bdi>description<\/bdi><\/code><span class="outbox-compare__mark">Differs<\/span><\/th><td data-label="Your change"><code class="outbox-value"><bdi>mine<\/bdi><\/code><\/td><td data-label="Current version"><code class="outbox-value"><bdi>theirs<\/bdi><\/code><\/td><\/tr>/,
    );
    expect(html).toMatch(
      /<tr class="outbox-compare__row"><th scope="row"><code><bdi>freeformTags › env<\/bdi><\/code><span class="outbox-compare__mark">Same<\/span>/,
    );
    expect(html).toContain('Other fields of the current version');
    expect(buttons(html)).toEqual(['Reapply on the latest version', 'Discard']);
  });

  it('offers only to discard when the current version could not be read', () => {
    const html = card({
      ...conflict,
      conflict: { current: undefined, readFailure: { kind: 'network', message: 'offline' } },
    });
    expect(html).toContain('The current version could not be read: \u2068offline\u2069');
    expect(html).toContain('<em class="outbox-value outbox-value--unset">not set</em>');
    expect(buttons(html)).toEqual(['Discard']);
  });

  it('speaks the user’s language', () => {
    const html = card(conflict, 'de');
    expect(html).toContain('Ihre Änderung');
    expect(html).toContain('Auf die neueste Version anwenden');
    expect(card(conflict, 'ar')).toContain('إعادة التطبيق على أحدث نسخة');
  });
});

describe('a change whose answer was lost', () => {
  const update = {
    operation: 'updateProject',
    params: { projectId: 'ocid1.devopsproject.oc1..p', updateProjectDetails: { description: 'mine' } },
    ifMatch: 'etag-1',
    attempts: 1,
    lastFailure: {
      kind: 'http' as const,
      status: 412,
      code: 'NoEtagMatch',
      message: 'The etag does not match.',
    },
  };

  it('says a conflict may already be applied when the resource could not tell', () => {
    const html = card(
      makeEntry({
        ...update,
        state: 'conflict',
        maybeApplied: true,
        conflict: { current: { description: 'theirs' }, etag: 'etag-2' },
      }),
    );
    expect(html).toContain('May already be applied');
    expect(html).toContain('Your change may already be applied: its answer was lost');
    expect(html).not.toContain('Someone changed this resource');
    expect(buttons(html)).toEqual(['Reapply on the latest version', 'Discard']);
  });

  it('offers to mark a conflict applied, not to reapply it, when the current version shows the change', () => {
    const html = card(
      makeEntry({
        ...update,
        state: 'conflict',
        conflict: { current: { description: 'mine', name: 'web' }, etag: 'etag-2' },
      }),
    );
    expect(html).toContain('The current version already shows your change');
    expect(buttons(html)).toEqual(['Mark as applied', 'Discard']);
  });

  it('says a change was confirmed by reading the resource', () => {
    const html = card(
      makeEntry({
        ...update,
        state: 'done',
        result: { status: 200, body: { description: 'mine' }, etag: 'etag-2', confirmedByRead: true },
      }),
    );
    expect(html).toContain('>Applied<');
    expect(html).toContain(
      '<dt>Answer</dt><dd>Applied: confirmed by reading the resource, since its answer was lost</dd>',
    );
    expect(html).not.toContain('HTTP 200');
  });
});

describe('a wait set while the device clock ran fast', () => {
  it('reads as due now once the clock is put back, not in two hours', () => {
    const html = card(makeEntry({ attempts: 1, nextAttemptAt: NOW + 2 * 3600_000 + 30_000, waitMs: 30_000 }));
    expect(html).toContain('as soon as the network allows');
    expect(html).not.toContain('in 2 hours');
  });
});

describe('text from outside', () => {
  const hostile = '<img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script>';

  it('is shown as text, never as markup', () => {
    const html = card(
      makeEntry({
        summary: `Create project ${hostile}`,
        region: '<b>r</b>',
        state: 'conflict',
        lastFailure: {
          kind: 'http',
          status: 412,
          code: '<i>c</i>',
          message: hostile,
          opcRequestId: '<u>id</u>',
        },
        conflict: { current: { name: hostile, '<k>': '\u202Egnp.exe' }, etag: 'e' },
        params: { createProjectDetails: { name: hostile } },
      }),
    );
    expect(html).not.toMatch(/<(img|script|b|i|u|k)[\s>]/);
    expect(html).toContain('&lt;img src=x onerror=&quot;window.__pwned=1&quot;&gt;&lt;script&gt;');
    expect(html).toContain('<bdi>\u202Egnp.exe</bdi>');
  });
});
