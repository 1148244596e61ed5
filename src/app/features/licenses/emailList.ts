/**
 * The configuration's e-mail list as people type it: addresses separated by commas, semicolons,
 * spaces or lines. Each must look like an address; repeats are dropped. Pure.
 */
export interface ParsedEmails {
  readonly emails: readonly string[];
  readonly invalid: readonly string[];
}

/** Local part, @, a domain with at least one dot; no spaces. As strict as a form can be. */
const EMAIL = /^[^\s@,;]+@[^\s@,;.]+(\.[^\s@,;.]+)+$/;

export function parseEmailList(text: string): ParsedEmails {
  const seen = new Set<string>();
  const emails: string[] = [];
  const invalid: string[] = [];
  for (const word of text.split(/[\s,;]+/)) {
    if (word === '') continue;
    if (!EMAIL.test(word) || word.length > 254) {
      invalid.push(word);
      continue;
    }
    const key = word.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    emails.push(word);
  }
  return { emails, invalid };
}
