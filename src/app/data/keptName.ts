/**
 * The name the device keeps for a resource, outside a hook: the local index's (search and the
 * list walks fill it), else that of a kept read of it (a details page seen before, offline
 * too). Undefined when neither holds it. Used to name what a change is about when it is queued.
 */
import { consoleDb } from '../../contract/db';

const nameIn = (body: unknown, id: string): string | undefined => {
  if (typeof body !== 'object' || body === null) return undefined;
  const fields = body as Readonly<Record<string, unknown>>;
  const name = fields['displayName'] ?? fields['name'];
  return fields['id'] === id && typeof name === 'string' && name !== '' ? name : undefined;
};

export async function keptName(id: string, reads: readonly string[]): Promise<string | undefined> {
  if (id === '') return undefined;
  const db = consoleDb();
  const indexed = (await db.resources.get(id).catch(() => undefined))?.displayName;
  if (typeof indexed === 'string' && indexed !== '') return indexed;
  if (reads.length === 0) return undefined;
  const kept = await db.records
    .where('operation')
    .anyOf([...reads])
    .toArray()
    .catch(() => []);
  for (const record of kept) {
    const name = nameIn(record.body, id);
    if (name !== undefined) return name;
  }
  return undefined;
}
