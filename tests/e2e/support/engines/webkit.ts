/**
 * WebKitGTK (Safari's engine): Debian's WebKitWebDriver, a W3C WebDriver classic server, driving
 * its MiniBrowser on a virtual display. Each session is a fresh, ephemeral profile (MiniBrowser
 * in automation mode keeps nothing). WebDriver classic has no offline switch and WebKitGTK no
 * network emulation, so going offline closes the network gates in front of the console and the
 * emulator (networkGate.ts).
 */
import { existsSync } from 'node:fs';
import type { EngineDriver, ElementRef } from './enginePage';
import type { NetworkGate } from './networkGate';
import { freePort, printed, start, startDisplay, type Started } from './processes';

export const WEBKIT_DRIVER = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
/** Debian's libwebkit2gtk-4.1-0 ships MiniBrowser in its multiarch library folder. */
export const MINIBROWSER =
  process.env.MINIBROWSER_PATH ??
  ['x86_64', 'aarch64']
    .map((arch) => `/usr/lib/${arch}-linux-gnu/webkit2gtk-4.1/MiniBrowser`)
    .find((path) => existsSync(path)) ??
  '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

const ELEMENT_KEY = 'element-6066-11e4-a52e-4f735466cecf';

interface Reply {
  readonly value: unknown;
}

class WebDriverError extends Error {}

async function command(base: string, method: string, path: string, body?: unknown): Promise<unknown> {
  const answer = await fetch(`${base}${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const reply = (await answer.json()) as Reply;
  if (!answer.ok) {
    const error = reply.value as { error?: string; message?: string };
    throw new WebDriverError(`${method} ${path}: ${error.error ?? answer.status} ${error.message ?? ''}`);
  }
  return reply.value;
}

/**
 * The page's uncaught errors and unhandled rejections. MiniBrowser, started by WebKitWebDriver,
 * prints nothing of the page's console anywhere a test can read, and WebDriver classic cannot run a
 * script before the page's own; so every script a test runs first makes sure the page keeps its
 * errors, in sessionStorage (which outlives the tab's reloads). An error thrown while a document
 * loads, before the test's first look at it, is missed.
 */
const ERRORS_KEY = 'field-console-engine-errors';
const WATCH_ERRORS = `
  if (!window.__engineErrorsWatched) {
    window.__engineErrorsWatched = true;
    const keep = (text) => {
      const list = JSON.parse(sessionStorage.getItem('${ERRORS_KEY}') || '[]');
      list.push(String(text));
      sessionStorage.setItem('${ERRORS_KEY}', JSON.stringify(list));
    };
    // A page being left drops the loads it had begun (a lazy import fails): nobody sees those.
    // WebKit drops them when the next page starts to arrive, before 'pagehide'; 'beforeunload'
    // comes before both.
    let leaving = false;
    addEventListener('beforeunload', () => { leaving = true; });
    addEventListener('pagehide', () => { leaving = true; });
    addEventListener('error', (event) => { if (!leaving) keep(event.message); });
    addEventListener('unhandledrejection', (event) => { if (!leaving) keep(event.reason); });
  }`;
const READ_ERRORS = `() => JSON.parse(sessionStorage.getItem('${ERRORS_KEY}') || '[]')`;

/**
 * The body of an asynchronous script calling `source` (a function's text, written into the
 * script, since the console's CSP forbids eval) with the arguments; the promise's value or error
 * comes back through the script's callback as `{ value }` or `{ error }`.
 */
function asyncCall(source: string): string {
  return `
    ${WATCH_ERRORS}
    const done = arguments[arguments.length - 1];
    Promise.resolve()
      .then(() => (${source})(...arguments[0]))
      .then((value) => done({ value: value === undefined ? null : value }),
            (error) => done({ error: String((error && error.stack) || error) }));`;
}

export async function launchWebKit(gates: readonly NetworkGate[]): Promise<EngineDriver> {
  const display = await startDisplay();
  let driver: Started | undefined;
  try {
    const port = await freePort();
    driver = start(WEBKIT_DRIVER, [`--port=${port}`], { env: { ...process.env, DISPLAY: display.display } });
    await printed(driver, /Listening on|WebDriver/i, 15_000).catch(() => undefined);
    const base = `http://127.0.0.1:${port}`;
    await waitForStatus(base);
    const created = (await command(base, 'POST', '/session', {
      capabilities: {
        alwaysMatch: {
          'webkitgtk:browserOptions': {
            binary: MINIBROWSER,
            // The back-forward cache is off: a console page frozen there can keep an IndexedDB
            // transaction of its own open, and the next page of the run waits on it
            // (src/app/pwa/pageCache.ts ends the frozen page's worker, not the page's own reads).
            args: ['--automation', '--enable-page-cache=false'],
          },
        },
      },
    })) as { sessionId: string; capabilities: { browserVersion: string } };
    const session = `/session/${created.sessionId}`;
    await command(base, 'POST', `${session}/window/rect`, { width: 1280, height: 900 });
    await command(base, 'POST', `${session}/timeouts`, { script: 60_000 });
    const running = driver;
    const call = async (source: string, args: readonly unknown[]): Promise<unknown> => {
      const reply = (await command(base, 'POST', `${session}/execute/async`, {
        script: asyncCall(source),
        args: [args],
      })) as { value?: unknown; error?: string };
      if (reply.error !== undefined) throw new Error(`In the page: ${reply.error}`);
      return reply.value;
    };
    return {
      engine: 'webkit',
      version: created.capabilities.browserVersion,
      navigate: async (url) => {
        await command(base, 'POST', `${session}/url`, { url });
      },
      reload: async () => {
        await command(base, 'POST', `${session}/refresh`, {});
      },
      currentUrl: async () => (await command(base, 'GET', `${session}/url`)) as string,
      call,
      element: async (source, args) => {
        const found = (await command(base, 'POST', `${session}/execute/sync`, {
          script: `return (${source})(...arguments[0]);`,
          args: [args],
        })) as Record<string, string> | null;
        return found === null ? undefined : found[ELEMENT_KEY];
      },
      click: async (element: ElementRef) => {
        await command(base, 'POST', `${session}/element/${elementId(element)}/click`, {});
      },
      type: async (element: ElementRef, text: string) => {
        const id = elementId(element);
        await command(base, 'POST', `${session}/element/${id}/click`, {});
        await command(base, 'POST', `${session}/element/${id}/value`, { text });
      },
      setOffline: (offline) => {
        for (const gate of gates) gate.setOpen(!offline);
        return Promise.resolve();
      },
      errors: async () => (await call(READ_ERRORS, [])) as string[],
      close: async () => {
        await command(base, 'DELETE', session).catch(() => undefined);
        await running.stop();
        await display.stop();
      },
    };
  } catch (error) {
    await driver?.stop();
    await display.stop();
    throw error;
  }
}

function elementId(element: ElementRef): string {
  if (typeof element !== 'string') throw new Error('Not a WebDriver element id');
  return element;
}

async function waitForStatus(base: string): Promise<void> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    try {
      const status = (await command(base, 'GET', '/status')) as { ready?: boolean };
      if (status.ready !== false) return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
