import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';

const { COMMON_HEADERS, REACT_ARIA_STYLE_HASHES } = (await import(
  new URL('../../../scripts/headers.mjs', import.meta.url).href
)) as { COMMON_HEADERS: Readonly<Record<string, string>>; REACT_ARIA_STYLE_HASHES: readonly string[] };

const reactAria = dirname(createRequire(import.meta.url).resolve('react-aria/package.json'));

/** The text react-aria puts in the <style> element of one of its modules, as the browser sees it. */
function injectedStyle(module: string, constants: Record<string, string>): string {
  const source = readFileSync(join(reactAria, 'dist/private', module), 'utf8');
  const literal = /style\.textContent = `([^`]*)`\.trim\(\)/.exec(source)?.[1];
  if (literal === undefined) throw new Error(`No injected style in ${module}`);
  return literal
    .replace(/\$\{([^}]+)\}/g, (_, name: string) => {
      const key = Object.keys(constants).find((suffix) => name.endsWith(suffix));
      if (key === undefined) throw new Error(`Unknown constant ${name} in ${module}`);
      return constants[key] ?? '';
    })
    .trim();
}

function hash(text: string): string {
  return `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
}

describe('the style hashes of the policy', () => {
  it('are those of the styles react-aria injects, so that a new version cannot slip past', () => {
    const press = injectedStyle('interactions/usePress.mjs', {
      PRESSABLE_ATTRIBUTE: 'data-react-aria-pressable',
    });
    const scroll = injectedStyle('overlays/usePreventScroll.mjs', {});
    expect(press).toContain('touch-action');
    expect(scroll).toContain('overscroll-behavior');
    expect([...REACT_ARIA_STYLE_HASHES].sort()).toEqual([hash(press), hash(scroll)].sort());
  });
});

describe('the headers of every answer', () => {
  it('put the console in a browsing context group of its own', () => {
    expect(COMMON_HEADERS['cross-origin-opener-policy']).toBe('same-origin');
  });

  it('allow the camera, the clipboard and the share sheet to the console only, and deny the rest', () => {
    const policy = new Map(
      String(COMMON_HEADERS['permissions-policy'])
        .split(',')
        .map((part) => part.trim().split('=') as [string, string]),
    );
    expect(policy.get('camera')).toBe('(self)');
    expect(policy.get('clipboard-write')).toBe('(self)');
    expect(policy.get('web-share')).toBe('(self)');
    for (const feature of ['geolocation', 'microphone', 'payment', 'usb', 'display-capture', 'fullscreen']) {
      expect(policy.get(feature), feature).toBe('()');
    }
    const allowed = [...policy].filter(([, value]) => value !== '()').map(([feature]) => feature);
    expect(allowed.sort()).toEqual(['camera', 'clipboard-write', 'web-share']);
  });
});
