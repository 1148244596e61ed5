/**
 * How i18next puts values into the console's sentences: every string value is isolated
 * (src/contract/isolate.ts), so a name from the tenancy — a right-to-left override in it, a
 * Latin name in an Arabic sentence — reads as itself without reordering the words around it.
 * Numbers (a count, a plural's `count`) are written as they are. React escapes markup itself, so
 * nothing is HTML-escaped here.
 */
import type { InterpolationOptions } from 'i18next';
import { isolate } from '../../contract/isolate';

export function isolateValue(value: unknown): string {
  if (typeof value === 'string') return isolate(value);
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
