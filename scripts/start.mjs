// `npm start`: builds the production console, starts the embedded emulator and serves the
// console on loopback, talking to the emulator. PORT moves the console, EMULATOR_PORT the
// emulator. `npm start -- --profile NAME` talks to a real tenancy through a local relay that
// signs with that profile of ~/.oci/config instead; `npm start -- --direct` has the console call
// the regional hosts itself, signing in the browser with a profile added under Settings → Profiles.
import { spawn } from 'node:child_process';
import { parseArgs } from 'node:util';
import { startStaticServer } from './serve.mjs';

const { values } = parseArgs({
  options: {
    profile: { type: 'string' },
    'config-file': { type: 'string' },
    'skip-build': { type: 'boolean', default: false },
    direct: { type: 'boolean', default: false },
  },
});

const port = Number(process.env.PORT ?? 4173);
const emulatorPort = Number(process.env.EMULATOR_PORT ?? 8787);
const children = [];

function run(command, args, options = {}) {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'inherit'], ...options });
  children.push(child);
  return child;
}

function stopAll(code = 0) {
  for (const child of children) child.kill('SIGTERM');
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
if (values.profile) {
  const { createRelay } = await import('./relay.mjs');
  relay = await createRelay({ profile: values.profile, configFile: values['config-file'] });
  config = { endpoint: `http://127.0.0.1:${port}/relay`, mode: 'relay', profile: values.profile, region: relay.region };
} else if (values.direct) {
  // No endpoint: each call goes to its service's regional host; labels come from the local files.
  config = { mode: 'direct' };
} else {
  const emulator = run('npx', ['tsx', 'emulator/main.ts', '--port', String(emulatorPort)]);
  await new Promise((done, failed) => {
    let seen = '';
    emulator.stdout.on('data', (chunk) => {
      seen += chunk;
      process.stdout.write(chunk);
      if (seen.includes('listening on')) done(undefined);
    });
    emulator.on('exit', (code) => failed(new Error(`The emulator stopped (exit ${code}).`)));
  }).catch((error) => {
    console.error(error.message);
    stopAll(1);
  });
  const emulatorUrl = `http://127.0.0.1:${emulatorPort}`;
  config = { endpoint: emulatorUrl, localeBase: `${emulatorUrl}/locales`, mode: 'emulator' };
}

const server = await startStaticServer({ root: 'dist', port, config, relay: relay?.handler });
console.log('');
console.log(`Field Console:  ${server.url}`);
if (values.profile) console.log(`Relay:          ${server.url}/relay (profile ${values.profile})`);
else if (values.direct) console.log('OCI:            the regional hosts, signed in the browser (Settings → Profiles)');
else console.log(`OCI emulator:   ${config.endpoint}`);
console.log('Press Ctrl-C to stop.');
