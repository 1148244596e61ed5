// The container's health check (the image's HEALTHCHECK): GET /healthz on the server's own port,
// with the options the server reads (its FIELD_CONSOLE_* variables), exit 0 on a 200 and 1 on
// anything else. Node itself, as slim images have no curl. Over HTTPS the certificate is not
// checked: it names the public host, and this asks the process on its own address.
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { readOptions } from './options.mjs';

const TIMEOUT_MS = 3000;

const options = readOptions(process.argv.slice(2), process.env);
if (options.help) {
  console.log('usage: node scripts/server/healthcheck.mjs [the server\u2019s options]');
  process.exit(0);
}
const host = options.listen === '0.0.0.0' || options.listen === '::' ? '127.0.0.1' : options.listen;
const send = options.tls === undefined ? httpRequest : httpsRequest;
const probe = send(
  {
    host,
    port: options.port,
    path: '/healthz',
    timeout: TIMEOUT_MS,
    ...(options.tls === undefined ? {} : { rejectUnauthorized: false }),
  },
  (answer) => {
    answer.resume();
    process.exit(answer.statusCode === 200 ? 0 : 1);
  },
);
probe.on('timeout', () => probe.destroy(new Error(`no answer within ${TIMEOUT_MS} ms`)));
probe.on('error', (error) => {
  console.error(`unhealthy: ${error.message}`);
  process.exit(1);
});
probe.end();
