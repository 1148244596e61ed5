/**
 * `startEmulator(options)`: the emulator as a library, for tests and `npm start`. It listens on
 * 127.0.0.1 (port 0 picks a free one) and answers every operation of the catalogue at
 * `http://127.0.0.1:<port>/<service>/<region>/<base path><path>`.
 */
import { createServer, type Server } from 'node:http';
import type { Socket } from 'node:net';
import { OPERATIONS } from '../src/oci/operations';
import { dispatch } from './dispatch';
import { resolveOptions, type EmulatorOptions } from './options';
import { Router } from './router';
import { EmulatorState } from './state';

export type { EmulatorOptions } from './options';

export interface RunningEmulator {
  /** `http://127.0.0.1:<port>`: the endpoint the console's client takes. */
  readonly url: string;
  readonly port: number;
  readonly state: EmulatorState;
  close(): Promise<void>;
}

export const HOST = '127.0.0.1';

function listen(server: Server, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, HOST, () => {
      server.off('error', reject);
      const address = server.address();
      resolve(typeof address === 'object' && address !== null ? address.port : port);
    });
  });
}

export async function startEmulator(options: EmulatorOptions = {}): Promise<RunningEmulator> {
  const resolved = resolveOptions(options);
  const state = new EmulatorState(resolved);
  const router = new Router(OPERATIONS);
  const connections = { hanging: new Set<Socket>() };
  const server = createServer((request, response) => {
    dispatch(state, router, connections, request, response).catch((error: unknown) => {
      console.error(`emulator: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      if (!response.headersSent) response.writeHead(500, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({ code: 'InternalServerError', message: 'The emulator failed to answer.' }),
      );
    });
  });
  const port = await listen(server, resolved.port);
  return {
    url: `http://${HOST}:${port}`,
    port,
    state,
    close: () =>
      new Promise<void>((resolve, reject) => {
        for (const socket of connections.hanging) socket.destroy();
        server.close((error) => {
          if (error) reject(error);
          else resolve();
        });
        server.closeAllConnections();
      }),
  };
}
