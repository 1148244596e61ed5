// The OCI facts the static server and the relay check against, read from src/oci through tsx so
// that there is one region table and one list of service hosts, never a copy.

/**
 * @typedef {{
 *   templates: Readonly<Record<string, string>>,
 *   regions: Readonly<Record<string, string>>,
 *   realmDomains: readonly string[],
 * }} OciTables
 * templates: service key → host template (`iaas.{region}.{secondLevelDomain}`);
 * regions: region id → its realm's second-level domain; realmDomains: every realm's domain.
 */

/** @returns {Promise<OciTables>} */
export async function loadOciTables() {
  const { tsImport } = await import('tsx/esm/api');
  const { SERVICES } = await tsImport('../src/oci/services.ts', import.meta.url);
  const { REGIONS } = await tsImport('../src/oci/regions.ts', import.meta.url);
  /** @type {Record<string, string>} */
  const regions = Object.fromEntries(REGIONS.map((r) => [r.id, r.secondLevelDomain]));
  return {
    templates: Object.fromEntries(
      Object.values(SERVICES).map((service) => [service.key, service.hostTemplate]),
    ),
    regions,
    realmDomains: [...new Set(Object.values(regions))].sort(),
  };
}
