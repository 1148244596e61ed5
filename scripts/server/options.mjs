// The options of `npm run serve`: each a flag and an environment variable
// `FIELD_CONSOLE_<FLAG IN UPPER SNAKE CASE>` (a repeatable one comma-separated there; a flag wins
// over its variable), `PORT` still taken for the port. docs/SERVER.md lists them in a table,
// and a test checks that the table and this one agree.
import { isIP } from 'node:net';
import { parseArgs } from 'node:util';
import { DEFAULT_BODY_LIMIT, DEFAULT_RATE_LIMIT } from '../serve.mjs';
import { parseOrigin } from './hosts.mjs';
import { isTenancyOcid } from './signed-tenancy.mjs';
import { readSignInOptions, refuseSecretArguments } from './sign-in-options.mjs';

/**
 * @typedef {{ flag: string, kind: 'string' | 'list' | 'count' | 'boolean', value?: string, default?: string, env?: string[], help: string }} OptionSpec
 */

/** @type {readonly OptionSpec[]} */
export const OPTIONS = [
  {
    flag: 'listen',
    kind: 'string',
    value: 'ADDR',
    default: '127.0.0.1',
    help: 'address to listen on (0.0.0.0 or :: for every interface)',
  },
  {
    flag: 'port',
    kind: 'count',
    value: 'N',
    default: '4173',
    env: ['FIELD_CONSOLE_PORT', 'PORT'],
    help: 'port to listen on (0 picks a free one)',
  },
  {
    flag: 'origin',
    kind: 'list',
    value: 'URL',
    help: 'a public origin the console is opened at (repeatable); its host joins the loopback names as a Host the server answers',
  },
  {
    flag: 'tls-cert',
    kind: 'string',
    value: 'FILE',
    help: 'certificate chain (PEM) for HTTPS; a renewed file is used without a restart',
  },
  { flag: 'tls-key', kind: 'string', value: 'FILE', help: 'private key (PEM) of --tls-cert' },
  {
    flag: 'trust-proxy',
    kind: 'list',
    value: 'CIDR',
    help: 'a TLS proxy in front (address or CIDR, repeatable): X-Forwarded-Proto, -Host and -For are believed from it only',
  },
  {
    flag: 'tenancy',
    kind: 'list',
    value: 'OCID',
    help: 'a tenancy the forwarding relay forwards calls for (repeatable); calls signed for any other are refused',
  },
  {
    flag: 'profile',
    kind: 'string',
    value: 'NAME',
    help: 'the signing relay instead: sign with this profile of the OCI config file (one person on a laptop; loopback only)',
  },
  {
    flag: 'config-file',
    kind: 'string',
    value: 'FILE',
    default: '~/.oci/config',
    help: 'the OCI config file of --profile',
  },
  {
    flag: 'host-suffix',
    kind: 'string',
    value: 'SUFFIX',
    help: 'a custom host suffix in a realm\u2019s domain accepted as a region (a dedicated realm)',
  },
  { flag: 'dist', kind: 'string', value: 'DIR', default: 'dist', help: 'the production build to serve' },
  {
    flag: 'rate-limit',
    kind: 'count',
    value: 'N',
    default: String(DEFAULT_RATE_LIMIT),
    help: 'relay calls a minute per client address (0: no limit)',
  },
  {
    flag: 'body-limit',
    kind: 'count',
    value: 'BYTES',
    default: String(DEFAULT_BODY_LIMIT),
    help: 'the largest request body',
  },
  {
    flag: 'drain-delay',
    kind: 'count',
    value: 'SECONDS',
    default: '0',
    help: 'after SIGTERM, keep serving this long with /readyz answering 503 before closing (a load balancer\u2019s time to notice)',
  },
  {
    flag: 'shutdown-timeout',
    kind: 'count',
    value: 'SECONDS',
    default: '25',
    help: 'after closing, how long requests in flight may take before their connections are cut',
  },
  {
    flag: 'oci-endpoint',
    kind: 'string',
    value: 'URL',
    help: 'for testing against the emulator: send forwarded calls to this base instead of the regional hosts, with the real Host header',
  },
  {
    flag: 'oidc-issuer',
    kind: 'string',
    value: 'URL',
    help: 'sign in with this identity domain (https://idcs-….identity.oraclecloud.com), where its discovery document is',
  },
  {
    flag: 'oidc-client-id',
    kind: 'string',
    value: 'ID',
    help: 'the client id of the console\u2019s confidential application in that domain',
  },
  {
    flag: 'oidc-client-secret-file',
    kind: 'string',
    value: 'FILE',
    help: 'a file holding its client secret (or OIDC_CLIENT_SECRET; never on the command line)',
  },
  {
    flag: 'oidc-name',
    kind: 'string',
    value: 'NAME',
    help: 'the domain\u2019s name on the console\u2019s button, "Sign in with NAME" (default: the issuer\u2019s host)',
  },
  {
    flag: 'session-key-file',
    kind: 'string',
    value: 'FILE',
    help: 'a file holding the key that signs the sign-in cookie, the same on every replica (or FIELD_CONSOLE_SESSION_KEY; default: derived from the client secret)',
  },
  { flag: 'help', kind: 'boolean', help: 'this text' },
];

