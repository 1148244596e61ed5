// `npm run serve` (`node scripts/server/main.mjs`): the production server. By default the
// forwarding relay, which holds no credential: the browser signs, the server forwards for the
// tenancies it names. `--profile NAME` is the signing relay instead, for one person on a laptop.
// Runs with production dependencies and a built dist/ only; writes nothing to disk.
//
// SIGTERM or SIGINT: /readyz answers 503 at once; after --drain-delay the listener closes and the
// requests in flight finish (cut after --shutdown-timeout); a second signal skips the drain.
// SIGHUP reads the TLS certificate and key again (they are also watched).
import { loadOciTables } from '../oci-tables.mjs';
import { withHostSuffix } from '../host-suffix.mjs';
import { startStaticServer } from '../serve.mjs';
import { createForwardRelay } from './forward.mjs';
import { readOptions, usage } from './options.mjs';

/** One JSON line, as the access log writes them. */
function say(level, msg, fields = {}) {
  const line = JSON.stringify({ level, time: new Date().toISOString(), ...fields, msg });
  if (level === 'info') console.log(line);
  else console.error(line);
}

async function main() {
  let options;
  try {
    options = readOptions(process.argv.slice(2), process.env);
  } catch (error) {
    console.error(`${error.message}\n${usage()}`);
    process.exit(2);
  }
  if (options.help) {
    console.log(usage());
    return;
  }
  const tables = await loadOciTables({ dist: options.dist });
  let relay;
  let config;
  if (options.profile !== undefined) {
    const { createRelay } = await import('../relay.mjs');
    relay = await createRelay({
      profile: options.profile,
      configFile: options.configFile,
      hostSuffix: options.hostSuffix,
      tables,
    });
    config = { mode: 'relay', profile: options.profile, region: relay.region };
  } else {
    relay = createForwardRelay({
      tables,
      tenancies: options.tenancies,
      hostSuffix: options.hostSuffix,
      ociEndpoint: options.ociEndpoint,
    });
    config = { mode: 'forward' };
    if (options.tenancies.length === 0) {
      say('warn', 'no --tenancy given: the relay refuses every call until the server is started with one');
    }
  }
  config = withHostSuffix(config, options.hostSuffix);
  const server = await startStaticServer({
    root: options.dist,
    port: options.port,
    listen: options.listen,
    config,
    relay,
    origins: options.origins,
    tls: options.tls,
    trustProxy: options.trustProxy,
    bodyLimit: options.bodyLimit,
    rateLimit: options.rateLimit,
    signIn: options.signIn,
    log: true,
  });
  say('info', 'listening', {
    url: server.url,
    origins: options.origins,
    mode: config.mode,
    ...(config.mode === 'forward' ? { tenancies: options.tenancies } : { profile: options.profile }),
    ...(options.signIn === undefined
      ? {}
      : { signIn: { issuer: options.signIn.issuer, clientId: options.signIn.clientId } }),
  });
  if (relay.token !== undefined) {
    // The signing relay serves only the browser that opens this address (a person's terminal).
    console.log(`Field Console:  ${server.url}/?token=${relay.token}`);
  }

  let signals = 0;
  let skipDrain = () => undefined;
  const stop = async (signal) => {
    signals += 1;
    if (signals > 1) {
      skipDrain();
      return;
    }
    say('info', 'stopping', { signal, drainMs: options.drainDelayMs });
    server.stopReady();
    if (options.drainDelayMs > 0) {
      await new Promise((done) => {
        const timer = setTimeout(done, options.drainDelayMs);
        skipDrain = () => {
          clearTimeout(timer);
          done(undefined);
        };
      });
    }
    const cut = setTimeout(() => {
      say('warn', 'requests still in flight after the shutdown timeout; their connections are cut');
      server.forceClose();
    }, options.shutdownTimeoutMs);
    await server.close();
    clearTimeout(cut);
    say('info', 'stopped');
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGHUP', () => server.reloadTls());
}

main().catch((error) => {
  say('error', error instanceof Error ? error.message : String(error));
  process.exit(1);
});
