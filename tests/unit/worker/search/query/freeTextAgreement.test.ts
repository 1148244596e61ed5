/**
 * One meaning of free text, online and offline: over generated tenancies (names with separators,
 * mixed case, camelCase, digits, accented, Greek, Arabic and CJK letters, OCIDs, tags, details)
 * and generated queries (free text, and the query language's `matching`), the console's local
 * search (the free-text index, and the structured search with its index-backed `matching`)
 * finds exactly the identifiers the emulator's search handler finds in the same resources.
 * A failure names the seed and the query to replay.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { searchCorpus } from '../../../../../emulator/handlers/search';
import { compileQuery, parseQuery, type Query } from '../../../../../src/oci/query';
import { LocalSearch } from '../../../../../src/worker/search/localSearch';
import { ConsoleDb, type StoredResource } from '../../../../../src/contract/db';
import { ResourceStore } from '../../../../../src/worker/store/resourceStore';
import { seeded } from '../../../../bench/syntheticResources';

type Random = () => number;

const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
const count = (random: Random, max: number): number => Math.floor(random() * (max + 1));

const PIECES = [
  'prod',
  'web',
  'db',
  'api',
  'Payments',
  'orders',
  'x',
  'a1',
  '01',
  '2024',
  'ledger',
  'LEDGER',
  'café',
  'Straße',
  'ΟΔΟΣ',
  'σίγμα',
  'İstanbul',
  'خادم',
  '東京',
  'naïve',
  'web01',
  'db-backup',
  'autonomousDatabase',
  'MyServer',
  'HTTPServer',
  'v2',
  'e4',
  'flex',
  'ß',
  'Ω',
] as const;
const SEPARATORS = ['-', '_', '.', ' ', '/', ':', '', '  ', '(', ')', '#', '@'] as const;
const TYPES = ['Instance', 'Vcn', 'AutonomousDatabase', 'Bucket', 'Subnet'] as const;
const STATES = ['RUNNING', 'STOPPED', 'AVAILABLE', 'TERMINATED', undefined] as const;
const ALPHANUMERIC: readonly string[] = Array.from('abcdefghijklmnopqrstuvwxyz0123456789');

function recase(random: Random, text: string): string {
  const roll = random();
  if (roll < 0.15) return text.toUpperCase();
  if (roll < 0.3) return text.toLowerCase();
  if (roll < 0.4) return text.charAt(0).toUpperCase() + text.slice(1);
  return text;
}

function phrase(random: Random, maxPieces = 4): string {
  const parts: string[] = [recase(random, pick(random, PIECES))];
  for (let n = count(random, maxPieces - 1); n > 0; n -= 1)
    parts.push(pick(random, SEPARATORS), recase(random, pick(random, PIECES)));
  return parts.join('');
}

function randomId(random: Random): string {
  let id = '';
  for (let n = 0; n < 10; n += 1) id += pick(random, ALPHANUMERIC);
  return id;
}

function tenancy(random: Random, size: number): StoredResource[] {
  const resources: StoredResource[] = [];
  for (let n = 0; n < size; n += 1) {
    const resourceType = pick(random, TYPES);
    const freeformTags: Record<string, string> = {};
    for (let t = count(random, 2); t > 0; t -= 1) freeformTags[phrase(random, 2)] = phrase(random, 3);
    const definedTags: Record<string, Record<string, unknown>> = {};
    if (random() < 0.4)
      definedTags[phrase(random, 1)] = { [phrase(random, 2)]: random() < 0.8 ? phrase(random) : 7 };
    const additionalDetails: Record<string, unknown> = {};
    if (random() < 0.5) additionalDetails['description'] = `${phrase(random)} ${phrase(random)}`;
    if (random() < 0.3) additionalDetails['aliases'] = [phrase(random, 2), 3, phrase(random, 1)];
    if (random() < 0.3) additionalDetails['cpus'] = count(random, 64);
    if (random() < 0.2) additionalDetails['nested'] = { hidden: phrase(random) };
    if (random() < 0.1) additionalDetails['url'] = `https://${phrase(random, 8)}/${'x'.repeat(70)}`;
    const state = pick(random, STATES);
    resources.push({
      resourceType,
      identifier: `ocid1.${resourceType.toLowerCase()}.oc1.iad.${randomId(random)}${n}`,
      compartmentId: 'ocid1.compartment.oc1..prop',
      ...(random() < 0.9 ? { displayName: phrase(random) } : {}),
      timeCreated: new Date(Date.UTC(2024, 0, 1) + count(random, 1e6) * 60_000).toISOString(),
      ...(state === undefined ? {} : { lifecycleState: state }),
      freeformTags,
      definedTags,
      additionalDetails,
      region: 'us-ashburn-1',
      link: null,
      fetchedAt: 1_700_000_000_000,
      typeKey: resourceType.toLowerCase(),
    });
  }
  return resources;
}

/** Text a user might type: word beginnings of real values (so searches find something), whole words, inner fragments, noise. */
function freeText(random: Random, resources: readonly StoredResource[]): string {
  const terms: string[] = [];
  for (let n = 1 + count(random, 2); n > 0; n -= 1) {
    const source = pick(random, resources);
    const values = [
      source.displayName ?? '',
      source.identifier,
      source.resourceType,
      source.lifecycleState ?? '',
      ...Object.keys(source.freeformTags ?? {}),
      ...Object.values(source.freeformTags ?? {}),
    ].filter((value) => value !== '');
    const value = pick(random, values);
    const start = random() < 0.6 ? 0 : count(random, value.length - 1);
    let term = value.slice(start, start + 1 + count(random, 8)).replace(/\s+/g, '');
    if (random() < 0.2) term = recase(random, term);
    if (random() < 0.1) term = `-${term}`;
    if (random() < 0.1) term = pick(random, PIECES).slice(0, 1 + count(random, 3));
    if (term !== '') terms.push(term);
  }
  return terms.join(random() < 0.2 ? '   ' : ' ');
}

