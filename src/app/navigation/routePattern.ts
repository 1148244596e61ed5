/**
 * Route patterns with `:name` placeholders (`…/vcns/:vcnId/subnets/:id`), filled from
 * values: the one rule the menu's formatted links, the details pages' links and the catalogue's
 * page links share (it lives beside the page table, src/oci/resource-types/pages.ts). Free of the
 * menu registry, so a screen that only builds links does not carry it.
 */
import { fillPage } from '../../oci/resource-types/pages';

export { anonymousPattern, fillPage as fillPattern, patternParams } from '../../oci/resource-types/pages';

/** The `:name` parameters of a pattern, as a union of their names. */
export type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** A typed link to one pattern: every parameter the pattern names must be given. */
export function pathTo<P extends string>(
  pattern: P,
  values: Readonly<Record<ParamNames<P>, string>>,
): string {
  return fillPage(pattern, values) ?? pattern;
}

/** The first pattern of a list that the values fill completely. */
export function firstFilled(
  patterns: readonly string[],
  values: Readonly<Record<string, string | undefined>>,
): string | null {
  for (const pattern of patterns) {
    const link = fillPage(pattern, values);
    if (link !== null) return link;
  }
  return null;
}
