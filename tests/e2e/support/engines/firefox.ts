/**
 * Firefox ESR driven over WebDriver BiDi, which Firefox speaks itself (no geckodriver): started
 * headless with a fresh profile and `--remote-debugging-port=0`, it prints the WebSocket address
 * to connect to. Its own offline switch is BiDi's `emulation.setNetworkConditions`.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import type { EngineDriver, ElementRef } from './enginePage';
import { printed, start, type Started } from './processes';

export const FIREFOX = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

/** Prefs of the fresh profile: no first-run pages, no update or telemetry traffic. */
const PREFS: Readonly<Record<string, boolean | string | number>> = {
  'browser.shell.checkDefaultBrowser': false,
  'browser.startup.homepage_override.mstone': 'ignore',
  'datareporting.policy.dataSubmissionEnabled': false,
  'toolkit.telemetry.reportingpolicy.firstRun': false,
  'app.update.disabledForTesting': true,
  'browser.aboutwelcome.enabled': false,
  // Headless, with no desktop notification service to hand them to: Firefox's own alert windows.
  'alerts.useSystemBackend': false,
};

interface Message {
  readonly id?: number;
  readonly type: 'success' | 'error' | 'event';
  readonly method?: string;
  readonly params?: Record<string, unknown>;
  readonly result?: Record<string, unknown>;
  readonly error?: string;
  readonly message?: string;
}

class Bidi {
  private next = 1;
  private readonly pending = new Map<number, (message: Message) => void>();
  private readonly listeners: ((message: Message) => void)[] = [];

  constructor(private readonly socket: WebSocket) {
    socket.on('message', (data: Buffer) => {
      const message = JSON.parse(data.toString('utf8')) as Message;
      if (message.id !== undefined && this.pending.has(message.id)) {
        this.pending.get(message.id)?.(message);
        this.pending.delete(message.id);
      } else if (message.type === 'event') for (const listener of this.listeners) listener(message);
    });
  }

  static async connect(url: string): Promise<Bidi> {
    const socket = new WebSocket(url);
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => {
        resolve();
      });
      socket.once('error', reject);
    });
    return new Bidi(socket);
  }

  send(method: string, params: Record<string, unknown>): Promise<Record<string, unknown>> {
    const id = this.next++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, (message) => {
        if (message.type === 'success') resolve(message.result ?? {});
        else reject(new Error(`${method}: ${message.error ?? ''} ${message.message ?? ''}`));
      });
      this.socket.send(JSON.stringify({ id, method, params }));
    });
  }

  onEvent(listener: (message: Message) => void): void {
    this.listeners.push(listener);
  }

  close(): void {
    this.socket.close();
  }
}

interface LogEntry {
  readonly type?: string;
  readonly level?: string;
  readonly text?: string;
  readonly source?: { readonly realm?: string };
  readonly stackTrace?: unknown;
}

/**
 * The page's errors as Chromium's `pageerror` has them: every uncaught exception (an entry with a
 * stack), and a load that failed in a page still shown. Firefox also logs, as errors of the page
 * being left, each load that page had not finished when it was navigated away from ("A
 * ServiceWorker intercepted the request and encountered an unexpected error"): nobody sees those,
 * so they go with their page.
 */
class PageErrors {
  private readonly uncaught: string[] = [];
  private readonly loads = new Map<string, string[]>();
  private readonly gone = new Set<string>();

  logged(entry: LogEntry): void {
    if (entry.type !== 'javascript' || entry.level !== 'error') return;
    const text = entry.text ?? '';
    const realm = entry.source?.realm ?? '';
    if (entry.stackTrace !== undefined) this.uncaught.push(text);
    else if (!this.gone.has(realm)) this.loads.set(realm, [...(this.loads.get(realm) ?? []), text]);
  }

  left(realm: string): void {
    this.gone.add(realm);
    this.loads.delete(realm);
  }

  list(): string[] {
    return [...this.uncaught, ...[...this.loads.values()].flat()];
  }
}

interface Evaluated {
  readonly type: 'success' | 'exception';
  readonly result?: { readonly type: string; readonly value?: unknown; readonly sharedId?: string };
  readonly exceptionDetails?: { readonly text?: string };
}

function outcome(evaluated: Record<string, unknown>): NonNullable<Evaluated['result']> {
  const answer = evaluated as unknown as Evaluated;
  if (answer.type === 'exception') throw new Error(`In the page: ${answer.exceptionDetails?.text ?? ''}`);
  return answer.result ?? { type: 'undefined' };
}

