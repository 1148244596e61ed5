/**
 * Reads a pasted OCI CLI / SDK config file (~/.oci/config): `[PROFILE]` sections of
 * `key=value` lines, `#` and `;` comments. As in the SDKs, a profile inherits every value of the
 * DEFAULT section that it does not set itself. Lines before any section header belong to DEFAULT.
 */

export interface OciConfigSection {
  readonly name: string;
  readonly user?: string;
  readonly fingerprint?: string;
  readonly tenancy?: string;
  readonly region?: string;
  readonly key_file?: string;
  readonly security_token_file?: string;
  /** Present when the key file is encrypted; the console cannot use such a key as it is. */
  readonly pass_phrase?: string;
}

const FIELDS = [
  'user',
  'fingerprint',
  'tenancy',
  'region',
  'key_file',
  'security_token_file',
  'pass_phrase',
] as const satisfies readonly (keyof OciConfigSection)[];

type Field = (typeof FIELDS)[number];

const isField = (key: string): key is Field => (FIELDS as readonly string[]).includes(key);

/** Every section of the file, in order of first appearance, with DEFAULT values inherited. */
export function parseOciConfig(text: string): OciConfigSection[] {
  const sections = new Map<string, Map<Field, string>>();
  let current = 'DEFAULT';
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#') || line.startsWith(';')) {
      continue;
    }
    const header = /^\[\s*(.+?)\s*\]$/.exec(line);
    if (header) {
      current = header[1] ?? current;
      if (!sections.has(current)) {
        sections.set(current, new Map());
      }
      continue;
    }
    const equals = line.indexOf('=');
    if (equals <= 0) {
      continue;
    }
    const key = line.slice(0, equals).trim();
    if (isField(key)) {
      let values = sections.get(current);
      if (!values) {
        values = new Map();
        sections.set(current, values);
      }
      values.set(key, line.slice(equals + 1).trim());
    }
  }
  const defaults = sections.get('DEFAULT') ?? new Map<Field, string>();
  return Array.from(sections, ([name, values]) => {
    const merged = name === 'DEFAULT' ? values : new Map([...defaults, ...values]);
    return { name, ...Object.fromEntries(merged) };
  });
}
