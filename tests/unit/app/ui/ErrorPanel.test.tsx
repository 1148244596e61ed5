import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { ErrorPanel } from '../../../../src/app/ui/ErrorPanel';

describe('ErrorPanel', () => {
  const failure = {
    kind: 'http',
    status: 503,
    code: 'ServiceUnavailable',
    message: 'The service is temporarily unavailable.',
    opcRequestId: 'A1B2C3D4E5/F6/0A1B',
  } as const;

  test('is announced at once, with the title, the message and the request id', () => {
    const html = renderToStaticMarkup(
      <ErrorPanel title="Could not load instances" failure={failure} onRetry={() => undefined} />,
    );
    expect(html).toMatch(/^<div class="ui-error-panel" role="alert">/);
    expect(html).toContain('Could not load instances');
    expect(html).toContain('The service is temporarily unavailable.');
    expect(html).toContain(
      '<dt>Request ID</dt><dd><code class="ui-error-panel__request-id">A1B2C3D4E5/F6/0A1B</code></dd>',
    );
    expect(html).toContain('<code>503 ServiceUnavailable</code>');
  });

  test('offers Retry only when it can retry', () => {
    const withRetry = renderToStaticMarkup(
      <ErrorPanel title="x" failure={failure} onRetry={() => undefined} />,
    );
    const without = renderToStaticMarkup(<ErrorPanel title="x" failure={failure} />);
    expect(withRetry).toMatch(/<button[^>]*><span class="ui-button__label">Retry<\/span><\/button>/);
    expect(without).not.toContain('<button');
  });

  test('takes a request id and details without a failure', () => {
    const html = renderToStaticMarkup(
      <ErrorPanel
        title="Approval failed"
        message="Conflict"
        requestId="req-42"
        details={<p>Operation ApproveDeployment</p>}
      />,
    );
    expect(html).toContain('req-42');
    expect(html).toContain('<summary>Details</summary>');
    expect(html).toContain('Operation ApproveDeployment');
  });

  test('a network failure has no request id to show', () => {
    const html = renderToStaticMarkup(
      <ErrorPanel title="Offline" failure={{ kind: 'network', message: 'No connection' }} />,
    );
    expect(html).toContain('No connection');
    expect(html).not.toContain('Request ID');
  });
});