/** The free text as a `matching` clause (quoted, as its characters never include quotes), with types and a condition now and then. */
function matchingQuery(random: Random, text: string): string {
  const types = random() < 0.5 ? 'all resources' : `${pick(random, TYPES)}, ${pick(random, TYPES)} resources`;
  const where = random() < 0.3 ? ` where lifecycleState != '${pick(random, ['RUNNING', 'STOPPED'])}'` : '';
  return `query ${types}${where} matching '${text}'`;
}

let opened: ConsoleDb[] = [];
afterEach(async () => {
  for (const db of opened) {
    db.close();
    await db.delete();
  }
  opened = [];
});

async function localSearchOf(
  resources: readonly StoredResource[],
  name: string,
): Promise<LocalSearch<Query>> {
  const db = new ConsoleDb(`free-text-agreement-${name}`);
  opened.push(db);
  const opening = await LocalSearch.open<Query>({
    store: new ResourceStore(db),
    parse: parseQuery,
    compile: compileQuery,
    now: () => Date.UTC(2026, 0, 1),
  });
  if (!opening.ok) throw new Error(opening.failure.message);
  const put = await opening.value.putPage(resources);
  if (!put.ok) throw new Error(put.failure.message);
  return opening.value;
}

async function localIds(search: LocalSearch<Query>, text: string): Promise<string[]> {
  const page = await search.search({ text, limit: 100_000 });
  if (!page.ok) throw new Error(`${text}: ${page.failure.message}`);
  expect(page.value.total).toBe(page.value.items.length);
  return page.value.items.map((resource) => resource.identifier).sort();
}

function emulatorIds(resources: readonly StoredResource[], text: string): string[] {
  const structured = /^\s*query\s/i.test(text);
  return searchCorpus(resources, structured ? 'Structured' : 'FreeText', text, Date.UTC(2026, 0, 1))
    .map((resource) => resource.identifier)
    .sort();
}

const TENANCIES = 5;
const QUERIES = 50;

describe('free text means the same online and offline', () => {
  it('finds the same identifiers locally and in the emulator, for free text and matching', async () => {
    let found = 0;
    let empty = 0;
    for (let seed = 1; seed <= TENANCIES; seed += 1) {
      const random = seeded(seed * 7_919);
      const resources = tenancy(random, 40 + count(random, 80));
      const search = await localSearchOf(resources, String(seed));
      for (let q = 0; q < QUERIES; q += 1) {
        const text = freeText(random, resources);
        for (const query of [text, matchingQuery(random, text)]) {
          const expected = emulatorIds(resources, query);
          expect(await localIds(search, query), `seed ${seed}, query ${JSON.stringify(query)}`).toEqual(
            expected,
          );
          if (expected.length === 0) empty += 1;
          else if (expected.length < resources.length) found += 1;
        }
      }
    }
    // The generated queries must both find and miss, or the comparison proves little.
    expect(found).toBeGreaterThan(TENANCIES * QUERIES * 0.5);
    expect(empty).toBeGreaterThan(TENANCIES * QUERIES * 0.05);
  }, 60_000);
});
