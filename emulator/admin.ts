/**
 * The emulator's own endpoints, never faulted or signed:
 * - GET /_emulator/health → { ok, regions, resources, types, compartments, uptimeMs, … }
 * - GET, POST, DELETE /_emulator/faults: read, set (the --faults JSON), clear the faults
 * - GET /_emulator/faults/counts: how often each fault happened; DELETE sets the counts to zero
 * - GET /_emulator/applied: every applied mutation and the count per retry token; DELETE clears it
 * - POST /_emulator/reset: back to the seeded tenancy
 * - POST /_emulator/keys { keyId, publicKeyPem }: a key for --require-signature
 * - POST /_emulator/sessions/end: ends every session token's session now (refused from then on,
 *   refresh included), as an administrator signing everyone out
 */
import { createPublicKey } from 'node:crypto';
import { OPERATIONS } from '../src/oci/operations';
import { isRecord } from './entity';
import { parseFaultConfig } from './faults';
import { unhandledOperations } from './handlers/handlerFor';
import { ApiError, errorReply, invalidParameter, type Reply } from './reply';
import type { EmulatorState } from './state';

function health(state: EmulatorState): Reply {
  const types = new Set<string>();
  for (const regionId of state.seededRegions) {
    for (const summary of state.region(regionId)?.store.corpus() ?? []) types.add(summary.resourceType);
  }
  return {
    status: 200,
    body: {
      ok: true,
      regions: state.seededRegions,
      resources: state.resourceCount,
      types: types.size,
      compartments: state.tenancy.compartments.length,
      tenancyId: state.tenancy.tenancyId,
      namespace: state.tenancy.namespace,
      seed: state.options.seed,
      timeScale: state.options.timeScale,
      requireSignature: state.options.requireSignature,
      uptimeMs: state.clock.now() - state.clock.startedAt,
      unhandledOperations: unhandledOperations(OPERATIONS),
    },
  };
}

function registerKey(state: EmulatorState, body: unknown): Reply {
  if (!isRecord(body) || typeof body['keyId'] !== 'string' || typeof body['publicKeyPem'] !== 'string') {
    throw invalidParameter(
      'The body must be { "keyId": "...", "publicKeyPem": "-----BEGIN PUBLIC KEY-----..." }.',
    );
  }
  try {
    state.keys.set(body['keyId'], createPublicKey(body['publicKeyPem']));
  } catch (error) {
    throw invalidParameter(`Not a public key: ${error instanceof Error ? error.message : String(error)}`);
  }
  return { status: 200, body: { keyId: body['keyId'] } };
}

export function handleAdmin(state: EmulatorState, method: string, pathname: string, body: unknown): Reply {
  const route = `${method} ${pathname.replace(/\/$/, '')}`;
  try {
    switch (route) {
      case 'GET /_emulator/health':
        return health(state);
      case 'GET /_emulator/faults':
        return { status: 200, body: state.faults.config };
      case 'POST /_emulator/faults':
        state.faults.set(parseFaultConfig(body));
        return { status: 200, body: state.faults.config };
      case 'DELETE /_emulator/faults':
        state.faults.reset();
        return { status: 200, body: state.faults.config };
      case 'GET /_emulator/faults/counts':
        return { status: 200, body: state.faults.counts };
      case 'DELETE /_emulator/faults/counts':
        state.faults.clearCounts();
        return { status: 200, body: state.faults.counts };
      case 'GET /_emulator/applied':
        return { status: 200, body: state.applied.report() };
      case 'DELETE /_emulator/applied':
        state.applied.clear();
        return { status: 200, body: state.applied.report() };
      case 'POST /_emulator/reset':
        state.reset();
        return { status: 200, body: { ok: true, resources: state.resourceCount } };
      case 'POST /_emulator/keys':
        return registerKey(state, body);
      case 'POST /_emulator/sessions/end':
        return { status: 200, body: { ended: state.sessions.endAll() } };
      default:
        return errorReply(404, 'NotFound', `No emulator endpoint ${route}.`);
    }
  } catch (error) {
    if (error instanceof ApiError) return errorReply(error.status, error.code, error.message);
    throw error;
  }
}
