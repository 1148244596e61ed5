import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** OCI's Arabic console calls a compartment حجيرة; one word, everywhere. */
const AR = new URL('../../../../public/locales/ar/', import.meta.url);

function strings(value: unknown, path: string): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) => strings(inner, path === '' ? key : `${path}.${key}`));
}

const compartmentStrings = readdirSync(AR)
  .filter((file) => file.endsWith('.json'))
  .flatMap((file) => strings(JSON.parse(readFileSync(new URL(file, AR), 'utf8')), file.replace('.json', '')))
  .filter(([path]) => /compartment/i.test(path.split('.').pop() ?? ''));

describe('the Arabic word for compartment', () => {
  it('finds the compartment strings', () => {
    expect(compartmentStrings.length).toBeGreaterThan(10);
  });

  it.each(compartmentStrings)('%s says حجيرة', (_path, text) => {
    expect(text).toMatch(/حجير/);
    expect(text).not.toMatch(/حيّز|حاوية|(^|\s)(ال)?(قسم|أقسام)/);
  });
});
