/**
 * The summary page's properties and relations, in every language: each field the emulator's
 * demo tenancy answers for a resource (one of every type in every region, read as the page reads
 * it, once updated so it carries timeUpdated, with what the worker's enrichment adds) has a label
 * of the details pages in every language, and each of its enumeration values (PIPELINE_DEPLOYMENT,
 * SAVED) has words there too — none falls back to the field's English name or to the code.
 */
import { readFileSync } from 'node:fs';
import i18next, { type TFunction } from 'i18next';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { labelledField } from '../../../../../src/app/features/search/fieldLabel';
import { asFields, propertiesOf, relationsOf } from '../../../../../src/app/features/search/resourceFields';
import { resourceRead } from '../../../../../src/app/features/search/resourceReads';
import { enumTranslation } from '../../../../../src/app/i18n/enumTranslation';
import { OPERATION_BY_NAME } from '../../../../../src/oci/operations';
import { resourceType as typeOf } from '../../../../../src/oci/resource-types';
import { createClient } from '../../../../../src/worker/client';
import { startEmulator, type RunningEmulator } from '../../../../../emulator/server';

const LANGUAGES = ['en', 'de', 'fr', 'ar'] as const;
/** An enumeration value: PIPELINE_DEPLOYMENT, and SAVED or MONTH, which read as words but are codes. */
const WIRE_CODE = /^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$/;
/** Fields whose capitals are the tenancy's names (a database's TELEME5) or a standard's (AL32UTF8). */
const NAMED = /(Name|[cC]haracterSet)$/;

function fixedT(lng: string): TFunction {
  const file = (ns: string) =>
    JSON.parse(
      readFileSync(new URL(`../../../../../public/locales/${lng}/${ns}.json`, import.meta.url), 'utf8'),
    ) as object;
  const instance = i18next.createInstance();
  void instance.init({
    lng,
    fallbackLng: false,
    ns: ['console', 'details'],
    defaultNS: 'console',
    resources: { [lng]: { console: file('console'), details: file('details') } },
    initAsync: false,
  });
  return instance.getFixedT(lng, 'console');
}

describe('the fields of the summary page', () => {
  let emulator: RunningEmulator;
  const properties = new Map<string, string>();
  const relations = new Map<string, string>();
  const codes = new Map<string, string>();

  beforeAll(async () => {
    emulator = await startEmulator({ port: 0, size: 0, timeScale: 1 });
    for (const region of emulator.state.seededRegions) {
      const store = emulator.state.region(region)?.store;
      if (store === undefined) continue;
      const client = createClient({
        region,
        endpoint: emulator.url,
        errorHandler: () => undefined,
        timeoutMs: 10_000,
      });
      const call = async (
        operation: string,
        params: Readonly<Record<string, unknown>>,
        basePath?: string,
      ) => {
        const spec = OPERATION_BY_NAME.get(operation);
        if (spec === undefined) throw new Error(`No operation ${operation}`);
        return (await client.call(spec, params, basePath === undefined ? {} : { basePath })).body;
      };
      const seen = new Set<string>();
      for (const entity of [...store.entities()]) {
        const { resourceType, identifier } = entity.summary;
        if (!entity.searchable || seen.has(resourceType)) continue;
        seen.add(resourceType);
        store.update(entity, {}, new Date(emulator.state.clock.now()).toISOString());
        const read = resourceRead(resourceType);
        // A type whose read answers nothing for the seeded resource is shown from the index.
        const body =
          read === undefined
            ? undefined
            : await call(read.operation, { [read.idParam]: identifier }).then(asFields, () => undefined);
        const summary = entity.summary;
        // What the worker's enrichment adds to the stored copy, read as the worker reads it.
        const enrichment = await typeOf(resourceType)
          ?.enrich?.run(summary, (operation, params, options) => call(operation, params, options?.basePath))
          .catch(() => undefined);
        for (const { key, value } of propertiesOf(body ?? summary.additionalDetails)) {
          properties.set(key, resourceType);
          if (typeof value === 'string' && WIRE_CODE.test(value) && !NAMED.test(key))
            codes.set(value, `${resourceType}.${key}`);
        }
        const sources = [enrichment, summary.additionalDetails, summary.identityContext, body];
        for (const { key } of relationsOf(sources, identifier)) relations.set(key, resourceType);
      }
    }
  }, 60_000);
  afterAll(async () => {
    await emulator.close();
  });

  it('finds them', () => {
    expect(properties.size).toBeGreaterThan(50);
    expect(relations.size).toBeGreaterThan(20);
    expect(properties.has('timeUpdated')).toBe(true);
    expect(codes.has('PIPELINE_DEPLOYMENT')).toBe(true);
  });

  it.each(LANGUAGES)('labels each in %s, and words each enumeration value', (lng) => {
    const t = fixedT(lng);
    const unlabelled = [
      ...[...properties].filter(([key]) => labelledField(t, key, 'property') === undefined),
      ...[...relations].filter(([key]) => labelledField(t, key, 'relation') === undefined),
    ].map(([key, type]) => `${type}.${key}`);
    expect(unlabelled).toEqual([]);
    const unworded = [...codes]
      .filter(([code]) => enumTranslation(t, code) === '')
      .map(([code, where]) => `${where} = ${code}`);
    expect(unworded).toEqual([]);
  });
});
