/**
 * The journal's edge faked in memory (OPFS is not in Node): what the files would hold, shared by
 * every "tab" of a test as OPFS is shared by an origin's tabs, and a switch that makes writes
 * fail as they do on a full disk. The real OPFS journal is exercised in Chromium
 * (tests/e2e/disk-full.e2e.ts).
 */
import type { OutboxEntry } from '../../../../src/contract/db';
import type {
  KeptSettings,
  OutboxJournal,
  StoreMarker,
} from '../../../../src/worker/outbox/journal/outboxJournal';

export class MemoryFiles {
  entries = new Map<string, string>();
  marker: string | undefined;
  kept: string | undefined;
  failWrites = false;

  /** The site's data cleared: the journal goes with the database. */
  wipe(): void {
    this.entries.clear();
    this.marker = undefined;
    this.kept = undefined;
  }

  entry(id: string): OutboxEntry | undefined {
    const text = this.entries.get(id);
    return text === undefined ? undefined : (JSON.parse(text) as OutboxEntry);
  }
}

function writable(files: MemoryFiles): void {
  if (files.failWrites) throw new DOMException('The device is full', 'QuotaExceededError');
}

export function memoryJournal(files: MemoryFiles): OutboxJournal {
  return {
    async put(entries) {
      await Promise.resolve();
      writable(files);
      for (const entry of entries) files.entries.set(entry.id, JSON.stringify(entry));
    },
    async remove(ids) {
      await Promise.resolve();
      for (const id of ids) files.entries.delete(id);
    },
    async entries() {
      await Promise.resolve();
      return [...files.entries.values()].map((text) => JSON.parse(text) as OutboxEntry);
    },
    async readMarker() {
      await Promise.resolve();
      return files.marker === undefined ? undefined : (JSON.parse(files.marker) as StoreMarker);
    },
    async writeMarker(marker) {
      await Promise.resolve();
      writable(files);
      files.marker = JSON.stringify(marker);
    },
    async readKept() {
      await Promise.resolve();
      return files.kept === undefined ? undefined : (JSON.parse(files.kept) as KeptSettings);
    },
    async writeKept(kept) {
      await Promise.resolve();
      writable(files);
      files.kept = JSON.stringify(kept);
    },
    async clear() {
      await Promise.resolve();
      files.wipe();
    },
  };
}
