/** The server's options as a deployment's environment gives them (no flags), checked by the server. */
import { envNames, OPTIONS, readOptions } from '../../../scripts/server/options.mjs';

export { envNames, OPTIONS };

/** The variables that would give the server a credential: the signing relay's profile and file. */
export const CREDENTIAL_VARIABLES: ReadonlySet<string> = new Set(
  OPTIONS.filter((o) => o.flag === 'profile' || o.flag === 'config-file').flatMap((o) => envNames(o)),
);

export function serverOptions(env: Readonly<Record<string, string | undefined>>) {
  const options = readOptions([], env);
  if (options.help) throw new Error('The environment asked for the help text.');
  return options;
}
