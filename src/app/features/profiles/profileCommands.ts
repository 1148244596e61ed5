/**
 * What the profile screens ask of the worker: add, choose and remove signing profiles, read a
 * pasted OCI configuration, make a key on this device and turn it into a profile, replace a
 * session token, sign out. Keys and tokens stay in the worker; the page sees summaries
 * (useProfiles.ts, usePendingKey.ts).
 */
import { workerCommands } from '../../consoleApi';

export const profileCommands = workerCommands(
  'addProfile',
  'parseOciConfig',
  'setActiveProfile',
  'clearActiveProfile',
  'removeProfile',
  'createDeviceKey',
  'addDeviceApiKey',
  'addDeviceSession',
  'discardDeviceKey',
  'replaceSessionToken',
  'signOut',
  'startSignIn',
  'returnToSignInTenancy',
  'completeSignIn',
);
