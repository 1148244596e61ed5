/**
 * Sign-in with the organisation's identity domain where a team deploys the console, walked as a
 * new user walks it on a 390 px phone (touch, a phone's user agent, a fresh profile) at the
 * deployment's HTTPS name, https://console.field.test — not a loopback name: a CA of the test's
 * own, trusted by that Chromium, and two replicas of `npm run serve` behind a round-robin TLS
 * proxy, started for the emulator's identity domain as docs/DEPLOY.md says (`--oidc-issuer`,
 * `--oidc-client-id`, `--oidc-name`, the client secret from a file for one replica and from
 * `OIDC_CLIENT_SECRET` for the other). The emulator stands in for OCI and the identity domain,
 * requires signatures, and issues session tokens that last TOKEN_TTL_MS; a recorder in front of it
 * sees every call that reached "OCI".
 *
 * The walk, the "Done when": "Sign in with Example Corp", the domain's sign-in page (its
 * redirect URI the HTTPS name's), back in the console signed in; a search answers; offline, the
 * deployment waiting for approval is approved from the home page; online, it lands once, with
 * the retry token it was queued with; the token the sign-in brought expires on the emulator and
 * was renewed unseen (every answer after its expiry a 200, nothing asking to sign in); the
 * service ends the session, so the console asks to sign in again; a Stop made then waits for
 * sign-in, and after "Sign in again" (the same profile, a new key) it lands once.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type RunningEmulator } from '../../emulator/server';
import { screenshot } from './support/browser';
import { waitForServiceWorkerControl } from './support/builds';
import { Emulator, readOutbox } from './support/chaos';
import { openProfiles } from './support/consoleSession';
import {
  CLIENT,
  DOMAIN_NAME,
  firstUserName,
  openFromSearch,
  pickUserAtDomain,
  readProfiles,
  recordAnswers,
  runningInstance,
  sessionEndedBanner,
  stopWaitingForSignIn,
  tokenClaims,
  waitForRenewal,
} from './support/domainSignIn';
import { approvalRow, approveFromRow, badgeLabel, waitingForApproval } from './support/homeApproval';
import { startHttpsFront, type HttpsFront } from './support/httpsDeployment';
import { startRecorder, type Recorder } from './support/roundRobin';
import type { ServerProcess } from './support/serverProcess';
import { Teardown } from './support/teardown';

const REGION = 'us-ashburn-1';
const LONG = { timeout: 60_000 };
/**
 * Each token lasts a minute (renewed 15 s before it expires): longer than the walk's time without
 * signal, which starts just after a renewal (a token that expires offline cannot be renewed, and
 * ends the session), and short enough that the walk sees one expire.
 */
const TOKEN_TTL_MS = 60_000;

