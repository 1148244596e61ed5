import { readFileSync } from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { LifecycleBadge } from '../../../../src/app/ui/LifecycleBadge';
import { StatusLabel } from '../../../../src/app/ui/StatusLabel';

describe('LifecycleBadge', () => {
  test.each([
    ['RUNNING', 'Running', 'active'],
    ['ACTIVE', 'Active', 'active'],
    ['SUCCEEDED', 'Succeeded', 'success'],
    ['COMPLETED', 'Completed', 'success'],
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

describe('the two greens', () => {
  const glyph = (html: string): string => /<svg[^>]*>(.*)<\/svg>/.exec(html)?.[1] ?? '';

  test('a running resource and a succeeded run differ in shape, not only in hue', () => {
    const running = renderToStaticMarkup(<LifecycleBadge state="RUNNING" />);
    const succeeded = renderToStaticMarkup(<LifecycleBadge state="SUCCEEDED" />);
    expect(glyph(running)).not.toBe('');
    expect(glyph(running)).not.toBe(glyph(succeeded));
    // A filled dot for a state that lasts, a stroked tick for a finished success.
    expect(glyph(running)).toMatch(/<circle[^>]*fill="currentColor"/);
    expect(glyph(succeeded)).toMatch(/<path[^>]*fill="none"/);
  });

  test('both greens use the success colours, whose contrast the token tests check', () => {
    const css = readFileSync(new URL('../../../../src/app/ui/StatusLabel.css', import.meta.url), 'utf8');
    expect(css).toMatch(/\.ui-status-label--success,\s*\.ui-status-label--active\s*\{[^}]*--status-success-fg/);
  });
});
