// What a field admin does with a release before the next one arrives, done in the browser so that
// the release itself stores it: a search and a resource page (resources, records, recent
// queries, the saved search index), the tenancy downloaded and then a download that the service
// refuses with 401, a deployment followed by its flow and watched ("Notify me"), a setting, a
// signing profile, one change sent and two queued offline. Each step is tried on its own: an
// older release may lack a screen, and the fixture's made.json says which steps it took.
/* global window, document, indexedDB, fetch -- fetch is Node's; the rest run in the page */
import { createHash, generateKeyPairSync } from 'node:crypto';

const REGION = 'us-ashburn-1';

async function json(url, init) {
  const answer = await fetch(url, init);
  if (!answer.ok) throw new Error(`${url}: ${answer.status} ${await answer.text()}`);
  return answer.json();
}

async function search(emulatorUrl, query) {
  const found = await json(`${emulatorUrl}/query/${REGION}/20180409/resources?limit=1000`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ type: 'Structured', query }),
  });
  return found.items;
}

/** A project of the emulated tenancy with a release pipeline (its approval stage waits for a person). */
async function findRelease(emulatorUrl) {
  const devops = `${emulatorUrl}/devops/${REGION}/20210630`;
  for (const { identifier: projectId, compartmentId } of await search(
    emulatorUrl,
    'query devopsproject resources',
  )) {
    const deploys = await json(`${devops}/deployPipelines?projectId=${projectId}`);
    const release = deploys.items.find((p) => /-release$/.test(p.displayName ?? ''));
    if (release !== undefined) return { projectId, compartmentId, pipelineId: release.id };
  }
  throw new Error('no project with a release pipeline');
}

async function faults(emulatorUrl, config) {
  await fetch(`${emulatorUrl}/_emulator/faults`, {
    method: config === undefined ? 'DELETE' : 'POST',
    headers: { 'content-type': 'application/json' },
    ...(config === undefined ? {} : { body: JSON.stringify(config) }),
  });
}

/** Waits until `check` (run in the page) answers true. */
function until(page, check, arg, timeout = 30_000) {
  return page.waitForFunction(check, arg, { timeout, polling: 250 });
}

function mutate(page, request) {
  return page.evaluate(async (req) => {
    const hooks = window.__fieldConsole;
    if (hooks === undefined) throw new Error('no test hooks');
    return hooks.mutate(req);
  }, request);
}

function createProject(name, compartmentId) {
  return {
    operation: 'createProject',
    params: {
      createProjectDetails: {
        name,
        compartmentId,
        notificationConfig: { topicId: 'ocid1.onstopic.oc1..fixture' },
      },
    },
    summary: `Create project ${name}`,
  };
}

/** A react-aria Select of the settings form: the field by its label, then the option. */
async function choose(page, field, option) {
  const label = page.getByText(field, { exact: true });
  await page
    .locator('.ui-field')
    .filter({ has: label })
    .getByRole('button')
    .first()
    .click({ timeout: 10_000 });
  await page.getByRole('option', { name: option, exact: true }).click({ timeout: 10_000 });
}

