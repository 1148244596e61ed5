/**
 * The seeded tenancy carries what the console needs: every resource of a type with an enrichment
 * is enriched without a failed read (its related objects exist and answer the fields asked for),
 * and then every resource of a type with a details link gets one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operation } from '../../../src/oci/operations';
import type { Enrichment, ResourceSummary } from '../../../src/oci/resource';
import { detailsLink, resourceType } from '../../../src/oci/resource-types';
import type { EnrichmentRead } from '../../../src/oci/resource-types';
import { REGION, startHarness, type Harness } from './emulatorHarness';

let h: Harness;
let corpus: readonly ResourceSummary[];

beforeAll(async () => {
  h = await startHarness();
  corpus = h.emulator.state.region(REGION)?.store.corpus() ?? [];
});

afterAll(() => h.close());

const read: (h: Harness) => EnrichmentRead = (harness) => async (name, params, options) =>
  (
    await harness.client.call(
      operation(name),
      params,
      options?.basePath === undefined ? {} : { basePath: options.basePath },
    )
  ).body;

describe('enrichment and links of the seeded tenancy', () => {
  it('enriches every resource of every enriched type, and links every linked one', async () => {
    const failures: string[] = [];
    const enrichedTypes = new Set<string>();
    for (const summary of corpus) {
      const type = resourceType(summary.resourceType);
      if (type === undefined) {
        failures.push(`${summary.resourceType}: not in the catalogue`);
        continue;
      }
      let enrichment: Enrichment | undefined;
      if (type.enrich) {
        enrichedTypes.add(type.name);
        try {
          enrichment = await type.enrich.run(summary, read(h));
        } catch (error) {
          failures.push(`${summary.resourceType} ${summary.identifier}: enrichment failed: ${String(error)}`);
          continue;
        }
      }
      if (type.link !== null && detailsLink({ ...summary, enrichment }) === null) {
        failures.push(
          `${summary.resourceType} ${summary.identifier}: no details link (${JSON.stringify({ ...summary.identityContext, ...summary.additionalDetails, ...enrichment })})`,
        );
      }
    }
    expect(failures).toEqual([]);
    expect(enrichedTypes.size).toBeGreaterThanOrEqual(40);
  }, 60_000);
});

describe('COLOCATED virtual circuits', () => {
  it('link under their cross connect or group only once getVirtualCircuit has enriched them', async () => {
    const circuits = corpus.filter((summary) => summary.resourceType === 'VirtualCircuit');
    const enrich = resourceType('VirtualCircuit')?.enrich;
    expect(enrich).toBeDefined();
    const links = await Promise.all(
      circuits.map(async (summary) => ({
        before: detailsLink(summary),
        after: detailsLink({ ...summary, enrichment: await enrich?.run(summary, read(h)) }),
      })),
    );
    const nested = links.filter((link) =>
      /\/cross-connect(-group)?\/[^/]+\/virtual-circuit\//.test(link.after ?? ''),
    );
    expect(nested.length).toBeGreaterThanOrEqual(2);
    for (const link of nested) expect(link.before).toMatch(/^\/networking\/fast-connect\/virtual-circuit\//);
  });
});
