/**
 * Resource search (POST /resources): free text (every word prefixes a word of some searchable
 * value, as src/oci/textMatch defines it for the console's own index too) or the
 * structured query language, newest first unless the query sorts, paged with limit ≤ 1000 and
 * opc-next-page; an invalid query is 400 InvalidParameter naming the position. Highlights when
 * asked for. Answers are cached per search until the region's resources change, so paging
 * through a quarter of a million resources filters them once.
 */
import { executeQuery, parseQuery } from '../../src/oci/query';
import type { ResourceSummary } from '../../src/oci/resource';
import { matchesTerms, queryTerms, startsWordIn } from '../../src/oci/textMatch';
import { pageOf } from '../paging';
import { invalidParameter, type Reply } from '../reply';
import { json, type HandlerContext } from './handlerContext';

const CACHE_SIZE = 16;

function newestFirst(a: ResourceSummary, b: ResourceSummary): number {
  const ta = a.timeCreated ?? '';
  const tb = b.timeCreated ?? '';
  if (ta !== tb) return ta < tb ? 1 : -1;
  return a.identifier < b.identifier ? -1 : 1;
}

/**
 * What a search finds in a region's resources, in answer order: the handler's answer before
 * paging. Throws InvalidParameter for a query that does not parse.
 */
export function searchCorpus(
  corpus: readonly ResourceSummary[],
  type: 'FreeText' | 'Structured',
  text: string,
  now: number,
): readonly ResourceSummary[] {
  if (type === 'FreeText') {
    const terms = queryTerms(text);
    return corpus.filter((r) => matchesTerms(r, terms)).sort(newestFirst);
  }
  const parsed = parseQuery(text);
  if (!parsed.ok) {
    throw invalidParameter(
      `Invalid search query at position ${parsed.error.position}: ${parsed.error.message}`,
    );
  }
  return executeQuery(parsed.query, corpus, { now });
}

function cached(
  ctx: HandlerContext,
  type: 'FreeText' | 'Structured',
  text: string,
): readonly ResourceSummary[] {
  const cache = ctx.region.searchCache;
  const key = `${ctx.region.store.revision}|${type}|${text}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const found = searchCorpus(ctx.region.store.corpus(), type, text, ctx.state.clock.now());
  if (type === 'Structured' && /\bnow\b/i.test(text)) return found;
  cache.set(key, found);
  while (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value ?? '');
  return found;
}

const escapeHtml = (text: string): string => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** `{ highlights: { displayName: ['<h1>prod</h1>-web-01'] } }` for the terms starting a word of the name. */
function highlights(resource: ResourceSummary, text: string): Record<string, unknown> {
  const name = resource.displayName ?? '';
  const lower = name.toLowerCase();
  const words = queryTerms(text).filter((term) => startsWordIn(lower, term));
  if (words.length === 0) return { highlights: {} };
  const pattern = new RegExp(
    `(?<![\\p{L}\\p{N}])(${words.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})`,
    'giu',
  );
  const marked = name
    .split(pattern)
    .map((part, i) => (i % 2 === 1 ? `<h1>${escapeHtml(part)}</h1>` : escapeHtml(part)))
    .join('');
  return { highlights: { displayName: [marked] } };
}

function item(
  resource: ResourceSummary,
  searchContext: Record<string, unknown> | null,
): Record<string, unknown> {
  return {
    resourceType: resource.resourceType,
    identifier: resource.identifier,
    compartmentId: resource.compartmentId,
    timeCreated: resource.timeCreated,
    displayName: resource.displayName,
    availabilityDomain: resource.availabilityDomain,
    lifecycleState: resource.lifecycleState,
    freeformTags: resource.freeformTags ?? {},
    definedTags: resource.definedTags ?? {},
    systemTags: resource.systemTags ?? {},
    searchContext,
    identityContext: resource.identityContext ?? {},
    additionalDetails: resource.additionalDetails ?? {},
  };
}

export function searchResources(ctx: HandlerContext): Reply {
  const details = ctx.input.details();
  const type = details['type'];
  if (type !== 'FreeText' && type !== 'Structured')
    throw invalidParameter(`The search type must be FreeText or Structured, not '${String(type)}'.`);
  const field = type === 'FreeText' ? 'text' : 'query';
  const text = details[field];
  if (typeof text !== 'string') throw invalidParameter(`A ${type} search needs a '${field}' string.`);
  const found = cached(ctx, type, text);
  const page = pageOf(found, ctx.input, `${type}|${text}`);
  const withHighlights = details['matchingContextType'] === 'HIGHLIGHTS';
  const words =
    type === 'FreeText' ? text : (/\bmatching\s+(.*)$/is.exec(text)?.[1]?.replace(/["']/g, '') ?? '');
  const items = page.items.map((r) => item(r, withHighlights ? highlights(r, words) : null));
  return json(200, { items }, page.headers);
}
