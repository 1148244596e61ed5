/**
 * Starts what the browser tests talk to: the emulator (fast lifecycles) and the production
 * build served as `npm start` serves it. URLs reach the tests through `inject`.
 */
import type { TestProject } from 'vitest/node';
import { startEmulator } from '../../../emulator/server';
import { startStaticServer } from '../../../scripts/serve.mjs';
import { DIST } from './dist';

declare module 'vitest' {
  export interface ProvidedContext {
    consoleUrl: string;
    emulatorUrl: string;
  }
}

interface Closable {
  close(): Promise<unknown>;
}

export default async function setup(project: TestProject) {
  const emulator = await startEmulator({ port: 0, timeScale: 0.02 });
  const server = (await startStaticServer({
    root: DIST,
    port: 0,
    config: { endpoint: emulator.url, localeBase: `${emulator.url}/locales`, mode: 'emulator' },
  })) as Closable & { url: string };
  project.provide('consoleUrl', server.url);
  project.provide('emulatorUrl', emulator.url);
  return async () => {
    await server.close();
    await emulator.close();
  };
}