export async function launchFirefox(): Promise<EngineDriver> {
  const profile = mkdtempSync(join(tmpdir(), 'field-console-firefox-'));
  writeFileSync(
    join(profile, 'user.js'),
    Object.entries(PREFS)
      .map(([name, value]) => `user_pref(${JSON.stringify(name)}, ${JSON.stringify(value)});`)
      .join('\n'),
  );
  let firefox: Started | undefined;
  let bidi: Bidi | undefined;
  const remove = (): void => {
    rmSync(profile, { recursive: true, force: true });
  };
  try {
    firefox = start(FIREFOX, [
      '--headless',
      '--no-remote',
      '--profile',
      profile,
      '--remote-debugging-port=0',
    ]);
    const [, address = ''] = await printed(firefox, /WebDriver BiDi listening on (ws:\/\/\S+)/);
    const connected = await Bidi.connect(`${address}/session`);
    bidi = connected;
    const created = await connected.send('session.new', {
      capabilities: { alwaysMatch: { unhandledPromptBehavior: { default: 'ignore' } } },
    });
    const version = String((created.capabilities as { browserVersion?: string }).browserVersion);
    const errors = new PageErrors();
    connected.onEvent((message) => {
      if (message.method === 'log.entryAdded') errors.logged(message.params as LogEntry);
      if (message.method === 'script.realmDestroyed') errors.left((message.params as { realm: string }).realm);
    });
    await connected.send('session.subscribe', { events: ['log.entryAdded', 'script.realmDestroyed'] });
    const tree = (await connected.send('browsingContext.getTree', {})) as { contexts: { context: string }[] };
    const context = tree.contexts[0]?.context;
    if (context === undefined) throw new Error('Firefox opened no browsing context');
    await connected.send('browsingContext.setViewport', { context, viewport: { width: 1280, height: 900 } });
    const running = firefox;
    const callFunction = (declaration: string, args: unknown[], awaitPromise: boolean) =>
      connected.send('script.callFunction', {
        functionDeclaration: declaration,
        target: { context },
        arguments: args,
        awaitPromise,
        resultOwnership: 'none',
      });
    const perform = (actions: unknown[]) => connected.send('input.performActions', { context, actions });
    const click = async (element: ElementRef) => {
      const node = { sharedId: element };
      await callFunction('(element) => element.scrollIntoView({ block: "center" })', [node], false);
      await perform([
        {
          type: 'pointer',
          id: 'mouse',
          parameters: { pointerType: 'mouse' },
          actions: [
            { type: 'pointerMove', x: 0, y: 0, origin: { type: 'element', element: node } },
            { type: 'pointerDown', button: 0 },
            { type: 'pointerUp', button: 0 },
          ],
        },
      ]);
    };
    return {
      engine: 'firefox',
      version,
      navigate: async (url) => {
        await connected.send('browsingContext.navigate', { context, url, wait: 'complete' });
      },
      reload: async () => {
        await connected.send('browsingContext.reload', { context, wait: 'complete' });
      },
      currentUrl: async () => {
        const now = (await connected.send('browsingContext.getTree', { root: context })) as {
          contexts: { url: string }[];
        };
        return now.contexts[0]?.url ?? '';
      },
      call: async (source, args) => {
        const declaration = `async (json) => JSON.stringify((await (${source})(...JSON.parse(json))) ?? null)`;
        const result = outcome(
          await callFunction(declaration, [{ type: 'string', value: JSON.stringify(args) }], true),
        );
        return JSON.parse(String(result.value)) as unknown;
      },
      element: async (source, args) => {
        const declaration = `(json) => (${source})(...JSON.parse(json))`;
        const result = outcome(
          await callFunction(declaration, [{ type: 'string', value: JSON.stringify(args) }], false),
        );
        return result.type === 'node' ? result.sharedId : undefined;
      },
      click,
      type: async (element, text) => {
        await click(element);
        const keys = Array.from(text).flatMap((value) => [
          { type: 'keyDown', value },
          { type: 'keyUp', value },
        ]);
        await perform([{ type: 'key', id: 'keyboard', actions: keys }]);
      },
      setOffline: async (offline) => {
        await connected.send('emulation.setNetworkConditions', {
          networkConditions: offline ? { type: 'offline' } : null,
        });
      },
      grantNotifications: async (origin: string) => {
        await connected.send('permissions.setPermission', {
          descriptor: { name: 'notifications' },
          state: 'granted',
          origin,
        });
      },
      errors: () => Promise.resolve(errors.list()),
      close: async () => {
        await connected.send('browser.close', {}).catch(() => undefined);
        connected.close();
        await running.stop();
        remove();
      },
    };
  } catch (error) {
    bidi?.close();
    await firefox?.stop();
    remove();
    throw error;
  }
}
