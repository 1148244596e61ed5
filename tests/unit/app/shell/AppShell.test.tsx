import { describe, expect, it } from 'vitest';
import { AppShell } from '../../../../src/app/shell/AppShell';
import { renderWithProviders } from './renderWithProviders';

describe('the shell', () => {
  const html = renderWithProviders(<AppShell />);

  it('starts with the skip link, before the header', () => {
    expect(html.indexOf('ui-skip-link')).toBeGreaterThan(-1);
    expect(html.indexOf('ui-skip-link')).toBeLessThan(html.indexOf('<header'));
    expect(html).toContain('href="#main-content"');
  });

  it('has a menu button that opens a dialog, the brand, the region, the tools area and settings', () => {
    expect(html).toMatch(
      /<button type="button" class="[^"]*shell-menu-button" aria-haspopup="dialog" aria-expanded="false"/,
    );
    expect(html).toContain('>Menu</span>');
    expect(html).toMatch(/<a[^>]*class="shell-brand"[^>]*href="\/"|<a[^>]*href="\/"[^>]*class="shell-brand"/);
    expect(html).toContain('class="shell-region"');
    expect(html).toContain('<div class="shell-tools" data-testid="shell-tools"><form role="search"');
    expect(html).toMatch(/href="\/settings"/);
  });

  it('shows the region until the picker has loaded', () => {
    expect(html).toContain('us-ashburn-1');
  });

  it('speaks the language of the settings', () => {
    const german = renderWithProviders(<AppShell />, { lng: 'de' });
    expect(german).toContain('>Menü</span>');
    expect(german).toContain('>Einstellungen</span>');
  });
});
