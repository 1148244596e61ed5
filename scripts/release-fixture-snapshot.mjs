// What an origin keeps in its browser storage, as JSON: every IndexedDB database (its version, each
// store's key path, auto-increment and indexes, every row and key) and localStorage. The two
// functions run inside a page of the origin (Playwright's page.evaluate), so they are
// self-contained: they close over nothing of this module.
//
// Values that JSON cannot hold are tagged `{ "$fixture": kind, ... }`: ArrayBuffers and typed
// arrays as base64, Dates, Maps, Sets, undefined in arrays, NaN and ±Infinity. A CryptoKey cannot
// be exported when it was made non-extractable (a signing profile's private key is): the snapshot
// keeps its algorithm and usages, and loading puts a fresh non-extractable key of that algorithm
// in its place, so the row has the shape the release stored.
/* global indexedDB, localStorage, atob, btoa, crypto, CryptoKey, Blob -- in the functions run in the page */

/** Runs in the page: the origin's storage as plain JSON data. */
export async function snapshotOrigin() {
  const toBase64 = (bytes) => {
    let text = '';
    for (let i = 0; i < bytes.length; i += 0x8000)
      text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    return btoa(text);
  };
  const encode = (value) => {
    if (value === undefined) return { $fixture: 'undefined' };
    if (typeof value === 'number' && !Number.isFinite(value))
      return { $fixture: 'Number', value: String(value) };
    if (value === null || typeof value !== 'object') return value;
    if (value instanceof ArrayBuffer)
      return { $fixture: 'ArrayBuffer', base64: toBase64(new Uint8Array(value)) };
    if (ArrayBuffer.isView(value)) {
      const bytes = new Uint8Array(value.buffer, value.byteOffset, value.byteLength);
      return { $fixture: value.constructor.name, base64: toBase64(bytes) };
    }
    if (value instanceof Date) return { $fixture: 'Date', iso: value.toISOString() };
    if (value instanceof Map)
      return { $fixture: 'Map', entries: [...value].map(([k, v]) => [encode(k), encode(v)]) };
    if (value instanceof Set) return { $fixture: 'Set', values: [...value].map(encode) };
    if (typeof CryptoKey !== 'undefined' && value instanceof CryptoKey)
      return {
        $fixture: 'CryptoKey',
        type: value.type,
        algorithm: JSON.parse(
          JSON.stringify(value.algorithm, (_, v) => (v instanceof Uint8Array ? [...v] : v)),
        ),
        usages: value.usages,
        extractable: value.extractable,
        note: 'not exported: the key is non-extractable; loading puts a fresh key of this algorithm here',
      };
    if (typeof Blob !== 'undefined' && value instanceof Blob)
      return { $fixture: 'Blob', note: 'not kept', size: value.size };
    if (Array.isArray(value)) return value.map(encode);
    const out = {};
    for (const [key, item] of Object.entries(value)) if (item !== undefined) out[key] = encode(item);
    return out;
  };
  const request = (req) =>
    new Promise((resolve, reject) => {
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error);
    });
  const databases = [];
  for (const info of await indexedDB.databases()) {
    if (info.name === undefined) continue;
    const db = await request(indexedDB.open(info.name));
    const names = [...db.objectStoreNames];
    const stores = [];
    if (names.length > 0) {
      const tx = db.transaction(names, 'readonly');
      for (const name of names) {
        const store = tx.objectStore(name);
        const indexes = [...store.indexNames].map((indexName) => {
          const index = store.index(indexName);
          return {
            name: indexName,
            keyPath: index.keyPath,
            unique: index.unique,
            multiEntry: index.multiEntry,
          };
        });
        const [keys, rows] = await Promise.all([request(store.getAllKeys()), request(store.getAll())]);
        stores.push({
          name,
          keyPath: store.keyPath,
          autoIncrement: store.autoIncrement,
          indexes,
          rows: rows.map((row, i) =>
            store.keyPath === null ? { key: encode(keys[i]), value: encode(row) } : encode(row),
          ),
        });
      }
    }
    databases.push({ name: db.name, version: db.version, stores });
    db.close();
  }
  const localStorageItems = {};
  for (let i = 0; i < localStorage.length; i += 1) {
    const key = localStorage.key(i);
    if (key !== null) localStorageItems[key] = localStorage.getItem(key);
  }
  return { databases, localStorage: localStorageItems };
}

