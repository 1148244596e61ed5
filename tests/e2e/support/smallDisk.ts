/**
 * A real small disk for a browser profile: a tmpfs mounted for the test (root only), filled with
 * a ballast file to leave as much room as a test asks, and unmounted whatever happened. Chromium
 * sees a device with a few megabytes free, as a phone's nearly full storage.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type BrowserContextOptions } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './browser';

/** Why a small-disk test cannot run here, or undefined when it can. */
export function smallDiskUnavailable(): string | undefined {
  if (process.platform !== 'linux') return 'mounting a small disk needs Linux';
  if (process.getuid?.() !== 0) return 'mounting a small disk (tmpfs) needs root; CI runs as root';
  return undefined;
}

export interface SmallDisk {
  /** Where the browser profile goes. */
  readonly profile: string;
  /** Megabytes free on the disk now. */
  freeMb(): number;
  /** Writes a ballast file so that about `mb` megabytes stay free. */
  leaveFree(mb: number): void;
  /** The browser's IndexedDB folder in the profile. */
  readonly indexedDb: string;
  close(): void;
}

export function mountSmallDisk(sizeMb: number): SmallDisk {
  const dir = mkdtempSync(join(tmpdir(), 'field-console-disk-'));
  execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${sizeMb}m`, 'tmpfs', dir]);
  const freeMb = (): number => {
    const line = execFileSync('df', ['-BM', '--output=avail', dir]).toString().trim().split('\n').pop() ?? '';
    return Number(line.replace(/M$/, '').trim());
  };
  return {
    profile: join(dir, 'profile'),
    indexedDb: join(dir, 'profile', 'Default', 'IndexedDB'),
    freeMb,
    leaveFree(mb) {
      const ballast = freeMb() - mb;
      if (ballast > 0) execFileSync('fallocate', ['-l', `${ballast}M`, join(dir, `ballast-${Date.now()}`)]);
    },
    close() {
      try {
        execFileSync('umount', [dir]);
      } catch {
        // A browser process still letting go of its files: detached now, freed when it ends.
        execFileSync('umount', ['-l', dir]);
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Debian's Chromium on a profile of its own (the test's small disk), as a phone. */
export function launchOnProfile(
  profile: string,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  return chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_FLAGS,
    ...options,
  });
}
