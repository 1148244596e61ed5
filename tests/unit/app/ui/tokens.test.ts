import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { breakpoints } from '../../../../src/app/ui/breakpoints';
import { CHART_VARIANTS } from '../../../../src/app/ui/chartData';
import { defined } from '../../defined';

const uiDir = new URL('../../../../src/app/ui/', import.meta.url);
const read = (name: string) => readFileSync(new URL(name, uiDir), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
const css = read('tokens.css');

/** The custom properties declared in the first rule with this selector. */
function block(selector: string): Record<string, string> {
  const start = css.indexOf(`${selector} {`);
  expect(start, `${selector} rule`).toBeGreaterThanOrEqual(0);
  const body = css.slice(start, css.indexOf('\n}', start));
  const props: Record<string, string> = {};
  for (const [, name, value] of body.matchAll(/(--[\w-]+):\s*([^;]+);/g))
    props[defined(name)] = defined(value).replace(/\s+/g, ' ').trim();
  return props;
}

const light = block(':root');
const dark = { ...light, ...block("[data-theme='dark']") };

function luminance(hex: string): number {
  const digits = hex.replace('#', '');
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = parseInt(digits.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * defined(r) + 0.7152 * defined(g) + 0.0722 * defined(b);
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (defined(hi) + 0.05) / (defined(lo) + 0.05);
}

/** Spec document 2 §9, value by value. */
const spec: Record<string, string> = {
  '--bp-base': '0px',
  '--bp-sm': '414px',
  '--bp-md': '1024px',
  '--bp-lg': '1366px',
  '--bp-xl': '1920px',
  '--bp-2xl': '3840px',
  '--font-size-1': '11px',
  '--font-size-2': '13.75px',
  '--font-size-3': '16px',
  '--font-size-4': '18px',
  '--font-size-5': '22px',
  '--font-size-6': '28px',
  '--font-size-7': '32px',
  '--font-size-8': '50px',
  '--space-1': '2px',
  '--space-2': '4px',
  '--space-3': '8px',
  '--space-4': '12px',
  '--space-5': '20px',
  '--space-6': '32px',
  '--space-7': '40px',
  '--button-height-sm': '20px',
  '--button-height-md': '30px',
  '--button-height-lg': '50px',
  '--spinner-size-xs': '10px',
  '--spinner-size-sm': '20px',
  '--spinner-size-md': '30px',
  '--spinner-size-lg': '60px',
  '--spinner-size-xl': '120px',
  '--transition-hover-on': '0.35s',
  '--transition-hover-off': '0.1s',
  '--radius': '3px',
  '--layer-base': '0',
  '--layer-panel': '100',
  '--layer-modal': '200',
  '--layer-menu': '300',
  '--layer-notification': '400',
  '--layer-tooltip': '500',
  '--tooltip-max-width': '200px',
  '--side-nav-width': '18rem',
  '--control-column-width': '28px',
  '--chart-width': '350px',
  '--chart-height': '350px',
  '--chart-pie-width': '400px',
  '--chart-pie-height': '400px',
};

const statuses = ['muted', 'success', 'info', 'warning', 'danger'] as const;

describe('tokens.css', () => {
  test.each(Object.entries(spec))('%s is %s', (name, value) => {
    expect(light[name]).toBe(value);
  });

  test('the font stack ends in sans-serif', () => {
    expect(light['--font-family-sans']).toMatch(/, sans-serif$/);
  });

  test.each(CHART_VARIANTS)('chart variant %s is a palette of 7 colours', (variant) => {
    for (let i = 1; i <= 7; i++) expect(light[`--chart-${variant}-${i}`]).toMatch(/^#[0-9a-f]{6}$/i);
  });

  test('breakpoints.ts agrees with the CSS', () => {
    for (const [name, px] of Object.entries(breakpoints)) expect(light[`--bp-${name}`]).toBe(`${px}px`);
  });

  test.each([
    ['light', light],
    ['dark', dark],
  ])('%s theme: status labels and text keep 4.5:1 contrast', (_theme, tokens) => {
    for (const status of statuses) {
      const fg = defined(tokens[`--status-${status}-fg`]);
      expect(
        contrast(fg, defined(tokens[`--status-${status}-bg`])),
        `${status} on its background`,
      ).toBeGreaterThanOrEqual(4.5);
      expect(
        contrast(fg, defined(tokens['--color-surface'])),
        `${status} on the surface`,
      ).toBeGreaterThanOrEqual(4.5);
      expect(
        contrast(defined(tokens[`--status-${status}-border`]), defined(tokens[`--status-${status}-bg`])),
      ).toBeGreaterThanOrEqual(3);
    }
    for (const surface of [
      '--color-canvas',
      '--color-surface',
      '--color-surface-raised',
      '--color-surface-sunken',
    ]) {
      expect(contrast(defined(tokens['--color-text']), defined(tokens[surface]))).toBeGreaterThanOrEqual(4.5);
      expect(
        contrast(defined(tokens['--color-text-muted']), defined(tokens[surface])),
      ).toBeGreaterThanOrEqual(4.5);
      expect(
        contrast(defined(tokens['--color-focus']), defined(tokens[surface])),
        `focus ring on ${surface}`,
      ).toBeGreaterThanOrEqual(3);
    }
    expect(
      contrast(defined(tokens['--color-on-primary']), defined(tokens['--color-primary'])),
    ).toBeGreaterThanOrEqual(4.5);
    expect(
      contrast(defined(tokens['--color-on-danger']), defined(tokens['--color-danger-solid'])),
    ).toBeGreaterThanOrEqual(4.5);
    expect(
      contrast(defined(tokens['--color-border-strong']), defined(tokens['--color-surface'])),
    ).toBeGreaterThanOrEqual(3);
  });

  test('dark mode is an override, off by default', () => {
    expect(light['--color-surface']).toBe('#ffffff');
    expect(css).toMatch(/:root\s*{[^}]*color-scheme: light;/);
    expect(css).toMatch(/\[data-theme='dark'\]\s*{[^}]*color-scheme: dark;/);
  });
});

describe('base.css and the component styles', () => {
  const base = read('base.css');
  const sheets = readdirSync(uiDir).filter((f) => f.endsWith('.css'));

  test('focus is always visible: a 2px-or-more outline with an offset', () => {
    const rule = /:focus-visible[^{]*{([^}]*)}/.exec(base)?.[1] ?? '';
    const width = Number(/outline:\s*(\d+)px/.exec(rule)?.[1]);
    expect(width).toBeGreaterThanOrEqual(2);
    expect(rule).toMatch(/outline-offset:\s*\d+px/);
  });

  test('touch targets are 44px at phone widths, and motion can be reduced', () => {
    expect(light['--touch-target-min']).toBe('44px');
    expect(base).toMatch(/@media \(max-width: 414px\)[^{]*{[^@]*min-block-size: var\(--touch-target-min\)/);
    expect(base).toContain('@media (prefers-reduced-motion: reduce)');
  });

  test('no sheet hides sideways overflow of the page', () => {
    for (const sheet of sheets) expect(read(sheet), sheet).not.toMatch(/overflow-x:\s*(clip|hidden)/);
  });

  test('layout uses logical properties only, so Arabic mirrors (one documented drawing aside)', () => {
    const physical =
      /(^|[\s;{])(margin|padding|border)-(left|right)\s*:|(^|[\s;{])(left|right)\s*:|text-align:\s*(left|right)|float:\s*(left|right)/;
    for (const sheet of sheets) {
      const text = read(sheet).replace(/\.ui-resource-badge--stack \.ui-resource-badge__label {[^}]*}/, '');
      expect(text, sheet).not.toMatch(physical);
    }
  });
});
