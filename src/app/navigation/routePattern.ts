/**
 * Route patterns with `:name` placeholders (`/networking/vcns/:vcnId/subnets/:id`), filled from
 * values: the one rule the menu's formatted links and the details pages' links share. Pure, and
 * free of the menu registry, so a screen that only builds links does not carry it.
 */

/** A `:name` placeholder: a letter, then letters and digits. */
const PLACEHOLDER = /:([A-Za-z][A-Za-z0-9]*)/g;

/** The names of a pattern's placeholders, in order. */
export function patternParams(pattern: string): string[] {
  return Array.from(pattern.matchAll(PLACEHOLDER), (match) => match[1] ?? '');
}

/**
 * A pattern with its placeholders filled, each value URL-encoded; null when a value is missing or
 * empty, so no link ever says "undefined".
 */
export function fillPattern(
  pattern: string,
  values: Readonly<Record<string, string | undefined>>,
): string | null {
  if (patternParams(pattern).some((name) => (values[name] ?? '') === '')) return null;
  return pattern.replace(PLACEHOLDER, (_match, name: string) => encodeURIComponent(values[name] ?? ''));
}

/** The pattern with its placeholders made anonymous (`/a/:/b/:`): the shape a router matches. */
export function anonymousPattern(pattern: string): string {
  return pattern.replace(PLACEHOLDER, ':');
}
