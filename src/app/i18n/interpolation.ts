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

export function isolateValue(value: unknown): string {
  if (typeof value === 'string') return FORMATTED_NUMBER.test(value) ? value : isolate(value);
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
