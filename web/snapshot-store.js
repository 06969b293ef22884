// The memory snapshot store of the Pyodide worker (worker.js): IndexedDB reading and writing, nothing else.
//
// One database, "engine-snapshot", with two object stores keyed by the snapshot key (a hash of the runtime, the
// engine wheel and the worker's sources; buildtools/worker.py): "meta" ({key, size, sha256, made, makeMs, pyodide,
// wheel, failures, error}) and "bytes" (the snapshot). Only the current build's key is ever kept: any other record is
// stale and deleted. Every read is checked (size, sha256) before the worker hands the bytes to Pyodide; every wait on
// IndexedDB is bounded (DB_TIMEOUT_MS), so a store that hangs means a cold start, never a blank table.
// The worker decides when to read, store or prune (its start, the "engine-snapshot" role); this module knows only
// how. The key and the build's facts come in as arguments, so the module holds no state of its own.

function toHex(buffer) {
  return Array.from(new Uint8Array(buffer), (b) => b.toString(16).padStart(2, "0")).join("");
}

/** The hex sha256 of ``bytes`` (the snapshot's check; the worker checks the engine wheel with it too). */
export async function sha256(bytes) {
  return toHex(await crypto.subtle.digest("SHA-256", bytes));
}

export const DB_NAME = "engine-snapshot";
const DB_VERSION = 1;
/** Restores of one build's snapshot that may fail before this device stops making snapshots for that build. */
export const MAX_FAILURES = 2;
/** IndexedDB that does not answer within this time counts as unavailable (a cold start follows). */
const DB_TIMEOUT_MS = 3000;

function request(req) {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error || new Error("IndexedDB request failed"));
  });
}

function transactionDone(tx) {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error || new Error("IndexedDB transaction failed"));
    tx.onabort = () => reject(tx.error || new Error("IndexedDB transaction aborted"));
  });
}

function withTimeout(promise, ms, what) {
  let timer;
  return Promise.race([
    promise,
    new Promise((_, reject) => { timer = setTimeout(() => reject(new Error(`${what} timed out`)), ms); }),
  ]).finally(() => clearTimeout(timer));
}

/** Whether the snapshot database exists, without creating it (a first visit then starts at once; creating a
 * database costs a first visit 50-250 ms). True where the browser cannot tell (no indexedDB.databases()). */
export async function storeExists() {
  try {
    if (!self.indexedDB) return false;
    if (typeof self.indexedDB.databases !== "function") return true;
    const names = await withTimeout(self.indexedDB.databases(), DB_TIMEOUT_MS, "listing IndexedDB");
    return names.some((db) => db.name === DB_NAME);
  } catch {
    return false;
  }
}

/** The snapshot database, or null where IndexedDB is missing or refused (sandboxed frames, some private modes). */
export async function openStore() {
  try {
    if (!self.indexedDB) return null;
    const open = self.indexedDB.open(DB_NAME, DB_VERSION);
    open.onupgradeneeded = () => {
      const db = open.result;
      for (const name of ["meta", "bytes"]) if (!db.objectStoreNames.contains(name)) db.createObjectStore(name);
    };
    const db = await withTimeout(request(open), DB_TIMEOUT_MS, "opening IndexedDB");
    db.onversionchange = () => db.close();
    return db;
  } catch (err) {
    console.warn(`no snapshot store: ${err && err.message || err}`);
    return null;
  }
}

export async function allMeta(db) {
  const tx = db.transaction("meta", "readonly");
  return request(tx.objectStore("meta").getAll());
}

/** Delete every record but ``keep``'s (stale builds); with ``dropBytes`` also ``keep``'s bytes. */
export async function prune(db, keep, { dropBytes = false, meta = undefined } = {}) {
  const tx = db.transaction(["meta", "bytes"], "readwrite");
  const metaStore = tx.objectStore("meta");
  const bytesStore = tx.objectStore("bytes");
  for (const key of await request(metaStore.getAllKeys())) if (key !== keep) metaStore.delete(key);
  for (const key of await request(bytesStore.getAllKeys())) if (key !== keep || dropBytes) bytesStore.delete(key);
  if (meta !== undefined) metaStore.put(meta, keep);
  await transactionDone(tx);
}

/** The bytes stored for ``meta`` (its record of allMeta), checked against its size and sha256; ``onRead`` is called
 * once they are read, before the check (the worker times it). Throws when they are missing or differ. */
export async function readBytes(db, meta, onRead = () => {}) {
  const tx = db.transaction("bytes", "readonly");
  const stored = await request(tx.objectStore("bytes").get(meta.key));
  if (!stored) throw new Error("the snapshot's bytes are missing");
  const bytes = stored instanceof Blob ? new Uint8Array(await stored.arrayBuffer())
    : new Uint8Array(stored.buffer || stored, stored.byteOffset || 0, stored.byteLength);
  onRead();
  if (bytes.byteLength !== meta.size) throw new Error(`the snapshot has ${bytes.byteLength} bytes, not ${meta.size}`);
  const digest = await sha256(bytes);
  if (digest !== meta.sha256) throw new Error("the snapshot is damaged (sha256 mismatch)");
  return bytes;
}

/** Store ``bytes`` as the snapshot of ``build`` (the worker's BUILD: its snapshotKey, pyodide version and wheel), and
 * nothing else; refused once restores of this build's snapshot have failed MAX_FAILURES times. */
export async function storeSnapshot(db, bytes, makeMs, build) {
  const key = build.snapshotKey;
  const meta = { key, size: bytes.byteLength, sha256: await sha256(bytes), made: Date.now(), makeMs,
                 pyodide: build.pyodide, wheel: build.wheel.file, failures: 0 };
  const previous = (await allMeta(db)).find((m) => m.key === key);
  if (previous && previous.failures >= MAX_FAILURES) throw new Error("snapshots are off for this build");
  meta.failures = previous ? previous.failures || 0 : 0;
  const tx = db.transaction(["meta", "bytes"], "readwrite");
  const metaStore = tx.objectStore("meta");
  const bytesStore = tx.objectStore("bytes");
  for (const old of await request(metaStore.getAllKeys())) if (old !== key) metaStore.delete(old);
  for (const old of await request(bytesStore.getAllKeys())) if (old !== key) bytesStore.delete(old);
  bytesStore.put(new Blob([bytes]), key);
  metaStore.put(meta, key);
  await transactionDone(tx);
  return meta;
}
