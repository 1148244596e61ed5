/**
 * What the engine tests take from the emulator, and what each engine is known to lack (so what
 * Settings must say about it).
 */
import type { EngineName } from '../support/engines/enginePage';

const REGION = 'us-ashburn-1';

export interface Instance {
  readonly id: string;
  readonly name: string;
}

/** A stopped instance of the demo tenancy whose name no other instance has. */
export async function stoppedInstance(emulatorUrl: string): Promise<Instance> {
  const answer = await fetch(`${emulatorUrl}/query/${REGION}/20180409/resources?limit=1000`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ type: 'Structured', query: 'query instance resources' }),
  });
  const { items } = (await answer.json()) as {
    items: { identifier: string; displayName: string; lifecycleState: string }[];
  };
  const named = (name: string) => items.filter((item) => item.displayName === name).length;
  const found = items.find((item) => item.lifecycleState === 'STOPPED' && named(item.displayName) === 1);
  if (found === undefined) throw new Error('The demo tenancy has no stopped instance with a unique name');
  return { id: found.identifier, name: found.displayName };
}

/**
 * What Settings says works differently in each engine as the tests run it (a tab, not installed;
 * src/app/pwa/browserDifferences.ts). Chromium has both background syncs (periodic ones only
 * installed) but, on Linux, neither BarcodeDetector nor a share sheet; WebKitGTK ships without
 * the Storage API (no `navigator.storage`); neither WebKit nor Firefox has either background sync.
 */
export function expectedDifferences(engine: EngineName): string[] {
  switch (engine) {
    case 'chromium':
      return ['watchesWhenInstalled', 'noScanner', 'shareCopies'];
    case 'webkit':
      return ['watchesWhileOpen', 'outboxWhileOpen', 'storageMayBeCleared', 'noScanner', 'shareCopies'];
    case 'firefox':
      return ['watchesWhileOpen', 'outboxWhileOpen', 'noScanner', 'shareCopies'];
  }
}
