/**
 * The value at a dot path in a service answer or a form's body (`networkDetails.type`,
 * `items.0.name`); '' is the value itself. Only own fields are followed, and only indexes into
 * lists, so a path never reaches into a prototype (`constructor`, `length`).
 */
export function valueAt(source: unknown, path: string): unknown {
  if (path === '') return source;
  let current: unknown = source;
  for (const part of path.split('.')) {
    if (typeof current !== 'object' || current === null) return undefined;
    if (Array.isArray(current) && !/^\d+$/.test(part)) return undefined;
    if (!Object.hasOwn(current, part)) return undefined;
    current = (current as Readonly<Record<string, unknown>>)[part];
  }
  return current;
}