/** `FIELD_CONSOLE_TLS_CERT` for `tls-cert`. */
export function envName(flag) {
  return `FIELD_CONSOLE_${flag.toUpperCase().replace(/-/g, '_')}`;
}

/** The environment variables of an option, first one first. */
export function envNames(option) {
  return option.env ?? [envName(option.flag)];
}

export function usage() {
  const lines = OPTIONS.map((o) => {
    const left = `--${o.flag}${o.value ? ` ${o.value}` : ''}`;
    const extra = [
      o.default === undefined ? '' : `default ${o.default}`,
      o.flag === 'help' ? '' : envNames(o).join(', '),
    ]
      .filter(Boolean)
      .join('; ');
    return `  ${left.padEnd(26)} ${o.help}${extra ? ` (${extra})` : ''}`;
  });
  return `usage: npm run serve -- [options]\n${lines.join('\n')}`;
}

/** A whole number ≥ 0, or a sentence. */
function count(flag, text) {
  if (!/^\d{1,10}$/.test(text))
    throw new Error(`--${flag} takes a whole number, not ${JSON.stringify(text)}.`);
  return Number(text);
}

/** An address or a CIDR (proxy-addr's forms), or a sentence. */
function cidr(text) {
  const [address = '', bits, ...more] = text.split('/');
  const family = isIP(address);
  const maxBits = family === 6 ? 128 : 32;
  if (
    family === 0 ||
    more.length > 0 ||
    (bits !== undefined && (!/^\d{1,3}$/.test(bits) || Number(bits) > maxBits))
  ) {
    throw new Error(`--trust-proxy ${JSON.stringify(text)} is not an address or a CIDR (10.0.0.0/8).`);
  }
  return text;
}

/**
 * The options from the command line and the environment, checked.
 * @param {readonly string[]} argv
 * @param {Readonly<Record<string, string | undefined>>} env
 */
export function readOptions(argv, env) {
  refuseSecretArguments(argv);
  const { values } = parseArgs({
    args: [...argv],
    options: Object.fromEntries(
      OPTIONS.map((o) => [
        o.flag,
        { type: o.kind === 'boolean' ? 'boolean' : 'string', multiple: o.kind === 'list' },
      ]),
    ),
    strict: true,
    allowPositionals: false,
  });
  /** @type {Record<string, unknown>} */
  const raw = {};
  for (const option of OPTIONS) {
    let value = values[option.flag];
    if (value === undefined && option.kind !== 'boolean') {
      const fromEnv = envNames(option)
        .map((name) => env[name])
        .find((v) => v !== undefined && v !== '');
      if (fromEnv !== undefined) {
        value =
          option.kind === 'list'
            ? fromEnv
                .split(',')
                .map((v) => v.trim())
                .filter(Boolean)
            : fromEnv;
      }
    }
    raw[option.flag] = value ?? (option.kind === 'list' ? [] : option.default);
  }
  if (raw.help) return { help: true };
  const listen = String(raw.listen);
  if (isIP(listen) === 0 && listen !== 'localhost') {
    throw new Error(`--listen ${JSON.stringify(listen)} is not an IP address.`);
  }
  const port = count('port', String(raw.port));
  if (port > 65535) throw new Error(`--port ${port} is not a port.`);
  const tenancies = /** @type {string[]} */ (raw.tenancy);
  for (const tenancy of tenancies) {
    if (!isTenancyOcid(tenancy))
      throw new Error(`--tenancy ${JSON.stringify(tenancy)} is not a tenancy OCID.`);
  }
  const tlsCert = /** @type {string | undefined} */ (raw['tls-cert']);
  const tlsKey = /** @type {string | undefined} */ (raw['tls-key']);
  if ((tlsCert === undefined) !== (tlsKey === undefined)) {
    throw new Error('--tls-cert and --tls-key go together.');
  }
  const profile = /** @type {string | undefined} */ (raw.profile);
  const loopback = listen === 'localhost' || /^127\./.test(listen) || listen === '::1';
  if (profile !== undefined && !loopback) {
    throw new Error(
      '--profile signs with your own key: the signing relay listens on a loopback address only.',
    );
  }
  if (profile !== undefined && tenancies.length > 0) {
    throw new Error(
      '--tenancy is for the forwarding relay; the signing relay (--profile) signs for its profile only.',
    );
  }
  return {
    help: false,
    listen,
    port,
    origins: /** @type {string[]} */ (raw.origin).map(parseOrigin),
    tls: tlsCert === undefined || tlsKey === undefined ? undefined : { cert: tlsCert, key: tlsKey },
    trustProxy: /** @type {string[]} */ (raw['trust-proxy']).map(cidr),
    tenancies,
    profile,
    configFile: values['config-file'] ?? env[envName('config-file')] ?? undefined,
    hostSuffix: /** @type {string | undefined} */ (raw['host-suffix']),
    dist: String(raw.dist),
    rateLimit: count('rate-limit', String(raw['rate-limit'])),
    bodyLimit: count('body-limit', String(raw['body-limit'])),
    drainDelayMs: count('drain-delay', String(raw['drain-delay'])) * 1000,
    shutdownTimeoutMs: count('shutdown-timeout', String(raw['shutdown-timeout'])) * 1000,
    ociEndpoint: /** @type {string | undefined} */ (raw['oci-endpoint']),
    signIn: readSignInOptions(raw, env),
  };
}
