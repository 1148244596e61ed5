/**
 * One page in one engine, as the engine tests use it: open an address, find by role or text,
 * click, type, wait for what a person would see, evaluate script, go offline. Each engine
 * supplies an `EngineDriver` (WebDriver classic for WebKit, WebDriver BiDi for Firefox,
 * Playwright for Chromium); the waiting and finding are written once here.
 */
import { describeTarget, locateInPage, toWire, type Target } from './target';

export type EngineName = 'chromium' | 'webkit' | 'firefox';

/** An element as the engine's protocol names it: a WebDriver id, a BiDi shared id, a Playwright handle. */
export type ElementRef = string | object;

/** What an engine's protocol does for the page; everything else is built on it. */
export interface EngineDriver {
  readonly engine: EngineName;
  /** The engine's own version (WebKitGTK's, Firefox's, Chromium's). */
  readonly version: string;
  navigate(url: string): Promise<void>;
  reload(): Promise<void>;
  currentUrl(): Promise<string>;
  /**
   * Runs `source`, the text of a function, with `args` (plain JSON) and answers what its promise
   * resolves to, as JSON.
   */
  call(source: string, args: readonly unknown[]): Promise<unknown>;
  /** The first element `locate(args)` answers in the page, or undefined. */
  element(source: string, args: readonly unknown[]): Promise<ElementRef | undefined>;
  click(element: ElementRef): Promise<void>;
  /** Types `text` into the focused element (clicked first); `\uE007` is Enter. */
  type(element: ElementRef, text: string): Promise<void>;
  /** The engine's own offline switch, or the network gates in front of the console. */
  setOffline(offline: boolean): Promise<void>;
  /**
   * Allows `origin` to show notifications, where the protocol can say so (WebDriver classic
   * cannot: WebKitGTK's MiniBrowser asks the person in a bar the driver does not reach).
   */
  readonly grantNotifications?: (origin: string) => Promise<void>;
  /** Uncaught errors of the page so far, as far as the engine lets a test see them. */
  errors(): Promise<readonly string[]>;
  close(): Promise<void>;
}

export interface WaitOptions {
  readonly timeout?: number;
}

const DEFAULT_TIMEOUT_MS = 30_000;
const POLL_MS = 150;
export const ENTER = '\uE007';

/**
 * esbuild and oxc may wrap a named inner function in `__name(...)` when they compile the tests;
 * in the page that helper does not exist, so the page's copy of a function gets a harmless one.
 */
function pageSource(fn: (...args: never[]) => unknown): string {
  return `(...args) => { var __name = (f) => f; return (${fn.toString()})(...args); }`;
}

/** A page function that finds `wire`'s elements (as `found`) and runs `body`, with `rest` the other arguments. */
function withFound(body: string): string {
  return `(wire, ...rest) => { var __name = (f) => f; const found = (${locateInPage.toString()})(wire); ${body} }`;
}

const LOCATE = withFound('return found[0] ?? null;');

export class EnginePage {
  constructor(readonly driver: EngineDriver) {}

  get engine(): EngineName {
    return this.driver.engine;
  }

  goto(url: string): Promise<void> {
    return this.driver.navigate(url);
  }

  reload(): Promise<void> {
    return this.driver.reload();
  }

  url(): Promise<string> {
    return this.driver.currentUrl();
  }

  async evaluate<A extends unknown[], R>(fn: (...args: A) => R | Promise<R>, ...args: A): Promise<R> {
    return (await this.driver.call(pageSource(fn), args)) as R;
  }

  /** How many visible elements `target` names now. */
  async count(target: Target): Promise<number> {
    return (await this.driver.call(withFound('return found.length;'), [toWire(target)])) as number;
  }

  /** The text of the first visible element `target` names, whitespace squashed; undefined if none. */
  async text(target: Target): Promise<string | undefined> {
    const body =
      "return found[0] === undefined ? null : (found[0].textContent ?? '').replace(/\\s+/g, ' ').trim();";
    return ((await this.driver.call(withFound(body), [toWire(target)])) as string | null) ?? undefined;
  }

