/**
 * The identity of one read, for deduplication: region, operation, base path and the
 * parameters, with object keys sorted so `{ a, b }` and `{ b, a }` are the same read.
 */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (typeof value === 'object' && value !== null) {
    const sorted: Record<string, unknown> = {};
    for (const key of Object.keys(value).sort()) {
      const inner = (value as Readonly<Record<string, unknown>>)[key];
      if (inner !== undefined) sorted[key] = canonical(inner);
    }
    return sorted;
  }
  return value;
}

export function readKey(
  region: string,
  operation: string,
  params: Readonly<Record<string, unknown>>,
  basePath: string | undefined,
): string {
  return JSON.stringify([region, operation, basePath ?? '', canonical(params)]);
}
