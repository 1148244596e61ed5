/**
 * A custom host suffix (a dedicated realm's region domain, `r1.example.com`) as the start option
 * gives it: DNS labels of letters, digits and inner hyphens, at least two, 253 characters at most.
 * scripts/host-suffix.mjs holds the same rule for the start script, which cannot import this.
 */
const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
const HOST_SUFFIX = new RegExp(`^${LABEL}(?:\\.${LABEL})+$`, 'i');

export function isHostSuffix(value: unknown): value is string {
  return typeof value === 'string' && value.length <= 253 && HOST_SUFFIX.test(value);
}
