// The OCI facts the server and the relays check against: which host each service has in a region,
// and which domains the realms own. There is one source, src/oci: the build writes these tables
// from it into the build folder (vite.config.ts, TABLES_FILE), so the production server reads
// plain JSON and needs no TypeScript at run time; without a build (tests, development) they are
// read from src/oci through tsx, a development dependency.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * @typedef {{
 *   templates: Readonly<Record<string, string>>,
 *   regions: Readonly<Record<string, string>>,
 *   realmDomains: readonly string[],
 * }} OciTables
 * templates: service key → host template (`iaas.{region}.{secondLevelDomain}`);
 * regions: region id → its realm's second-level domain; realmDomains: every realm's domain.
 */

/** Where the build writes the tables, inside the build folder. A dot folder: never served. */
export const TABLES_FILE = '.server/oci-tables.json';

/**
 * The tables from src/oci's SERVICES and REGIONS.
 * @param {Readonly<Record<string, { key: string, hostTemplate: string }>>} services
 * @param {readonly { id: string, secondLevelDomain: string }[]} regionList
 * @returns {OciTables}
 */
export function tablesFrom(services, regionList) {
  /** @type {Record<string, string>} */
  const regions = Object.fromEntries(regionList.map((r) => [r.id, r.secondLevelDomain]));
  return {
    templates: Object.fromEntries(Object.values(services).map((s) => [s.key, s.hostTemplate])),
    regions,
    realmDomains: [...new Set(Object.values(regions))].sort(),
  };
}

/** @param {unknown} value */
function isStringRecord(value) {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((entry) => typeof entry === 'string')
  );
}

/**
 * The tables of the build in `dist` when it has them, else read from src/oci (development).
 * @param {{ dist?: string }} [options]
 * @returns {Promise<OciTables>}
 */
export async function loadOciTables({ dist } = {}) {
  if (dist !== undefined) {
    const file = join(dist, TABLES_FILE);
    const text = await readFile(file, 'utf8').catch((error) => {
      if (error?.code === 'ENOENT') return undefined;
      throw error;
    });
    if (text !== undefined) {
      const parsed = JSON.parse(text);
      if (
        !isStringRecord(parsed?.templates) ||
        !isStringRecord(parsed?.regions) ||
        !Array.isArray(parsed?.realmDomains) ||
        !parsed.realmDomains.every((domain) => typeof domain === 'string')
      ) {
        throw new Error(`${file} is not the OCI tables the build writes; build the console again.`);
      }
      return parsed;
    }
  }
  let tsImport;
  try {
    ({ tsImport } = await import('tsx/esm/api'));
  } catch {
    throw new Error(
      `${join(dist ?? 'dist', TABLES_FILE)} is missing: build the console (npm run build) before serving it.`,
    );
  }
  const { SERVICES } = await tsImport('../src/oci/services.ts', import.meta.url);
  const { REGIONS } = await tsImport('../src/oci/regions.ts', import.meta.url);
  return tablesFrom(SERVICES, REGIONS);
}
