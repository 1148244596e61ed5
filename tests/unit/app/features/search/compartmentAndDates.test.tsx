import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import { CompartmentName } from '../../../../../src/app/kit/CompartmentName';
import { renderWithProviders } from '../../shell/renderWithProviders';

const COMPARTMENT = 'ocid1.compartment.oc1..aaaafieldops';

vi.mock('../../../../../src/app/data/useStoredName', () => ({
  useStoredName: (id: string | undefined) => (id === COMPARTMENT ? 'field-ops' : undefined),
}));

const APP = fileURLToPath(new URL('../../../../../src/app', import.meta.url));

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

/**
 * Where a date may still be written by hand: the one formatter, the Freshness tooltip (the full
 * moment behind "as of 5 minutes ago") and calendar-only dates (an expiry day, in UTC); and
 * intlFormats.ts, which builds the formatters they write with (`dateTimeFormat`, kept by options).
 */
const ALLOWED = new Set([
  'ui/intlFormats.ts',
  'ui/formatDateTime.ts',
  'ui/Freshness.tsx',
  'kit/formatField.ts',
]);

describe('the resource link page and dates', () => {
  it('names the compartment, its OCID on demand', () => {
    const html = renderWithProviders(<CompartmentName id={COMPARTMENT} />);
    expect(html).toContain('field-ops');
    expect(html).not.toContain(`<code>${COMPARTMENT}</code>`);
  });

  it('shows an unnamed compartment by its OCID with a copy button', () => {
    const html = renderWithProviders(<CompartmentName id="ocid1.compartment.oc1..other" />);
    expect(html).toContain('<code>ocid1.compartment.oc1..other</code>');
    expect(html).toContain('Copy OCID');
  });

  it('writes moments only through the shared formatter', () => {
    const offenders = sources(APP)
      .map((path) => ({ path: relative(APP, path).split('\\').join('/'), text: readFileSync(path, 'utf8') }))
      .filter(({ path }) => !ALLOWED.has(path))
      .filter(({ text }) =>
        /toLocaleString\(|toLocaleDateString\(|toLocaleTimeString\(|new Intl\.DateTimeFormat|dateTimeFormat\(/.test(
          text,
        ),
      )
      .map(({ path }) => path);
    expect(offenders).toEqual([]);
  });
});
