/**
 * The searches a worker rehearses once its index is first prepared: one of each kind the index
 * answers (a word's prefix, a name, two words; each kind of condition the columns evaluate, a
 * branch of one type, `||`, `&&`, `matching`, each sort), made of the tenancy's own values and
 * answered into the void, a search a step.
 *
 * Why: the first search of a kind runs code V8 has not yet optimized. At 250,000 resources such a
 * first answer takes 5–20 ms at full speed where the same search warm takes 1–2 ms, and four
 * times that on a phone's CPU: the user's first searches after opening the console were its
 * slowest. Rehearsed in the background, after the caches are built and while no one searches,
 * the code they run is optimized before they are asked.
 */
import type { LocalSearchPage, LocalSearchRequest } from '../localSearchTypes';
import type { Result } from '../../../contract/failure';
import type { SearchRow } from './searchRow';

/**
 * Below this many resources a search's first answer is quick however cold the code, and what a
 * rehearsal would optimize it for is not yet the tenancy's size: the rehearsal waits for more.
 */
export const REHEARSAL_FROM = 10_000;

/**
 * Times each search is rehearsed: a second round lets V8 optimize what the first only warmed
 * (in Node at 250,000, the slowest answers of the benchmark's queries summed 280–380 ms cold,
 * 160–200 after one round, about 125 after two).
 */
const REHEARSAL_ROUNDS = 2;

/** The query the rehearsal starts with, whose first row gives the values of the others. */
export const NEWEST_QUERY = 'query all resources sorted by timeCreated desc';

/** The page size the rehearsal asks for: the first page of a results list. */
export const REHEARSAL_LIMIT = 100;

/** A value quoted into a rehearsed query: letters, digits, `.`, `_` and `-` (an OCID, a state, a word). */
const PLAIN = /^[A-Za-z0-9][\w.-]*$/;

/** A `=~` text this long sets enough pair bits to be searched by the names' pairs (joinedSearch). */
const LONG_CONTAINS = 8;

/** What separates a name's words here: anything but a letter or a digit. */
const NOT_WORD = /[^a-z0-9]+/;

const DAY_MS = 86_400_000;

/** How a rehearsal is answered: free text by the index, a structured query by its columns only. */
export type RehearsalAnswer = (request: LocalSearchRequest) => Result<Omit<LocalSearchPage, 'tookMs'>> | undefined;

/**
 * The rehearsal, a search a step (each step ending at a `yield`): the newest resource, then the
 * searches made of it, REHEARSAL_ROUNDS times. Answers whether it ran (not over an empty index).
 */
export function* rehearsal(answer: RehearsalAnswer, now: number): Generator<void, boolean, void> {
  const newest = answer({ text: NEWEST_QUERY, limit: REHEARSAL_LIMIT });
  const row = newest?.ok === true ? newest.value.items[0] : undefined;
  if (row === undefined) return false;
  const queries = rehearsalQueries(row, now);
  for (let round = 0; round < REHEARSAL_ROUNDS; round += 1) {
    for (const text of queries) {
      yield;
      answer({ text, limit: REHEARSAL_LIMIT });
    }
  }
  return true;
}

/**
 * The searches rehearsed with the values of `row` (the newest resource), as the search box
 * takes them: free text, then structured queries. A value that is not plain is left out with the
 * queries that quote it, so nothing of a name can change a query's shape.
 */
export function rehearsalQueries(row: SearchRow, now: number): string[] {
  // A name's words are letters and digits only (NOT_WORD splits them), so always plain.
  const [word, second] = (row.displayName ?? '').toLowerCase().split(NOT_WORD).filter((part) => part !== '');
  const name = plain((row.displayName ?? '').toLowerCase().slice(0, 2 * LONG_CONTAINS));
  const type = plain(row.resourceType.toLowerCase());
  const state = plain(row.lifecycleState);
  const compartment = plain(row.compartmentId);
  const queries: string[] = [];
  if (word !== undefined) {
    queries.push(word.slice(0, 2), word);
    if (second !== undefined) queries.push(`${word} ${second}`);
  }
  if (state !== undefined) queries.push(`query all resources where lifecycleState = '${state}'`);
  if (type !== undefined && state !== undefined) {
    queries.push(
      `query ${type} resources where lifecycleState != '${state}' sorted by displayName asc`,
      `query ${type} resources where lifecycleState = '${state}' sorted by timeCreated desc`,
    );
  }
  if (word !== undefined) queries.push(`query all resources where displayName =~ '${word.slice(0, 3)}'`);
  if (name !== undefined && name.length >= LONG_CONTAINS) {
    queries.push(`query all resources where displayName =~ '${name}'`);
  }
  queries.push(`query all resources where timeCreated > '${new Date(now - 30 * DAY_MS).toISOString()}'`);
  if (type !== undefined && compartment !== undefined) {
    queries.push(`query ${type} resources where compartmentId = '${compartment}'`);
  }
  if (type !== undefined && state !== undefined && word !== undefined) {
    queries.push(`query ${type} resources where lifecycleState = '${state}' || displayName =~ '${word}'`);
  }
  if (word !== undefined) {
    queries.push(`query all resources where freeformTags.key = '${word}' && freeformTags.value = '${word}'`);
    if (type !== undefined) queries.push(`query ${type} resources matching '${word}'`);
  }
  queries.push('query all resources sorted by displayName asc');
  return queries;
}

/** The value when it is plain enough to quote into a query, else undefined. */
function plain(value: string | undefined): string | undefined {
  return value !== undefined && PLAIN.test(value) ? value : undefined;
}
