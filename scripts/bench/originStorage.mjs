// The origin's storage after the benchmark's download (issue 35, point 3): the browser's estimate
// for the whole origin, split into the saved search index and the records (the `resources` rows
// with their index entries), beside the target of 250 MB for a tenancy of 250,000 resources,
// i.e. 1,000 bytes a resource with everything the console keeps for it.
/* global window -- in the function run in the page */
import { round, verdict } from './stats.mjs';

export const ORIGIN_TARGET = { resources: 250_000, mb: 250 };

const MB = 2 ** 20;

/** Measures the origin of the benchmark page as its database stands; logs and answers the figures. */
export async function measureOriginStorage(page, log) {
  const storage = splitOriginStorage(await page.evaluate(() => window.searchBench.originStorage()));
  log(`    ${originStorageCheck(storage)}`);
  return storage;
}

/**
 * The browser's estimate split: IndexedDB (the whole usage when the browser does not split it)
 * into the saved index's binary values and the records (the rest), in MB and bytes a resource.
 */
export function splitOriginStorage(figures) {
  const indexedDb = figures.details.indexedDB ?? figures.usage;
  const records = Math.max(0, indexedDb - figures.savedIndex);
  const resources = Math.max(1, figures.resources);
  return {
    resources: figures.resources,
    usageMb: round(figures.usage / MB),
    indexedDbMb: round(indexedDb / MB),
    savedIndexMb: round(figures.savedIndex / MB),
    recordsMb: round(records / MB),
    bytesPerResource: Math.round(figures.usage / resources),
    recordBytesPerResource: Math.round(records / resources),
    savedIndexBytesPerResource: Math.round(figures.savedIndex / resources),
  };
}

/** The target line: the origin per resource beside the target's, and the origin at the target's size. */
export function originStorageCheck(storage) {
  const perResourceTarget = (ORIGIN_TARGET.mb * MB) / ORIGIN_TARGET.resources;
  const atTarget = round((storage.bytesPerResource * ORIGIN_TARGET.resources) / MB);
  return (
    `origin storage after the download, ${storage.resources.toLocaleString('en')} resources: ${storage.usageMb} MB ` +
    `(IndexedDB ${storage.indexedDbMb} MB: records ${storage.recordsMb} MB, ${storage.recordBytesPerResource} B a resource; ` +
    `saved index ${storage.savedIndexMb} MB, ${storage.savedIndexBytesPerResource} B a resource), ` +
    `${atTarget} MB at ${ORIGIN_TARGET.resources.toLocaleString('en')}, target ≤ ${ORIGIN_TARGET.mb} MB — ` +
    verdict(storage.bytesPerResource <= perResourceTarget)
  );
}