describe('sign-in with the identity domain, deployed at an HTTPS name', () => {
  const teardown = new Teardown();
  let front: HttpsFront;
  let emulator: RunningEmulator;
  let recorder: Recorder;
  let replicas: ServerProcess[];

  beforeAll(async () => {
    front = await startHttpsFront(teardown);
    emulator = await startEmulator({
      port: 0,
      timeScale: 0.05,
      requireSignature: true,
      tokenTtlMs: TOKEN_TTL_MS,
      identityDomain: { ...CLIENT, redirectUris: [`${front.origin}/auth/callback`] },
    });
    teardown.add(() => emulator.close());
    recorder = await startRecorder(emulator.url);
    teardown.add(() => recorder.close());
    // The client secret as a deployment keeps it: in a file, or in the environment.
    const secrets = mkdtempSync(join(tmpdir(), 'field-console-secret-'));
    teardown.add(() => {
      rmSync(secrets, { recursive: true, force: true });
    });
    const secretFile = join(secrets, 'client-secret');
    writeFileSync(secretFile, `${CLIENT.clientSecret}\n`, { mode: 0o600 });
    const signIn = [
      ...['--oidc-issuer', `${emulator.url}/idcs`, '--oidc-client-id', CLIENT.clientId],
      ...['--oidc-name', DOMAIN_NAME],
    ];
    replicas = await front.startReplicas({
      tenancy: emulator.state.tenancy.tenancyId,
      ociEndpoint: recorder.url,
      replicas: [
        { args: [...signIn, '--oidc-client-secret-file', secretFile] },
        { args: signIn, env: { OIDC_CLIENT_SECRET: CLIENT.clientSecret } },
      ],
    });
  });

  afterAll(() => teardown.run());

  it(
    'signs in, searches, lands an offline approval once, renews unseen, and after the session ends lands a waiting Stop once',
    { timeout: 600_000 },
    async () => {
      const { page, context, errors } = await front.phone();
      const { origin } = front;
      const sign = { emulator, url: origin };
      const user = firstUserName(emulator);
      const instance = runningInstance(emulator, REGION);
      const cloud = recordAnswers(context, (url) => url.startsWith(`${origin}/relay/`));
      const starts = recordAnswers(context, (url) => new URL(url).pathname === '/auth/start');
      const startCookies: string[] = [];
      context.on('response', (response) => {
        if (new URL(response.url()).pathname !== '/auth/start') return;
        void response.headerValue('set-cookie').then((value) => startCookies.push(value ?? ''));
      });

      // A new user opens the console at its HTTPS name; it installs.
      await page.goto(`${origin}/`);
      await page.getByRole('heading', { name: 'What needs you' }).waitFor(LONG);
      await waitForServiceWorkerControl(page, 60_000);
      expect(await page.evaluate(() => window.isSecureContext)).toBe(true);

      // Settings → Profiles → Sign in with Example Corp: the domain's page, sent back to this name.
      await openProfiles(page);
      await page.getByRole('button', { name: `Sign in with ${DOMAIN_NAME}` }).tap();
      await page.waitForURL((url) => url.href.startsWith(`${emulator.url}/idcs/oauth2/v1/authorize`), LONG);
      expect(new URL(page.url()).searchParams.get('redirect_uri')).toBe(`${origin}/auth/callback`);
      await screenshot(page, 'sign-in-deployed-domain-page');
      await pickUserAtDomain(page, sign, user);
      await expect.poll(() => page.getByTestId('active-profile').textContent(), LONG).toContain(DOMAIN_NAME);
      // The start's cookie was one only this HTTPS origin gets back, and no script reads.
      expect(starts.map((start) => start.status)).toEqual([303]);
      expect(startCookies).toHaveLength(1);
      expect(startCookies[0]).toMatch(
        /^__Host-field-console-sign-in=.+; Path=\/; .*HttpOnly; Secure; SameSite=Lax$/,
      );
      const [profile] = await readProfiles(page);
      const first = profile?.sessionToken ?? '';
      const firstExpiry = tokenClaims(first).exp * 1000;
      await screenshot(page, 'sign-in-deployed-signed-in');

      // A search answers from the tenancy, signed on the phone with the session.
      await openFromSearch(page, instance.name);

      // Home, online: the deployment waiting for approval. The phone sits in a pocket while the
      // session is renewed unseen (a token that expires without signal cannot be renewed), then
      // loses signal, and the deployment is approved from its row.
      await page.goto(`${origin}/`);
      const deployment = await waitingForApproval(page);
      const current = (await readProfiles(page))[0]?.sessionToken ?? '';
      await waitForRenewal(page, profile?.id ?? '', current, TOKEN_TTL_MS + LONG.timeout);
      await context.setOffline(true);
      await page.reload();
      await approveFromRow(page, await approvalRow(page, deployment.name));
      const [approval] = (await readOutbox(page)).filter((entry) => entry.operation === 'approveDeployment');
      expect(approval).toMatchObject({ state: 'pending', resourceId: deployment.id });
      await screenshot(page, 'sign-in-deployed-approval-queued');

      // Signal again: it lands, once, with the retry token it was queued with.
      await context.setOffline(false);
      await expect.poll(() => badgeLabel(page), LONG).toBe('Outbox, no pending changes');
      const oci = new Emulator(emulator.url);
      const approved = (await oci.applied()).items.filter(
        (item) => item.operation === 'approveDeployment' && item.resourceId === deployment.id,
      );
      expect(approved.map((item) => item.retryToken)).toEqual([approval?.retryToken]);
      expect((await oci.applied()).byRetryToken[approval?.retryToken ?? '']).toBe(1);

      // The first token expires on the emulator; it was renewed before, unseen: past its expiry
      // every answer from the cloud is a 200, and nothing asks to sign in.
      await expect.poll(() => Date.now() > firstExpiry + 1000, { timeout: TOKEN_TTL_MS }).toBe(true);
      const afterExpiry = cloud.length;
      await openFromSearch(page, instance.name);
      const answered = cloud.slice(afterExpiry).filter((answer) => answer.at > firstExpiry);
      expect(answered.length).toBeGreaterThan(0);
      expect(cloud.filter((answer) => answer.at > firstExpiry).map((answer) => answer.status)).toEqual(
        cloud.filter((answer) => answer.at > firstExpiry).map(() => 200),
      );
      expect(await page.getByTestId('session-ended').count()).toBe(0);

      // The service ends the session: the next renewal is refused, and the console asks to sign
      // in again; a Stop made then waits for sign-in.
      expect((await fetch(`${emulator.url}/_emulator/sessions/end`, { method: 'POST' })).status).toBe(200);
      const banner = await sessionEndedBanner(page, TOKEN_TTL_MS + LONG.timeout);
      await stopWaitingForSignIn(page, instance.name);
      const [stop] = (await readOutbox(page)).filter((entry) => entry.operation === 'instanceAction');
      expect(stop).toMatchObject({ state: 'pending', resourceId: instance.id });
      await screenshot(page, 'sign-in-deployed-waiting-for-sign-in');
      const stops = async () =>
        (await oci.applied()).items.filter((item) => item.operation === 'instanceAction');
      expect(await stops()).toEqual([]);

      // Sign in again: the same profile with a new key, and the Stop lands once.
      await banner.getByRole('button', { name: 'Sign in again' }).tap();
      await pickUserAtDomain(page, sign, user);
      const after = await readProfiles(page);
      expect(after.map((p) => p.id)).toEqual([profile?.id]);
      expect(after[0]?.fingerprint).not.toBe(profile?.fingerprint);
      await expect.poll(async () => (await stops()).length, LONG).toBe(1);
      expect((await stops()).map((item) => [item.resourceId, item.retryToken])).toEqual([
        [instance.id, stop?.retryToken],
      ]);
      expect((await oci.applied()).byRetryToken[stop?.retryToken ?? '']).toBe(1);

      // Both replicas served the console and the relay; every call that reached OCI went to a
      // real regional host, signed with a session token.
      for (const replica of replicas) {
        expect(replica.requests.some((r) => !r.path.startsWith('/relay/') && r.status === 200)).toBe(true);
        expect(replica.requests.some((r) => r.path.startsWith('/relay/') && r.status === 200)).toBe(true);
      }
      expect(recorder.reached.length).toBeGreaterThan(0);
      for (const call of recorder.reached) {
        expect(call.host).toMatch(/^[a-z0-9-]+\.us-ashburn-1\.(?:oci\.)?oraclecloud\.com$/);
        expect(call.keyId).toMatch(/^ST\$/);
      }
      expect(errors).toEqual([]);
    },
  );
});
