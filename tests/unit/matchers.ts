/**
 * Vitest's asymmetric matchers, typed unknown instead of any: a matcher placed inside an expected
 * object is only ever compared, so nothing should read it as a value of the field's type.
 */
import { expect } from 'vitest';

export const anyOf = (type: unknown): unknown => expect.any(type);
export const matching = (pattern: string | RegExp): unknown => expect.stringMatching(pattern);
export const containing = (text: string): unknown => expect.stringContaining(text);
export const objectContaining = (shape: Readonly<Record<string, unknown>>): unknown =>
  expect.objectContaining(shape);
export const arrayContaining = (items: readonly unknown[]): unknown => expect.arrayContaining([...items]);
