/**
 * Building blocks of details links. A link to a page the console shows is `page(PAGE.x)`
 * (pages.ts); any other is written as a tagged template whose holes are parts of the resource:
 * `path\`/networking/network-firewall/firewalls/${ID}\``. Every value is URL-encoded, and a missing
 * value (or one no URL can carry) makes the whole link null, so no link ever says 'undefined'.
 */
import { contextValue } from '../resource';
import type { LinkSubject } from '../resource';
import { fillPage, patternParams } from './pages';
import type { LinkRule } from './types';

/** A value encoded as part of a link; undefined for one no URL can carry (not well-formed Unicode). */
function encoded(value: string): string | undefined {
  try {
    return encodeURIComponent(value);
  } catch {
    return undefined;
  }
}

/** One value of a link, read from the resource; undefined when the resource lacks it. */
export type LinkPart = (r: LinkSubject) => string | undefined;

const present = (value: string | undefined): string | undefined => (value === '' ? undefined : value);

/** The resource's identifier (`:id`). */
export const ID: LinkPart = (r) => present(r.identifier);

/** The resource's display name (a bucket's name). */
export const NAME: LinkPart = (r) => present(r.displayName);

/** The resource's compartment. */
export const COMPARTMENT: LinkPart = (r) => present(r.compartmentId);

/** A context value (enrichment, then additionalDetails, then identityContext); the first key found. */
export function ctx(...keys: readonly string[]): LinkPart {
  return (r) => {
    for (const key of keys) {
      const value = contextValue(r, key);
      if (value !== undefined) return value;
    }
    return undefined;
  };
}

/** A link from a template; null when any of its parts is missing. */
export function path(strings: TemplateStringsArray, ...parts: readonly LinkPart[]): LinkRule {
  return (r) => {
    let link = strings[0] ?? '';
    for (const [index, part] of parts.entries()) {
      const value = part(r);
      const segment = value === undefined ? undefined : encoded(value);
      if (segment === undefined) return null;
      link += segment + (strings[index + 1] ?? '');
    }
    return link;
  };
}

/** The rule, carrying the patterns it fills (each once, in order). */
function filling(patterns: readonly string[], rule: (r: LinkSubject) => string | null): LinkRule {
  return Object.assign(rule, { patterns: [...new Set(patterns)] });
}

/**
 * The console page patterns a catalogue link fills, most specific first: a fixed pattern is its
 * own, a rule its `patterns`; none for a template (`path`) or no link.
 */
export function linkPatterns(link: string | LinkRule | null): readonly string[] {
  if (link === null) return [];
  return typeof link === 'string' ? [link] : (link.patterns ?? []);
}

/** Appends the query parameters the resource has; absent ones are left out. */
export function withOptionalQuery(rule: LinkRule, params: Readonly<Record<string, LinkPart>>): LinkRule {
  return filling(linkPatterns(rule), (r) => {
    const link = rule(r);
    if (link === null) return null;
    let result = link;
    for (const [name, part] of Object.entries(params)) {
      const value = part(r);
      const encodedValue = value === undefined ? undefined : encoded(value);
      if (encodedValue === undefined) continue;
      result += `${result.includes('?') ? '&' : '?'}${encodeURIComponent(name)}=${encodedValue}`;
    }
    return result;
  });
}

/** The first rule that gives a link. */
export function firstOf(...rules: readonly LinkRule[]): LinkRule {
  return filling(rules.flatMap(linkPatterns), (r) => {
    for (const rule of rules) {
      const link = rule(r);
      if (link !== null) return link;
    }
    return null;
  });
}

/** A rule that applies only when the test holds. */
export function when(test: (r: LinkSubject) => boolean, rule: LinkRule): LinkRule {
  return filling(linkPatterns(rule), (r) => (test(r) ? rule(r) : null));
}

/** True when the context value equals the expected one, ignoring case and `-` against `_`. */
export function contextIs(key: string, expected: string): (r: LinkSubject) => boolean {
  const normalise = (value: string) => value.toUpperCase().replace(/-/g, '_');
  return (r) => {
    const value = contextValue(r, key);
    return value !== undefined && normalise(value) === normalise(expected);
  };
}

/** True when the context value contains the text, ignoring case. */
export function contextContains(key: string, text: string): (r: LinkSubject) => boolean {
  return (r) => contextValue(r, key)?.toLowerCase().includes(text.toLowerCase()) ?? false;
}

/** A fixed pattern with the encoded identifier in place of `:id`; null without an identifier. */
export function fillPattern(pattern: string, r: LinkSubject): string | null {
  const id = ID(r);
  const segment = id === undefined ? undefined : encoded(id);
  if (segment === undefined) return null;
  return pattern.replace(/:id(?=\/|\?|$)/, () => segment);
}

/** A page nested under its parent: `{prefix}/{parent}/{collection}/:id`. */
export function nested(prefix: string, parent: LinkPart, collection: string): LinkRule {
  return (r) => {
    const parentId = parent(r);
    const id = ID(r);
    const parentSegment = parentId === undefined ? undefined : encoded(parentId);
    const idSegment = id === undefined ? undefined : encoded(id);
    if (parentSegment === undefined || idSegment === undefined) return null;
    return `${prefix}/${parentSegment}/${collection}/${idSegment}`;
  };
}

/** The rule for the context value (compared in upper case); null for a missing or other value. */
export function byContext(key: string, cases: Readonly<Record<string, LinkRule>>): LinkRule {
  return filling(Object.values(cases).flatMap(linkPatterns), (r) => {
    const value = contextValue(r, key)?.toUpperCase();
    const rule = value === undefined ? undefined : cases[value];
    return rule === undefined ? null : rule(r);
  });
}

/** A fixed pattern as a rule, for building rules from patterns. */
export function fixed(pattern: string): LinkRule {
  return filling([pattern], (r) => fillPattern(pattern, r));
}

/**
 * The rule of a console page (pages.ts): `:id` is the resource's identifier and every other
 * parameter the context value of its name, unless `parts` says where it comes from; null when
 * any is missing.
 */
export function page(pattern: string, parts: Readonly<Record<string, LinkPart>> = {}): LinkRule {
  const sources = patternParams(pattern).map(
    (name) => [name, parts[name] ?? (name === 'id' ? ID : ctx(name))] as const,
  );
  return filling([pattern], (r) =>
    fillPage(pattern, Object.fromEntries(sources.map(([name, part]) => [name, part(r)]))),
  );
}
