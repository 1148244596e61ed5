/**
 * A structured search straight at the emulator, every page of it: what the tenancy holds, as a
 * test states it beside what the console shows.
 */

export interface FoundResource {
  readonly identifier: string;
  readonly resourceType: string;
  readonly compartmentId: string;
  readonly displayName: string;
  readonly lifecycleState?: string;
}

export async function searchAll(
  emulatorUrl: string,
  region: string,
  query: string,
): Promise<FoundResource[]> {
  const items: FoundResource[] = [];
  let page: string | null = null;
  do {
    const address = `${emulatorUrl}/query/${region}/20180409/resources?limit=1000`;
    const response: Response = await fetch(
      page === null ? address : `${address}&page=${encodeURIComponent(page)}`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ type: 'Structured', query, matchingContextType: 'NONE' }),
      },
    );
    if (!response.ok) throw new Error(`${query}: the emulator answered ${response.status}`);
    items.push(...((await response.json()) as { items: FoundResource[] }).items);
    page = response.headers.get('opc-next-page');
  } while (page !== null && page !== '');
  return items;
}

/** A running instance of the demo tenancy whose name no other instance has: one a test can find by name. */
export async function runningInstance(
  emulatorUrl: string,
  region: string,
): Promise<{ id: string; name: string }> {
  const items = await searchAll(emulatorUrl, region, 'query instance resources');
  const named = (name: string) => items.filter((item) => item.displayName === name).length;
  const found = items.find((item) => item.lifecycleState === 'RUNNING' && named(item.displayName) === 1);
  if (found === undefined) throw new Error('The demo tenancy has no running instance with a unique name');
  return { id: found.identifier, name: found.displayName };
}
