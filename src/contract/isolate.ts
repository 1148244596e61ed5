/**
 * The one rule for putting text from outside (a resource's name, a service's message, a file's
 * name) inside a sentence: as a Unicode isolate (FSI … PDI), the plain-text form of <bdi>. A
 * right-to-left override inside it ends at the isolate's end, so it cannot reorder the words
 * around it ("deploy-7 failed" stays "failed", whatever the name holds), and an Arabic sentence
 * keeps its full stop where Arabic puts it around a Latin name.
 *
 * Where a value goes into a page's sentence, `isolateIn` decides whether it needs one (every
 * string value i18next puts into a translation, src/app/i18n/interpolation.ts, and the few names
 * a screen joins itself); every value the service worker puts into a notification's words is
 * isolated, since it cannot tell the direction the notification is shown in. Isolate marks
 * already in the text are dropped, so none of them can close the isolate early; isolating twice
 * is isolating once.
 */
export const FSI = '\u2068';
export const PDI = '\u2069';

export function isolate(text: string): string {
  return `${FSI}${text.replace(/[\u2066-\u2069]/g, '')}${PDI}`;
}

/**
 * A number as Intl writes it: digits of any script, spaces, signs, separators, a percent, and the
 * direction marks Intl itself puts around them in Arabic. It has no direction of its own to
 * impose and cannot hold an override.
 */
const FORMATTED_NUMBER = /^[\p{Nd}\s.,'’٫٬%+\-\u2212\u200e\u200f\u061c]+$/u;

/**
 * What makes a value's direction matter inside a sentence: right-to-left letters (Hebrew, Arabic,
 * Syriac, Thaana, N'Ko, their presentation forms and the supplementary right-to-left blocks) and
 * direction marks and controls.
 */
const DIRECTIONAL =
  /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF\u200E\u200F\u202A-\u202E\u2066-\u2069]|[\uD802\uD803\uD83A\uD83B][\uDC00-\uDFFF]/;

/**
 * A value as a sentence of a page takes it: isolated where its direction can matter — on a
 * right-to-left page, or when it holds right-to-left letters or direction controls — and as it
 * is otherwise (a left-to-right name on a left-to-right page is laid out the same either way, and
 * marks around it would only reach accessible names); a formatted number always as it is.
 */
export function isolateIn(text: string, rightToLeftPage: boolean): string {
  if (FORMATTED_NUMBER.test(text)) return text;
  return rightToLeftPage || DIRECTIONAL.test(text) ? isolate(text) : text;
}
