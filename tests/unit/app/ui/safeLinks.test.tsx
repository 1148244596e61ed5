/**
 * The components that turn data into links, given hostile addresses: no anchor carries a script,
 * data or other-host address; what cannot be a safe link is shown as text.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ResourceBadge } from '../../../../src/app/ui';
import { ConsoleLink } from '../../../../src/app/features/search/ResourceSections';

const HOSTILE = [
  'javascript:alert(1)',
  ' JavaScript:alert(1)',
  'java\tscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  '//evil.example/x',
  '/\\evil.example/x',
];

describe('links from data', () => {
  it.each(HOSTILE)('ConsoleLink shows %j as text', (to) => {
    const html = renderToStaticMarkup(
      <MemoryRouter>
        <ConsoleLink to={to}>name</ConsoleLink>
      </MemoryRouter>,
    );
    expect(html).toBe('name');
  });

  it('ConsoleLink still links inside the app and to https', () => {
    const inside = renderToStaticMarkup(
      <MemoryRouter>
        <ConsoleLink to="/devops-project/projects/p">name</ConsoleLink>
      </MemoryRouter>,
    );
    expect(inside).toMatch(/^<a href="\/devops-project\/projects\/p"[^>]*>name<\/a>$/);
    const outside = renderToStaticMarkup(
      <MemoryRouter>
        <ConsoleLink to="https://cloud.oracle.com/x">name</ConsoleLink>
      </MemoryRouter>,
    );
    expect(outside).toBe('<a href="https://cloud.oracle.com/x">name</a>');
  });

  it.each(HOSTILE)('ResourceBadge draws no image from %j', (image) => {
    const html = renderToStaticMarkup(<ResourceBadge shape="Square" label="VM" image={image} />);
    expect(html).not.toMatch(/<image/);
    expect(html).toContain('VM');
  });
});
