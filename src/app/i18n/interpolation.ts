/**
 * How i18next puts values into the console's sentences: every string value is isolated
 * (src/contract/isolate.ts), so a name from the tenancy — a right-to-left override in it, a
 * Latin name in an Arabic sentence — reads as itself without reordering the words around it.
 * Numbers (a count, a plural's `count`) are written as they are, and so is a number already
 * formatted for the user's language ("1,234", "12 %", "١٢٣"): digits, spaces and separators have no
 * direction of their own to impose and cannot hold an override, and an isolate around them would
 * only reach a screen reader's value text. React escapes markup itself, so nothing is
 * HTML-escaped here.
 */
import type { InterpolationOptions } from 'i18next';
import { isolate } from '../../contract/isolate';

/** A number as Intl writes it: digits of any script, spaces, signs, separators, a percent, and the
 * direction marks Intl itself puts around them in Arabic. */
const FORMATTED_NUMBER = /^[\p{Nd}\s.,'’٫٬%+\-\u2212\u200e\u200f\u061c]+$/u;

/**
 * What makes a value's direction matter inside a sentence: right-to-left letters (Hebrew, Arabic,
 * Syriac, Thaana, N'Ko, their presentation forms and the supplementary right-to-left blocks) and
 * direction marks and controls. A value of none of them, in a left-to-right page, is laid out
 * the same with or without an isolate, so it is written as it is.
 */
const DIRECTIONAL =
  /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF\u200E\u200F\u202A-\u202E\u2066-\u2069]|[\uD802\uD803\uD83A\uD83B][\uDC00-\uDFFF]/;

/**
 * Whether the page may read right to left (i18n sets the root's `dir` with the language). Where
 * there is no page to ask, every name is isolated, as the safe side.
 */
function rightToLeftPage(): boolean {
  return typeof document === 'undefined' || document.documentElement.dir === 'rtl';
}

export function isolateValue(value: unknown): string {
  if (typeof value === 'string') {
    if (FORMATTED_NUMBER.test(value)) return value;
    return rightToLeftPage() || DIRECTIONAL.test(value) ? isolate(value) : value;
  }
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint')
    return String(value);
  // Nothing else is put into a sentence; an object would only say "[object Object]".
  return '';
}

export const INTERPOLATION = {
  escapeValue: true,
  escape: isolateValue,
  // The escape sees the value itself, so a number is told apart from a name.
  useRawValueToEscape: true,
} as const satisfies InterpolationOptions;
