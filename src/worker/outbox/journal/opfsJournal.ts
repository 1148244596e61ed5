/**
 * The journal in the Origin Private File System: a folder beside IndexedDB that the browser
 * does not touch when it recreates a broken database. One small JSON file per unfinished entry
 * (`entries/<id>.json`), so tabs writing different changes never rewrite each other's, plus
 * `marker.json` and `kept.json`. Each file is written through `createWritable()`, which writes a
 * copy and swaps it in on close: a file is always whole, the old version or the new one.
 * Writes that belong together are made under the journal's Web Lock by the callers.
 */
import type { OutboxJournal } from './outboxJournal';
import { readJournalEntry, readKept, readMarker } from './journalShapes';

import { FIRST_DB_NAME, journalFolderName } from '../../../contract/tenancyDb';

const ENTRIES = 'entries';
const MARKER = 'marker.json';
const KEPT = 'kept.json';
/** What an entry id may be as a file name (outboxStore's time-ordered ids, and room to spare). */
const ENTRY_FILE = /^[A-Za-z0-9-]{1,80}\.json$/;

/** The folder iteration TypeScript's WebWorker library leaves out. */
interface ListableDirectory {
  keys(): AsyncIterable<string>;
}

function isNotFound(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'NotFoundError';
}

async function writeText(folder: FileSystemDirectoryHandle, name: string, text: string): Promise<void> {
  const file = await folder.getFileHandle(name, { create: true });
  const writable = await file.createWritable({ keepExistingData: false });
  try {
    await writable.write(text);
    await writable.close();
  } catch (error) {
    await writable.abort().catch(() => undefined);
    throw error;
  }
}

async function readJson(folder: FileSystemDirectoryHandle, name: string): Promise<unknown> {
  try {
    const file = await (await folder.getFileHandle(name)).getFile();
    return JSON.parse(await file.text()) as unknown;
  } catch (error) {
    // A missing file is nothing kept; a damaged one (cut short, not JSON) too.
    if (isNotFound(error) || error instanceof SyntaxError) return undefined;
    throw error;
  }
}

async function removeFile(folder: FileSystemDirectoryHandle, name: string): Promise<void> {
  try {
    await folder.removeEntry(name);
  } catch (error) {
    if (!isNotFound(error)) throw error;
  }
}

/** Whether this browser has OPFS (Chromium, Firefox and Safari in secure contexts). */
export function hasOpfs(): boolean {
  return (
    typeof navigator !== 'undefined' &&
    'storage' in navigator &&
    typeof navigator.storage.getDirectory === 'function' &&
    typeof FileSystemFileHandle !== 'undefined' &&
    'createWritable' in FileSystemFileHandle.prototype
  );
}

/**
 * The journal of one tenancy's database: each has a folder of its own (contract/tenancyDb.ts),
 * the first tenancy the folder of every earlier release.
 */
export function createOpfsJournal(
  root: () => Promise<FileSystemDirectoryHandle> = () => navigator.storage.getDirectory(),
  databaseName: string = FIRST_DB_NAME,
): OutboxJournal {
  const FOLDER = journalFolderName(databaseName);
  const folder = async () => (await root()).getDirectoryHandle(FOLDER, { create: true });
  const entriesFolder = async () => (await folder()).getDirectoryHandle(ENTRIES, { create: true });

  return {
    async put(entries) {
      if (entries.length === 0) return;
      const dir = await entriesFolder();
      for (const entry of entries) await writeText(dir, `${entry.id}.json`, JSON.stringify(entry));
    },
    async remove(ids) {
      if (ids.length === 0) return;
      const dir = await entriesFolder();
      for (const id of ids) await removeFile(dir, `${id}.json`);
    },
    async entries() {
      const dir = await entriesFolder();
      const kept = [];
      for await (const name of (dir as unknown as ListableDirectory).keys()) {
        if (!ENTRY_FILE.test(name)) continue;
        const entry = readJournalEntry(await readJson(dir, name));
        if (entry !== undefined && `${entry.id}.json` === name) kept.push(entry);
      }
      return kept;
    },
    async readMarker() {
      return readMarker(await readJson(await folder(), MARKER));
    },
    async writeMarker(marker) {
      await writeText(await folder(), MARKER, JSON.stringify(marker));
    },
    async readKept() {
      return readKept(await readJson(await folder(), KEPT));
    },
    async writeKept(kept) {
      await writeText(await folder(), KEPT, JSON.stringify(kept));
    },
    async clear() {
      try {
        await (await root()).removeEntry(FOLDER, { recursive: true });
      } catch (error) {
        if (!isNotFound(error)) throw error;
      }
    },
  };
}
