/**
 * The emulator's command line:
 *
 *   tsx emulator/main.ts [--port 8787] [--seed S] [--size N] [--time-scale X] [--faults <json>]
 *                        [--require-signature] [--console-origin <url>]… [--region <id>]…
 *                        [--idcs-client-id ID] [--idcs-client-secret S] [--idcs-redirect-uri <url>]…
 *
 * It prints `listening on http://127.0.0.1:<port>` once it answers.
 */
import { parseArgs } from 'node:util';
import { parseFaultConfig } from './faults';
import { startEmulator, type EmulatorOptions } from './server';

const USAGE = `usage: tsx emulator/main.ts [options]
  --port P              port on 127.0.0.1 (default 8787; 0 picks a free one)
  --seed S              seed of the demo tenancy (default field-console)
  --size N              about how many resources (default 3500; 250000 for benchmarks)
  --time-scale X        lifecycle speed factor: 0.05 runs lifecycles 20x faster (default 1)
  --faults JSON         faults to inject, e.g. '{"latencyMs":50,"errorRate":0.3,"errorStatuses":[429,503]}'
  --require-signature   refuse unsigned requests (register keys with POST /_emulator/keys)
  --console-origin URL  an origin of the console's pages, the only ones answered (repeatable;
                        default: any loopback origin)
  --region ID           a region to seed (repeatable; default us-ashburn-1, eu-frankfurt-1, us-langley-1)
  --idcs-client-id ID   the identity domain's confidential client (default field-console-demo)
  --idcs-client-secret S   its secret (default field-console-demo-secret)
  --idcs-redirect-uri URL  a redirect URI registered for it, matched exactly (repeatable;
                        default http://127.0.0.1:4173/auth/callback, http://localhost:4173/auth/callback)
  --help                this text`;

function number(name: string, text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  const value = Number(text);
  if (!Number.isFinite(value)) throw new Error(`--${name} takes a number, not '${text}'`);
  return value;
}

function optionsFrom(argv: readonly string[]): EmulatorOptions | undefined {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      port: { type: 'string' },
      seed: { type: 'string' },
      size: { type: 'string' },
      'time-scale': { type: 'string' },
      faults: { type: 'string' },
      'require-signature': { type: 'boolean' },
      'console-origin': { type: 'string', multiple: true },
      region: { type: 'string', multiple: true },
      'idcs-client-id': { type: 'string' },
      'idcs-client-secret': { type: 'string' },
      'idcs-redirect-uri': { type: 'string', multiple: true },
      help: { type: 'boolean' },
    },
    strict: true,
  });
  if (values.help) return undefined;
  return {
    port: number('port', values.port),
    seed: values.seed,
    size: number('size', values.size),
    timeScale: number('time-scale', values['time-scale']),
    faults: values.faults === undefined ? undefined : parseFaultConfig(JSON.parse(values.faults) as unknown),
    requireSignature: values['require-signature'],
    consoleOrigins: values['console-origin'],
    regions: values.region,
    identityDomain: {
      ...(values['idcs-client-id'] === undefined ? {} : { clientId: values['idcs-client-id'] }),
      ...(values['idcs-client-secret'] === undefined ? {} : { clientSecret: values['idcs-client-secret'] }),
      ...(values['idcs-redirect-uri'] === undefined ? {} : { redirectUris: values['idcs-redirect-uri'] }),
    },
  };
}

async function main(): Promise<void> {
  let options: EmulatorOptions | undefined;
  try {
    options = optionsFrom(process.argv.slice(2));
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    process.exit(2);
  }
  if (options === undefined) {
    console.log(USAGE);
    return;
  }
  const emulator = await startEmulator(options);
  console.log(`listening on ${emulator.url}`);
  const stop = (): void => {
    void emulator.close().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

void main();