/**
 * Runs in a page of the origin that has not opened the console: writes a snapshot back, each
 * database at the version and with the stores the release made, so the console that opens next
 * upgrades it as it would upgrade that release's data.
 */
export async function restoreOrigin(snapshot) {
  const fromBase64 = (text) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
  const keys = [];
  const decode = (value) => {
    if (value === null || typeof value !== 'object') return value;
    if (Array.isArray(value)) return value.map(decode);
    const kind = value.$fixture;
    if (kind === undefined) {
      const out = {};
      for (const [key, item] of Object.entries(value)) out[key] = decode(item);
      return out;
    }
    if (kind === 'undefined') return undefined;
    if (kind === 'Number') return Number(value.value);
    if (kind === 'Date') return new Date(value.iso);
    if (kind === 'Map') return new Map(value.entries.map(([k, v]) => [decode(k), decode(v)]));
    if (kind === 'Set') return new Set(value.values.map(decode));
    if (kind === 'ArrayBuffer') return fromBase64(value.base64).buffer;
    if (kind === 'CryptoKey') {
      const holder = { key: null };
      keys.push({ holder, spec: value });
      return holder;
    }
    if (kind === 'Blob') return new Blob([]);
    const bytes = fromBase64(value.base64);
    const View = globalThis[kind];
    if (kind === 'DataView') return new DataView(bytes.buffer);
    if (typeof View !== 'function') throw new Error(`Unknown tagged value ${kind}`);
    return new View(bytes.buffer, 0, bytes.byteLength / View.BYTES_PER_ELEMENT);
  };
  const fill = async (value) => {
    // A CryptoKey cannot be made inside a JSON walk (it is async): placeholders are filled here.
    if (value === null || typeof value !== 'object') return value;
    if (keys.some((k) => k.holder === value)) {
      const { spec } = keys.find((k) => k.holder === value);
      const algorithm = { ...spec.algorithm };
      if (Array.isArray(algorithm.publicExponent))
        algorithm.publicExponent = new Uint8Array(algorithm.publicExponent);
      const pair = await crypto.subtle.generateKey(algorithm, false, ['sign', 'verify']);
      return spec.type === 'public' ? pair.publicKey : pair.privateKey;
    }
    if (Array.isArray(value)) return Promise.all(value.map(fill));
    if (Object.getPrototypeOf(value) !== Object.prototype) return value;
    const out = {};
    for (const [key, item] of Object.entries(value)) out[key] = await fill(item);
    return out;
  };
  const request = (req) =>
    new Promise((resolve, reject) => {
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error);
    });
  for (const info of await indexedDB.databases())
    if (info.name) await request(indexedDB.deleteDatabase(info.name));
  for (const database of snapshot.databases) {
    const rows = new Map();
    for (const store of database.stores) rows.set(store.name, await fill(decode(store.rows)));
    const open = indexedDB.open(database.name, database.version);
    open.onupgradeneeded = () => {
      for (const store of database.stores) {
        const made = open.result.createObjectStore(store.name, {
          keyPath: store.keyPath,
          autoIncrement: store.autoIncrement,
        });
        for (const index of store.indexes)
          made.createIndex(index.name, index.keyPath, { unique: index.unique, multiEntry: index.multiEntry });
      }
    };
    const db = await request(open);
    const names = [...db.objectStoreNames];
    if (names.length > 0) {
      const tx = db.transaction(names, 'readwrite');
      for (const store of database.stores) {
        const target = tx.objectStore(store.name);
        for (const row of rows.get(store.name)) {
          if (store.keyPath === null) target.put(row.value, row.key);
          else target.put(row);
        }
      }
      await new Promise((resolve, reject) => {
        tx.oncomplete = resolve;
        tx.onerror = () => reject(tx.error);
        tx.onabort = () => reject(tx.error);
      });
    }
    db.close();
  }
  localStorage.clear();
  for (const [key, value] of Object.entries(snapshot.localStorage)) localStorage.setItem(key, value);
}
