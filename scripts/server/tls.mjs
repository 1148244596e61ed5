// TLS from a certificate and key on disk (`--tls-cert`, `--tls-key`), renewed without a restart:
// both files are watched (a stat every second, so a replaced file, a moved symlink — certbot's
// live/ folder, a Kubernetes secret — is seen too) and, on SIGHUP, read again at once. A new
// pair is used for new connections once it loads as a pair; a half-written renewal (a new
// certificate beside the old key) is refused and the old pair stays until the key follows.
import { X509Certificate } from 'node:crypto';
import { readFileSync, unwatchFile, watchFile } from 'node:fs';
import { createSecureContext } from 'node:tls';

/** How often the files are looked at. */
const WATCH_INTERVAL_MS = 1000;

/**
 * The certificate chain and key, checked to be a pair; throws with a sentence otherwise.
 * @param {{ cert: string, key: string }} files
 */
export function readTlsPair(files) {
  const cert = readFileSync(files.cert);
  const key = readFileSync(files.key);
  try {
    createSecureContext({ cert, key });
  } catch (error) {
    throw new Error(`${files.cert} and ${files.key} are not a certificate and its key: ${error.message}`);
  }
  return { cert, key };
}

/** What the log says of a certificate: its fingerprint and end of validity, nothing secret. */
export function describeCertificate(cert) {
  try {
    const x509 = new X509Certificate(cert);
    return { subject: x509.subject.replace(/\n/g, ', '), validTo: x509.validTo, sha256: x509.fingerprint256 };
  } catch {
    return {};
  }
}

/**
 * Watches the pair and hands each new one to the TLS server.
 * @param {import('node:tls').Server} server
 * @param {{ cert: string, key: string }} files
 * @param {import('fastify').FastifyBaseLogger} log
 */
export function watchTlsPair(server, files, log) {
  let last = '';
  const reload = () => {
    let pair;
    try {
      pair = readTlsPair(files);
    } catch (error) {
      log.warn({ error: error.message }, 'tls certificate not reloaded; the previous one stays');
      return;
    }
    const seen = `${pair.cert.toString('base64')} ${pair.key.toString('base64')}`;
    if (seen === last) return;
    server.setSecureContext(pair);
    if (last !== '') log.info(describeCertificate(pair.cert), 'tls certificate reloaded');
    last = seen;
  };
  reload();
  const options = { interval: WATCH_INTERVAL_MS, persistent: false };
  watchFile(files.cert, options, reload);
  watchFile(files.key, options, reload);
  return {
    reload,
    stop() {
      unwatchFile(files.cert, reload);
      unwatchFile(files.key, reload);
    },
  };
}
