import type { ResourceSummary } from '../resource';
import { textOf } from './compileValueTest';
import type { TagFamily } from './resolveField';
import { someTag } from './someTag';

const WHITE_SPACE = /\s+/;
const TAG_FAMILIES: readonly TagFamily[] = ['freeformTags', 'definedTags'];

/** The words of a free-text search, lower-cased; white space separates them. */
export function freeTextWords(text: string): string[] {
  return text
    .toLowerCase()
    .split(WHITE_SPACE)
    .filter((word) => word !== '');
}

/**
 * Everything free text looks into, lower-cased, one line per value: displayName, identifier,
 * resourceType, lifecycleState, the keys and values of free-form and defined tags (and the
 * namespaces of defined tags), and the top-level string values of additionalDetails.
 * One join and one lower-casing per record measured faster than lower-casing each value.
 */
export function freeTextHaystack(resource: ResourceSummary): string {
  const parts: string[] = [
    resource.displayName ?? '',
    resource.identifier,
    resource.resourceType,
    resource.lifecycleState ?? '',
  ];
  let namespace = '';
  for (const family of TAG_FAMILIES) {
    someTag(resource, family, (tagNamespace, key, value) => {
      if (tagNamespace !== namespace) {
        namespace = tagNamespace;
        parts.push(tagNamespace);
      }
      parts.push(key, textOf(value) ?? '');
      return false;
    });
  }
  const details = resource.additionalDetails;
  if (details !== undefined) {
    for (const key in details) {
      const value = details[key];
      if (typeof value === 'string' && Object.hasOwn(details, key)) parts.push(value);
    }
  }
  return parts.join('\n').toLowerCase();
}

/** Whether every word (already lower-cased) occurs in the resource's free-text haystack. */
export function matchesFreeTextWords(resource: ResourceSummary, words: readonly string[]): boolean {
  if (words.length === 0) return true;
  const haystack = freeTextHaystack(resource);
  for (const word of words) {
    if (!haystack.includes(word)) return false;
  }
  return true;
}

/**
 * The emulator's FreeText search and the `matching` clause: every white-space separated word
 * of `text` occurs, ignoring case, in some searchable value of the resource (as a substring, so
 * `web` finds `web-01`). Empty text matches every resource.
 */
export function matchesFreeText(resource: ResourceSummary, text: string): boolean {
  // Callers test many records against one text: split it once.
  if (text !== lastText) {
    lastText = text;
    lastWords = freeTextWords(text);
  }
  return matchesFreeTextWords(resource, lastWords);
}

let lastText = '';
let lastWords: readonly string[] = [];
