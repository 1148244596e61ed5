import { BUILD_ID } from './buildId';
import { usePwaStrings } from './PwaStringsProvider';
import './pwa.css';

/** "Build 2024.06.1": tells which version a tab runs (after an update, the new one). */
export function BuildId() {
  const strings = usePwaStrings();
  return (
    <span className="pwa-build">
      {strings.build} <span data-testid="build-id">{BUILD_ID}</span>
    </span>
  );
}
