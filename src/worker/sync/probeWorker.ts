/// <reference lib="webworker" />
/**
 * The disk probe's own worker (storageRoom.ts starts one per probe and ends it after): it writes
 * synchronously, which would block the console's worker. Asked with the bytes to probe for, it
 * answers what the disk took, or null when it cannot tell.
 */
import { journalLock } from '../outbox/journal/outboxJournal';
import { probeDisk } from './diskProbe';
import { holdWrites } from './writeHold';

const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = (event: MessageEvent<unknown>) => {
  const bytes = event.data;
  const asked =
    typeof bytes === 'number' && Number.isSafeInteger(bytes) && bytes > 0
      ? probeDisk(bytes, {
          root: () => navigator.storage.getDirectory(),
          lock: journalLock(),
          hold: () => holdWrites(),
        })
      : Promise.resolve(undefined);
  asked.then(
    (answer) => {
      scope.postMessage(answer ?? null);
    },
    () => {
      scope.postMessage(null);
    },
  );
};
