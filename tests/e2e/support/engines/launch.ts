/**
 * The engines the main flows run in, and the console they run against: an emulator and the
 * production build, each reached through a network gate (closed, it is a dead zone for engines
 * with no offline switch of their own).
 */
import { startEmulator, type RunningEmulator } from '../../../../emulator/server';
import { startStaticServer } from '../../../../scripts/serve.mjs';
import { DIST } from '../dist';
import { Teardown } from '../teardown';
import { launchChromium } from './chromium';
import { EnginePage, type EngineName } from './enginePage';
import { launchFirefox } from './firefox';
import { startNetworkGate, type NetworkGate } from './networkGate';
import { launchWebKit } from './webkit';

export interface EngineConsole {
  /** The console's address, through its gate. */
  readonly url: string;
  /** The emulator, for the test's own calls (not through the gate). */
  readonly emulator: RunningEmulator;
  readonly gates: readonly NetworkGate[];
  close(): Promise<void>;
}

export async function startEngineConsole(timeScale: number): Promise<EngineConsole> {
  const teardown = new Teardown();
  try {
    const emulator = await startEmulator({ port: 0, timeScale });
    teardown.add(() => emulator.close());
    const emulatorGate = await startNetworkGate(emulator.url);
    teardown.add(() => emulatorGate.close());
    const served = (await startStaticServer({
      root: DIST,
      port: 0,
      config: { endpoint: emulatorGate.url, localeBase: `${emulatorGate.url}/locales`, mode: 'emulator' },
    })) as { url: string; close(): Promise<unknown> };
    teardown.add(() => served.close());
    const consoleGate = await startNetworkGate(served.url);
    teardown.add(() => consoleGate.close());
    return {
      url: consoleGate.url,
      emulator,
      gates: [consoleGate, emulatorGate],
      close: () => teardown.run(),
    };
  } catch (error) {
    await teardown.run();
    throw error;
  }
}

/** A fresh profile of `engine` with one page open on nothing yet. */
export async function openEngine(engine: EngineName, gates: readonly NetworkGate[]): Promise<EnginePage> {
  switch (engine) {
    case 'chromium':
      return new EnginePage(await launchChromium());
    case 'webkit':
      return new EnginePage(await launchWebKit(gates));
    case 'firefox':
      return new EnginePage(await launchFirefox());
  }
}
