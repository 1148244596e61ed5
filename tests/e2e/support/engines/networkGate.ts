/**
 * A dead zone the test controls, for engines with no offline switch of their own (WebKitGTK's
 * WebDriver has none): a TCP relay on a port of its own in front of one server. Open, it passes
 * bytes both ways; closed, it cuts every connection it carries and resets each new one, as a
 * phone with one bar of signal and then none does. The browser still reports itself online
 * (navigator.onLine is true, no `offline` event): the console must cope with calls that fail.
 */
import { createServer, connect, type Server, type Socket } from 'node:net';

export interface NetworkGate {
  /** The relay's address, to give the browser instead of the server's. */
  readonly url: string;
  setOpen(open: boolean): void;
  close(): Promise<void>;
}

export async function startNetworkGate(target: string): Promise<NetworkGate> {
  const { hostname, port } = new URL(target);
  const sockets = new Set<Socket>();
  let open = true;
  const track = (socket: Socket): void => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const server: Server = createServer((incoming) => {
    track(incoming);
    if (!open) {
      incoming.resetAndDestroy();
      return;
    }
    const outgoing = connect(Number(port), hostname);
    track(outgoing);
    incoming.pipe(outgoing);
    outgoing.pipe(incoming);
    incoming.on('close', () => outgoing.destroy());
    outgoing.on('close', () => incoming.destroy());
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      resolve();
    });
  });
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('The network gate has no port.');
  return {
    url: `http://127.0.0.1:${address.port}`,
    setOpen(next) {
      open = next;
      if (!next) for (const socket of sockets) socket.resetAndDestroy();
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => {
          resolve();
        });
      }),
  };
}
