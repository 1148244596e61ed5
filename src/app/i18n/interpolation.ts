/**
 * How i18next puts values into the console's sentences: every string value goes through the one
 * rule of src/contract/isolate.ts (`isolateIn`), so a name from the tenancy — a right-to-left
 * override in it, a Latin name in an Arabic sentence — reads as itself without reordering the
 * words around it. Numbers (a count, a plural's `count`) are written as they are. React escapes
 * markup itself, so nothing is HTML-escaped here.
 */
import type { InterpolationOptions } from 'i18next';
import { isolateIn } from '../../contract/isolate';

/**
 * Whether the page may read right to left (i18n sets the root's `dir` with the language). Where
 * there is no page to ask, every name is isolated, as the safe side.
 */
function rightToLeftPage(): boolean {
  return typeof document === 'undefined' || document.documentElement.dir === 'rtl';
}

/** A name a screen puts into text of its own (a list joined with commas, a chart's label), as a sentence takes it. */
export function isolateName(text: string): string {
  return isolateIn(text, rightToLeftPage());
}

export function isolateValue(value: unknown): string {
  if (typeof value === 'string') return isolateName(value);
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
