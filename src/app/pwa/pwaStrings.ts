/**
 * Every word the offline and update components show or announce. English here; the app hands
 * translated strings to `PwaStringsProvider`, as it does for the shared components' `UiStrings`.
 */
export interface PwaStrings {
  readonly updateReady: string;
  readonly updateLosesInput: string;
  readonly offlineCopyRestored: string;
  readonly offlineCopyMissing: string;
  readonly updateReload: string;
  readonly updateLater: string;
  readonly online: string;
  readonly offline: string;
  readonly build: string;
  readonly storageLabel: string;
  readonly storageUsage: (used: string, quota: string) => string;
  readonly storageUnknown: string;
  readonly keepData: string;
  readonly dataKept: string;
  readonly dataMayBeCleared: string;
  readonly keepDataRefused: string;
  readonly storageFullTitle: string;
  readonly storageFullHelp: string;
  readonly storageUnavailableTitle: string;
  readonly storageUnavailableHelp: string;
  readonly storageFailedTitle: string;
  readonly storageFailedHelp: string;
  readonly nothingLost: string;
  readonly clearOldResults: string;
  readonly dismiss: string;
}

export const defaultPwaStrings: PwaStrings = {
  updateReady: 'A new version of Field Console is ready.',
  updateLosesInput: 'A new version is ready. Reload now and lose what you typed?',
  offlineCopyRestored: 'The offline copy of Field Console on this device was missing; it has been restored.',
  offlineCopyMissing:
    'The offline copy of Field Console on this device is incomplete: until it is restored, starting Field Console needs the network.',
  updateReload: 'Reload',
  updateLater: 'Later',
  online: 'Online',
  offline: 'Offline — showing saved data',
  build: 'Build',
  storageLabel: 'Storage on this device',
  storageUsage: (used, quota) => `Using ${used} of ${quota}`,
  storageUnknown: 'This browser does not tell how much storage is used.',
  keepData: 'Keep data on this device',
  dataKept: 'Data on this device is kept: the browser will not clear it to free space.',
  dataMayBeCleared: 'The browser may clear saved data when the device runs low on space.',
  keepDataRefused:
    'The browser did not allow it. Installing Field Console on the home screen usually lets it keep data.',
  storageFullTitle: 'The storage for Field Console on this device is full.',
  storageFullHelp:
    'New search results and changes cannot be saved here until there is room. Free space on the device, or clear old search results, then try again.',
  storageUnavailableTitle: 'Field Console cannot save data on this device.',
  storageUnavailableHelp:
    'The browser blocks its local database, as private windows and blocked site data do. Open Field Console in a normal window, or allow site data for it in the browser settings; until then it works only while online.',
  storageFailedTitle: 'Saving to this device failed.',
  storageFailedHelp: 'Try again; if it keeps failing, reload Field Console.',
  nothingLost: 'Nothing already stored on this device was lost.',
  clearOldResults: 'Clear old search results',
  dismiss: 'Dismiss',
};
