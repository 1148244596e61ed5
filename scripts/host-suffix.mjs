// The `--host-suffix` start option, checked before it reaches the console's runtime
// configuration: DNS labels of letters, digits and inner hyphens, at least two, 253 characters
// at most (the console checks it again with the same rule, src/oci/hostSuffix.ts).
const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
const HOST_SUFFIX = new RegExp(`^${LABEL}(?:\\.${LABEL})+$`, 'i');

/**
 * The runtime configuration with `hostSuffix` when the option was given; throws when it is not
 * a DNS suffix.
 * @param {Record<string, unknown>} config
 * @param {string | undefined} value
 */
export function withHostSuffix(config, value) {
  if (value === undefined) return config;
  if (typeof value !== 'string' || value.length > 253 || !HOST_SUFFIX.test(value)) {
    throw new Error(`--host-suffix ${JSON.stringify(value)} is not a DNS suffix (letters, digits, dots and hyphens).`);
  }
  return { ...config, hostSuffix: value.toLowerCase() };
}
