/**
 * The one rule for putting text from outside (a resource's name, a service's message, a file's
 * name) inside a sentence: as a Unicode isolate (FSI … PDI), the plain-text form of <bdi>. A
 * right-to-left override inside it ends at the isolate's end, so it cannot reorder the words
 * around it ("deploy-7 failed" stays "failed", whatever the name holds), and an Arabic sentence
 * keeps its full stop where Arabic puts it around a Latin name.
 *
 * Every string value i18next puts into a translation goes through it (src/app/i18n/interpolation.ts),
 * and so does every value the service worker puts into a notification's words. Isolate marks
 * already in the text are dropped, so none of them can close the isolate early; isolating twice
 * is isolating once.
 */
export const FSI = '\u2068';
export const PDI = '\u2069';

export function isolate(text: string): string {
  return `${FSI}${text.replace(/[\u2066-\u2069]/g, '')}${PDI}`;
}