export function steps({ page, context, consoleUrl, emulatorUrl }) {
  const goto = (path) => page.goto(`${consoleUrl}${path}`);
  let release;
  return [
    [
      'home',
      async () => {
        await goto('/');
        await page.getByTestId('menu-button').waitFor();
      },
    ],
    [
      'search and a resource page',
      async () => {
        const query = 'query instance resources';
        await goto(`/search?q=${encodeURIComponent(query)}`);
        const link = page.locator('main a[href*="ocid1.instance"]').first();
        // A release whose search page does not read its address is searched from its box.
        const shown = await link.waitFor({ timeout: 20_000 }).then(
          () => true,
          () => false,
        );
        if (!shown) {
          const box = page
            .locator('main input[type="search"], main [role="searchbox"], main input[type="text"]')
            .first();
          await box.fill(query);
          await box.press('Enter');
          await link.waitFor();
        }
        await link.click();
        await until(page, () => document.querySelector('main h1') !== null);
      },
    ],
    [
      'tenancy downloaded',
      async () => {
        await goto('/settings');
        await page.getByRole('button', { name: 'Download', exact: true }).click({ timeout: 15_000 });
        await page.getByText('Synced', { exact: true }).first().waitFor({ timeout: 120_000 });
      },
    ],
    [
      'a deployment followed and watched',
      async () => {
        release = await findRelease(emulatorUrl);
        await context.grantPermissions(['notifications'], { origin: consoleUrl });
        await goto(`/devops-deployment/projects/${release.projectId}/pipelines/${release.pipelineId}`);
        await page.getByRole('button', { name: 'Create deployment' }).click();
        await page.getByRole('alertdialog').getByRole('button', { name: 'Deploy' }).click();
        await page.waitForURL(/\/deployments\//);
        await page.getByTestId('flow-status').waitFor();
        const notify = page.getByRole('button', { name: 'Notify me' });
        if (await notify.isVisible().catch(() => false)) await notify.click();
      },
    ],
    [
      'settings',
      async () => {
        await goto('/settings');
        await page.getByTestId('settings').waitFor();
        const radios = page.getByRole('radiogroup', { name: 'Theme' });
        if (await radios.isVisible().catch(() => false))
          await radios.getByText('Dark', { exact: true }).click();
        else await choose(page, 'Theme', 'Dark');
      },
    ],
    [
      'a signing profile',
      async () => {
        const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
        const der = publicKey.export({ type: 'spki', format: 'der' });
        const fingerprint = (createHash('md5').update(der).digest('hex').match(/../g) ?? []).join(':');
        const { tenancyId } = await json(`${emulatorUrl}/_emulator/health`);
        const user = 'ocid1.user.oc1..aaaaaaaafieldconsolefixture';
        await fetch(`${emulatorUrl}/_emulator/keys`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            keyId: `${tenancyId}/${user}/${fingerprint}`,
            publicKeyPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
          }),
        });
        await goto('/settings/profiles');
        await page.getByTestId('active-profile').waitFor();
        await page.getByLabel('Name', { exact: true }).fill('field-fixture');
        await page.getByLabel('Tenancy OCID', { exact: true }).fill(tenancyId);
        await page.getByLabel('User OCID', { exact: true }).fill(user);
        await page.getByTestId('profile-key-file').setInputFiles({
          name: 'oci_api_key.pem',
          mimeType: 'application/x-pem-file',
          buffer: Buffer.from(privateKey.export({ type: 'pkcs1', format: 'pem' }).toString()),
        });
        await page.getByText(`fingerprint ${fingerprint}`, { exact: false }).waitFor();
        await page.getByTestId('profile-submit').click();
        await page.getByTestId('active-profile').getByText('field-fixture').waitFor();
      },
    ],
    [
      'one change sent',
      async () => {
        const compartmentId = release?.compartmentId ?? (await findRelease(emulatorUrl)).compartmentId;
        const sent = await mutate(page, createProject(`fixture-sent-${Date.now()}`, compartmentId));
        if (!sent.ok) throw new Error(JSON.stringify(sent));
        await until(
          page,
          (id) =>
            new Promise((resolve) => {
              const open = indexedDB.open('field-console');
              open.onsuccess = () => {
                const get = open.result.transaction('outbox').objectStore('outbox').get(id);
                get.onsuccess = () => {
                  open.result.close();
                  resolve(get.result?.state === 'done');
                };
              };
            }),
          sent.value.entryId,
          60_000,
        );
      },
    ],
    [
      // Last before the signal goes, and the fault stays: the release retries a failed region a
      // minute later, and going offline turns a failed region into a paused one at that retry.
      'tenancy download refused with 401',
      async () => {
        release ??= await findRelease(emulatorUrl).catch(() => undefined);
        await faults(emulatorUrl, { errorRate: 1, errorStatuses: [401], paths: ['/query/'] });
        await goto('/settings');
        await page.getByRole('button', { name: 'Sync now', exact: true }).click({ timeout: 15_000 });
        await page
          .locator('[data-testid="sync-region"][data-status="failed"], li:has(> [role="alert"])')
          .first()
          .waitFor({ timeout: 60_000 });
      },
    ],
    [
      'two changes queued offline',
      async () => {
        const compartmentId = release?.compartmentId ?? (await findRelease(emulatorUrl)).compartmentId;
        await context.setOffline(true);
        for (const request of [
          createProject('fixture-queued-offline', compartmentId),
          ...(release === undefined
            ? []
            : [
                {
                  operation: 'updateProject',
                  params: {
                    projectId: release.projectId,
                    updateProjectDetails: { description: 'Changed offline' },
                  },
                  resourceId: release.projectId,
                  summary: 'Describe the project offline',
                },
              ]),
        ]) {
          const queued = await mutate(page, request);
          if (!queued.ok) throw new Error(JSON.stringify(queued));
        }
      },
    ],
  ];
}
