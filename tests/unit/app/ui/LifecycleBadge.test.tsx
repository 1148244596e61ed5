import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { LifecycleBadge } from '../../../../src/app/ui/LifecycleBadge';
import { StatusLabel } from '../../../../src/app/ui/StatusLabel';

describe('LifecycleBadge', () => {
  test.each([
    ['RUNNING', 'Running', 'success'],
    ['FAILED', 'Failed', 'danger'],
    ['FAILED-APPLY', 'Failed apply', 'danger'],
    ['IN_PROGRESS', 'In progress', 'info'],
    ['NEEDS_ATTENTION', 'Needs attention', 'warning'],
    ['TERMINATED', 'Terminated', 'muted'],
    ['SOMETHING_NEW', 'Something new', 'muted'],
  ])('%s shows "%s" as a %s status', (state, label, status) => {
    const html = renderToStaticMarkup(<LifecycleBadge state={state} />);
    expect(html).toContain(`ui-status-label--${status}`);
    expect(html).toContain(`<span class="ui-status-label__text">${label}</span>`);
  });
});

describe('StatusLabel', () => {
  test('the words are text and the glyph is hidden from screen readers', () => {
    const html = renderToStaticMarkup(<StatusLabel status="warning">Expiring</StatusLabel>);
    expect(html).toContain('ui-status-label--warning');
    expect(html).toContain('Expiring');
    expect(html).toMatch(/<svg[^>]*aria-hidden="true"/);
  });
});
