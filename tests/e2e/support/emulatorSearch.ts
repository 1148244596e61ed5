/**
 * A structured search straight at the emulator, every page of it: what the tenancy holds, as a
 * test states it beside what the console shows.
 */

export interface FoundResource {
  readonly identifier: string;
  readonly resourceType: string;
  readonly compartmentId: string;
  readonly displayName: string;
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
