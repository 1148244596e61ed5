import { Button } from '../ui/Button';
import { classifyStorageError, type StorageErrorKind } from '../../contract/storageError';
import { usePwaStrings } from './PwaStringsProvider';
import type { PwaStrings } from './pwaStrings';
import './pwa.css';

export interface StorageProblemProps {
  /**
   * What went wrong: an error the app's Dexie reads threw, or the worker's `storage` failure.
   * Nothing is shown while it is null or undefined.
   */
  readonly error: unknown;
  /** Offered as "Clear old search results" when the storage is full. */
  readonly onClearOldResults?: () => void;
  /** Offered as "Dismiss". */
  readonly onDismiss?: () => void;
}

function wordsFor(kind: StorageErrorKind, strings: PwaStrings): { title: string; help: string } {
  switch (kind) {
    case 'quota':
      return { title: strings.storageFullTitle, help: strings.storageFullHelp };
    case 'unavailable':
      return { title: strings.storageUnavailableTitle, help: strings.storageUnavailableHelp };
    case 'other':
      return { title: strings.storageFailedTitle, help: strings.storageFailedHelp };
  }
}

/**
 * A banner for local storage that cannot take more (full device, QuotaExceededError) or cannot be
 * used at all (private window, blocked site data): what happened, that nothing already stored
 * was lost, and what the user can do.
 */
export function StorageProblem({ error, onClearOldResults, onDismiss }: StorageProblemProps) {
  const strings = usePwaStrings();
  if (error === null || error === undefined) return null;
  const kind = classifyStorageError(error);
  const { title, help } = wordsFor(kind, strings);
  const clear = kind === 'quota' ? onClearOldResults : undefined;
  return (
    <div className="pwa-storage-problem" role="alert" data-testid="storage-problem" data-kind={kind}>
      <p className="pwa-storage-problem__title">{title}</p>
      <p className="pwa-storage-problem__text">
        {strings.nothingLost} {help}
      </p>
      {clear !== undefined || onDismiss !== undefined ? (
        <div className="pwa-storage-problem__actions">
          {clear !== undefined ? (
            <Button variant="primary" onPress={clear}>
              {strings.clearOldResults}
            </Button>
          ) : null}
          {onDismiss !== undefined ? (
            <Button variant="ghost" onPress={onDismiss}>
              {strings.dismiss}
            </Button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
