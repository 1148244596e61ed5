/**
 * Free-form tags as people type them: one `key=value` a line. Pure, shared by the forms.
 * OCI tag keys are at most 100 characters and values at most 256, with no dot in a free-form key.
 */
export interface ParsedTags {
  readonly tags: Readonly<Record<string, string>>;
  /** The 1-based numbers of lines that are not `key=value` or break a limit. */
  readonly badLines: readonly number[];
}

const MAX_KEY = 100;
const MAX_VALUE = 256;

export function parseTags(text: string): ParsedTags {
  const tags: Record<string, string> = {};
  const badLines: number[] = [];
  text.split(/\r?\n/).forEach((line, index) => {
    if (line.trim() === '') return;
    const at = line.indexOf('=');
    const key = at < 0 ? '' : line.slice(0, at).trim();
    const value = at < 0 ? '' : line.slice(at + 1).trim();
    if (key === '' || key.length > MAX_KEY || value.length > MAX_VALUE || /[.\s]/.test(key)) {
      badLines.push(index + 1);
      return;
    }
    tags[key] = value;
  });
  return { tags, badLines };
}

export function formatTags(tags: unknown): string {
  if (typeof tags !== 'object' || tags === null) return '';
  return Object.entries(tags)
    .map(([key, value]) => `${key}=${String(value)}`)
    .join('\n');
}
