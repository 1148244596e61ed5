/**
 * HTTPS names that are not loopback names, as a phone meets a deployed console: a certificate
 * authority of the test's own issues each name's certificate, and a Chromium of the test's own
 * trusts that authority the way Chromium on Linux trusts any local root — from the NSS database
 * in `$HOME/.pki/nssdb` (written with `certutil`, Debian's libnss3-tools) of a HOME given to that
 * Chromium alone — and resolves the names to this machine (`--host-resolver-rules`). Nothing
 * tells Chromium to ignore certificate errors: a service worker installs only over a chain the
 * browser trusts.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, devices, type BrowserContext, type Page } from 'playwright-core';
import { makeTestCa, type Issued, type TestCa } from '../../unit/scripts/testCa';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, PHONE } from './browser';

/** A certificate and its key written where a server reads them. */
export interface CertificateFiles {
  readonly cert: string;
  readonly key: string;
  readonly certPem: string;
  readonly keyPem: string;
}

export interface TrustedNames {
  readonly ca: TestCa;
  /** A certificate for `names`, issued by the CA, written to files. */
  issue(file: string, names: readonly string[]): Promise<CertificateFiles>;
  /** A fresh phone (a profile of its own) that trusts the CA and finds `hosts` on this machine. */
  openPhone(hosts: readonly string[]): Promise<TrustingPhone>;
  /** Removes the files, the browser HOME and the profiles. */
  remove(): void;
}

export interface TrustingPhone {
  readonly context: BrowserContext;
  readonly page: Page;
  /** Uncaught page errors. */
  readonly errors: string[];
  /** Closes the browser and removes its profile (once, however often it is called). */
  close(): Promise<void>;
}

/** Android Chromium's user agent, as the phone sends it. */
const PHONE_USER_AGENT = devices['Pixel 7'].userAgent;

/** `certutil`'s NSS database in `home`, holding `caPem` as a trusted root for web sites. */
function trustInNss(home: string, caPem: string): void {
  const database = join(home, '.pki', 'nssdb');
  mkdirSync(database, { recursive: true });
  const caFile = join(home, 'test-ca.pem');
  writeFileSync(caFile, caPem);
  execFileSync('certutil', ['-N', '-d', `sql:${database}`, '--empty-password']);
  execFileSync('certutil', [
    '-A',
    '-d',
    `sql:${database}`,
    '-n',
    'Field Console test CA',
    '-t',
    'C,,',
    '-i',
    caFile,
  ]);
}

export async function trustedNames(): Promise<TrustedNames> {
  const root = mkdtempSync(join(tmpdir(), 'field-console-names-'));
  const ca = await makeTestCa();
  const home = join(root, 'home');
  trustInNss(home, ca.certPem);
  let profiles = 0;
  return {
    ca,
    async issue(file, names) {
      const issued: Issued = await ca.issue(names[0] ?? file, names);
      const cert = join(root, `${file}.crt`);
      const key = join(root, `${file}.key`);
      writeFileSync(cert, issued.certPem);
      writeFileSync(key, issued.keyPem);
      return { cert, key, certPem: issued.certPem, keyPem: issued.keyPem };
    },
    async openPhone(hosts) {
      profiles += 1;
      const profile = join(root, `profile-${profiles}`);
      const rules = hosts.map((host) => `MAP ${host} 127.0.0.1`).join(',');
      const context = await chromium.launchPersistentContext(profile, {
        executablePath: CHROMIUM_PATH,
        args: [...CHROMIUM_FLAGS, `--host-resolver-rules=${rules}`],
        env: { ...process.env, HOME: home },
        ...PHONE,
        userAgent: PHONE_USER_AGENT,
      });
      const page = context.pages()[0] ?? (await context.newPage());
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      let closing: Promise<void> | undefined;
      return {
        context,
        page,
        errors,
        close: () =>
          (closing ??= (async () => {
            await context.close();
            rmSync(profile, { recursive: true, force: true });
          })()),
      };
    },
    remove() {
      rmSync(root, { recursive: true, force: true });
    },
  };
}
