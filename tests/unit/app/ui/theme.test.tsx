import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { isThemeChoice, ThemeProvider, useTheme } from '../../../../src/app/ui/theme';
import { ThemeToggle } from '../../../../src/app/ui/ThemeToggle';

function Shown() {
  const { choice, resolved } = useTheme();
  return <output>{`${choice}:${resolved}`}</output>;
}

describe('ThemeProvider', () => {
  test('is light unless told otherwise (dark mode off by default)', () => {
    expect(
      renderToStaticMarkup(
        <ThemeProvider>
          <Shown />
        </ThemeProvider>,
      ),
    ).toContain('light:light');
  });

  test('starts from the stored choice', () => {
    expect(
      renderToStaticMarkup(
        <ThemeProvider initial="dark">
          <Shown />
        </ThemeProvider>,
      ),
    ).toContain('dark:dark');
    // Without a window there is no system preference to follow: light.
    expect(
      renderToStaticMarkup(
        <ThemeProvider initial="system">
          <Shown />
        </ThemeProvider>,
      ),
    ).toContain('system:light');
  });

  test('useTheme outside a provider is a programming error', () => {
    expect(() => renderToStaticMarkup(<Shown />)).toThrow(/ThemeProvider/);
  });

  test('isThemeChoice accepts the three choices only', () => {
    expect(['light', 'dark', 'system'].every(isThemeChoice)).toBe(true);
    expect(isThemeChoice('sepia')).toBe(false);
    expect(isThemeChoice(undefined)).toBe(false);
  });
});

describe('ThemeToggle', () => {
  test('is a radio group named "Theme" with Light, Dark and System, the current one checked', () => {
    const html = renderToStaticMarkup(
      <ThemeProvider initial="system">
        <ThemeToggle />
      </ThemeProvider>,
    );
    const labelId = /role="radiogroup"[^>]*aria-labelledby="([^"]+)"/.exec(html)?.[1];
    expect(html).toContain(`id="${String(labelId)}">Theme</span>`);
    expect(html.match(/type="radio"/g)).toHaveLength(3);
    expect(html).toMatch(/checked="" value="system"/);
    expect(html).toMatch(/>Light<\/label>[^]*>Dark<\/label>[^]*>System<\/label>/);
  });

  test('keeps the name "Theme" when the label is not shown', () => {
    const html = renderToStaticMarkup(
      <ThemeProvider>
        <ThemeToggle showLabel={false} />
      </ThemeProvider>,
    );
    expect(html).toMatch(/role="radiogroup"[^>]*aria-label="Theme"|aria-label="Theme"[^>]*role="radiogroup"/);
  });
});