  async attribute(target: Target, name: string): Promise<string | null | undefined> {
    const body = 'return found[0] === undefined ? undefined : found[0].getAttribute(rest[0]);';
    return (await this.driver.call(withFound(body), [toWire(target), name])) as string | null | undefined;
  }

  /** Waits until `target` names a visible element, and answers it. */
  async find(target: Target, options: WaitOptions = {}): Promise<ElementRef> {
    const seen: { element?: ElementRef } = {};
    await this.until(
      async () => {
        seen.element = await this.driver.element(LOCATE, [toWire(target)]);
        return seen.element !== undefined;
      },
      `${describeTarget(target)} to be visible`,
      options,
    );
    if (seen.element === undefined) throw new Error(`${describeTarget(target)} went before it was found`);
    return seen.element;
  }

  async waitFor(target: Target, options: WaitOptions = {}): Promise<void> {
    await this.find(target, options);
  }

  async waitForGone(target: Target, options: WaitOptions = {}): Promise<void> {
    await this.until(
      async () => (await this.count(target)) === 0,
      `${describeTarget(target)} to go`,
      options,
    );
  }

  async click(target: Target, options: WaitOptions = {}): Promise<void> {
    await this.driver.click(await this.find(target, options));
  }

  /** Types into the field `target` names (which must be empty, as a fresh page's are). */
  async type(target: Target, text: string, options: WaitOptions = {}): Promise<void> {
    await this.driver.type(await this.find(target, options), text);
  }

  setOffline(offline: boolean): Promise<void> {
    return this.driver.setOffline(offline);
  }

  errors(): Promise<readonly string[]> {
    return this.driver.errors();
  }

  close(): Promise<void> {
    return this.driver.close();
  }

  /** What the page shows, for a failure's message: its address and the start of its text. */
  private async shown(): Promise<string> {
    const look = async (): Promise<string> => {
      const text = await this.evaluate(() => document.body.innerText.replace(/\s+/g, ' ').slice(0, 400));
      return `the page at ${await this.url()} shows: ${text}`;
    };
    // A page that hangs answers nothing: the failure is told all the same.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const hung = new Promise<string>((resolve) => {
      timer = setTimeout(() => {
        resolve('the page answers nothing');
      }, 5_000);
    });
    try {
      return await Promise.race([look().catch((error: unknown) => `the page answers: ${String(error)}`), hung]);
    } finally {
      clearTimeout(timer);
    }
  }

  /** Polls `check` until it answers true; fails naming `what` after the timeout. */
  async until(
    check: () => Promise<boolean>,
    what: string | (() => string),
    options: WaitOptions = {},
  ): Promise<void> {
    const deadline = Date.now() + (options.timeout ?? DEFAULT_TIMEOUT_MS);
    let last: unknown;
    for (;;) {
      try {
        if (await check()) return;
      } catch (error) {
        // A page between two documents answers nothing for a moment: look again.
        last = error;
      }
      if (Date.now() > deadline) {
        const cause = last instanceof Error ? ` (last error: ${last.message})` : '';
        throw new Error(
          `${this.engine}: timed out waiting for ${typeof what === 'string' ? what : what()}${cause}; ${await this.shown()}`,
        );
      }
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }

  /** Polls `read` until `accept` takes its answer; answers it. */
  async poll<T>(
    read: () => Promise<T>,
    accept: (value: T) => boolean,
    what: string,
    options: WaitOptions = {},
  ): Promise<T> {
    let value: T | undefined;
    let seen = false;
    await this.until(
      async () => {
        value = await read();
        seen = true;
        return accept(value);
      },
      () => `${what}${seen ? ` (last seen: ${JSON.stringify(value)})` : ''}`,
      options,
    );
    return value as T;
  }
}
