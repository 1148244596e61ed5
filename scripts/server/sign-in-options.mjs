// The options of sign-in with an identity domain, checked at start. The client secret and the
// session key are secrets: they come from a file or the environment, never from the command line
// (any user of the machine reads a process's arguments), and a start that names them there, or
// lacks the client secret, stops with a sentence saying where to put it.
import { readFileSync } from 'node:fs';
import { isAllowedAddress } from './identity-domain.mjs';

export const CLIENT_SECRET_ENV = 'OIDC_CLIENT_SECRET';
export const SESSION_KEY_ENV = 'FIELD_CONSOLE_SESSION_KEY';
const MIN_SESSION_KEY = 32;

const ON_THE_COMMAND_LINE = {
  'oidc-client-secret': `The client secret is never given on the command line (every user of this machine can read a process's arguments): put it in a file named by --oidc-client-secret-file, or in the environment variable ${CLIENT_SECRET_ENV}.`,
  'session-key': `The session key is never given on the command line (every user of this machine can read a process's arguments): put it in a file named by --session-key-file, or in the environment variable ${SESSION_KEY_ENV}.`,
};

/**
 * Refuses a secret on the command line, before the flags are parsed (an unknown flag would only
 * be "unknown").
 * @param {readonly string[]} argv
 */
export function refuseSecretArguments(argv) {
  for (const argument of argv) {
    const flag = /^--([a-z-]+)(?:=|$)/.exec(argument)?.[1];
    if (flag !== undefined && Object.hasOwn(ON_THE_COMMAND_LINE, flag))
      throw new Error(ON_THE_COMMAND_LINE[flag]);
  }
}

/** A secret file's text without its final line break; a sentence when it cannot be read. */
function secretFile(flag, path) {
  let text;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw new Error(`--${flag} ${path} cannot be read (${error.code ?? 'error'}).`);
  }
  return text.replace(/\r?\n$/, '');
}

/**
 * Sign-in's settings, or undefined when no identity domain is configured.
 * @param {Record<string, unknown>} raw the options as read (flag or FIELD_CONSOLE_* variable)
 * @param {Readonly<Record<string, string | undefined>>} env
 */
export function readSignInOptions(raw, env) {
  const issuer = /** @type {string | undefined} */ (raw['oidc-issuer']);
  const clientId = /** @type {string | undefined} */ (raw['oidc-client-id']);
  const secretPath = /** @type {string | undefined} */ (raw['oidc-client-secret-file']);
  const keyPath = /** @type {string | undefined} */ (raw['session-key-file']);
  if (issuer === undefined && clientId === undefined) {
    if (secretPath !== undefined || keyPath !== undefined)
      throw new Error(
        '--oidc-client-secret-file and --session-key-file go with --oidc-issuer and --oidc-client-id.',
      );
    return undefined;
  }
  if (issuer === undefined || clientId === undefined)
    throw new Error('--oidc-issuer and --oidc-client-id go together.');
  if (!isAllowedAddress(issuer))
    throw new Error(
      `--oidc-issuer ${JSON.stringify(issuer)} must be an https address (http only for the emulator on a loopback name).`,
    );
  if (raw.profile !== undefined)
    throw new Error(
      '--oidc-issuer is for the forwarding relay; the signing relay (--profile) signs for its profile only.',
    );
  const clientSecret =
    secretPath !== undefined ? secretFile('oidc-client-secret-file', secretPath) : env[CLIENT_SECRET_ENV];
  if (clientSecret === undefined || clientSecret === '')
    throw new Error(
      `The client secret of --oidc-client-id ${clientId} is missing: put it in a file named by --oidc-client-secret-file, or in the environment variable ${CLIENT_SECRET_ENV}.`,
    );
  const sessionKey =
    keyPath !== undefined ? secretFile('session-key-file', keyPath) : env[SESSION_KEY_ENV] || undefined;
  if (sessionKey !== undefined && sessionKey.length < MIN_SESSION_KEY)
    throw new Error(
      `The session key must be at least ${MIN_SESSION_KEY} characters (openssl rand -base64 48).`,
    );
  const name = /** @type {string | undefined} */ (raw['oidc-name']) ?? new URL(issuer).host;
  return { issuer, clientId, clientSecret, sessionKey, name };
}
