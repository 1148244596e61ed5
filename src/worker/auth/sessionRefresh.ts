/**
 * The refresh of one profile's session token, sent as `oci session refresh` sends it (oracle/
 * oci-cli, src/oci_cli/cli_session.py): `POST /v1/authentication/refresh` on the region's auth
 * host with `{ "currentToken": <token> }`, signed with the session itself (`ST$<token>`, the
 * profile's key). Its own client signs with exactly that profile's token, whatever the worker's
 * cached credentials hold; the answer `{ token }` is checked against the catalogue's schema.
 */
import type { StoredProfile } from '../../contract/db';
import { fail, ok, type Result } from '../../contract/failure';
import { speaksPublicApi } from '../../oci/callForms';
import { operation } from '../../oci/operations';
import { createResilientClient, toFailure } from '../client';
import { clientEndpoint } from '../client/endpoint';
import { signedOutError, type WorkerContext } from '../context';
import { createSigningInterceptor } from './clock';
import { sessionTokenKeyId } from './signer';

export function refreshSessionWith(
  context: Pick<WorkerContext, 'signedOut' | 'config' | 'clock'>,
): (profile: StoredProfile) => Promise<Result<string>> {
  return async (profile) => {
    if (context.signedOut()) return fail(toFailure(signedOutError()));
    const token = profile.sessionToken ?? '';
    const config = context.config();
    const sign = createSigningInterceptor(
      () => ({ keyId: sessionTokenKeyId(token), privateKey: profile.privateKey }),
      context.clock,
    );
    const client = createResilientClient({
      region: profile.region,
      ...clientEndpoint(config),
      ...(config.hostSuffix === undefined ? {} : { hostSuffix: config.hostSuffix }),
      usePublicForms: speaksPublicApi(config),
      requestInterceptors: [async (request) => ({ ...(await sign(request)), method: request.method })],
      errorHandler: () => undefined,
      clock: context.clock,
    });
    try {
      const answer = await client.call<{ token: string }>(operation('refreshSessionToken'), {
        refreshRequest: { currentToken: token },
      });
      return ok(answer.body.token);
    } catch (error) {
      return fail(toFailure(error));
    }
  };
}
