// `npm start`: builds the production console, starts the embedded emulator and serves the
// console on loopback with the server of `npm run serve` (scripts/serve.mjs), talking to the
// emulator. PORT moves the console, EMULATOR_PORT the emulator; `npm start -- --size N` makes its
// tenancy about N resources (250000 to try the console at scale). `npm start -- --profile NAME`
// talks to a real tenancy through a local relay that signs with that profile of ~/.oci/config
// instead (`--host-suffix` adds one custom host suffix in a realm's domain as a region);
// `npm start -- --direct` has the console call the regional hosts itself, signing in the browser
// with a profile added under Settings → Profiles. Against the emulator, Settings → Profiles also
// offers "Sign in with OCI Emulator", the emulator's identity domain.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { parseArgs } from 'node:util';
import { startStaticServer } from './serve.mjs';
import { withHostSuffix } from './host-suffix.mjs';

const { values } = parseArgs({
  options: {
    profile: { type: 'string' },
    'config-file': { type: 'string' },
    'skip-build': { type: 'boolean', default: false },
    'host-suffix': { type: 'string' },
    direct: { type: 'boolean', default: false },
    // The emulated tenancy's size (about how many resources; the emulator checks the number).
    size: { type: 'string' },
  },
});

/** A free port on loopback (for PORT=0): the emulator learns the console's origin before it listens. */
function freePort() {
  return new Promise((done, failed) => {
    const probe = createServer();
    probe.once('error', failed);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

const requestedPort = Number(process.env.PORT ?? 4173);
const port = requestedPort === 0 ? await freePort() : requestedPort;
const emulatorPort = Number(process.env.EMULATOR_PORT ?? 8787);
const children = [];

function run(command, args, options = {}) {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'inherit'], ...options });
  children.push(child);
  return child;
}

/** Stops every child (the emulator), waits until each has exited, then exits. */
async function stopAll(code = 0) {
  await Promise.all(
    children.map(
      (child) =>
        new Promise((done) => {
          if (child.exitCode !== null || child.signalCode !== null) return done(undefined);
          child.once('exit', () => done(undefined));
          child.kill('SIGTERM');
        }),
    ),
  );
  process.exit(code);
}
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

if (!values['skip-build']) {
  console.log('Building the console…');
  const build = spawn('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  const code = await new Promise((done) => build.on('exit', done));
  if (code !== 0) {
    console.error('The build failed; see above.');
    process.exit(code ?? 1);
  }
}

let config;
let relay;
let signIn;
if (values.profile) {
  const { createRelay } = await import('./relay.mjs');
  relay = await createRelay({
    profile: values.profile,
    configFile: values['config-file'],
    hostSuffix: values['host-suffix'],
  });
  // The endpoint is `/relay` on the origin the console is opened at (CSP's 'self').
  config = {
    mode: 'relay',
    profile: values.profile,
    region: relay.region,
  };
} else if (values.direct) {
  // No endpoint: each call goes to its service's regional host; labels come from the local files.
  config = { mode: 'direct' };
} else {
  // Node itself, not npx: a signal sent to the emulator reaches the process that listens.
  const emulator = run(process.execPath, [
    '--import',
    'tsx',
    'emulator/main.ts',
    '--port',
    String(emulatorPort),
    // Only the console's pages may call it: any other page the browser shows meanwhile is refused.
    '--console-origin',
    `http://127.0.0.1:${port}`,
    '--console-origin',
    `http://localhost:${port}`,
    // Its identity domain takes the console's callback at this port ("Sign in with …").
    '--idcs-redirect-uri',
    `http://127.0.0.1:${port}/auth/callback`,
    '--idcs-redirect-uri',
    `http://localhost:${port}/auth/callback`,
    ...(values.size === undefined ? [] : ['--size', values.size]),
  ]);
  const emulatorUrl = await new Promise((done, failed) => {
    let seen = '';
    emulator.stdout.on('data', (chunk) => {
      seen += chunk;
      process.stdout.write(chunk);
      const listening = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(seen);
      if (listening) done(listening[1]);
    });
    emulator.on('exit', (code) => failed(new Error(`The emulator stopped (exit ${code}).`)));
  }).catch((error) => {
    console.error(error.message);
    return stopAll(1);
  });
  config = { endpoint: emulatorUrl, localeBase: `${emulatorUrl}/locales`, mode: 'emulator' };
  // The emulator's identity domain and its demo client (emulator/identityDomain/README.md): a
  // demo's secret, public by design, so that Settings → Profiles offers a sign-in to try.
  signIn = {
    issuer: `${emulatorUrl}/idcs`,
    clientId: 'field-console-demo',
    clientSecret: 'field-console-demo-secret',
    name: 'OCI Emulator',
  };
}

// The console accepts the custom host suffix as a region only when the option was given.
try {
  config = withHostSuffix(config, values['host-suffix']);
} catch (error) {
  console.error(error.message);
  await stopAll(1);
}

const server = await startStaticServer({
  root: 'dist',
  port,
  config,
  relay,
  signIn,
});
console.log('');
// In relay mode the address carries the launch token: the relay serves only a browser that opened it.
console.log(`Field Console:  ${server.url}${relay ? `/?token=${relay.token}` : ''}`);
if (values.profile) console.log(`Relay:          ${server.url}/relay (profile ${values.profile})`);
else if (values.direct)
  console.log('OCI:            the regional hosts, signed in the browser (Settings → Profiles)');
else console.log(`OCI emulator:   ${String(config.endpoint)}`);
console.log('Press Ctrl-C to stop.');
