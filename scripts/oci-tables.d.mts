export interface OciTables {
  readonly templates: Readonly<Record<string, string>>;
  readonly regions: Readonly<Record<string, string>>;
  readonly realmDomains: readonly string[];
}

export const TABLES_FILE: string;

export function tablesFrom(
  services: Readonly<Record<string, { readonly key: string; readonly hostTemplate: string }>>,
  regions: readonly { readonly id: string; readonly secondLevelDomain: string }[],
): OciTables;

export function loadOciTables(options?: { dist?: string }): Promise<OciTables>;
