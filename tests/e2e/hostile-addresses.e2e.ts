/**
 * Addresses are anyone's to write. In a browser where the console is installed (its service
 * worker answers every address with the app), an address whose ids are words, malformed
 * percent-encoding or markup, on every kind of page of the route table (a details page, the VNIC
 * page, DevOps resource, run and work request pages, license pages), or an address that is no
 * page at all, opens the console's not-found page and its way home; the page never throws. On a
 * first visit, before the service worker, the server refuses an address that does not decode with
 * a plain 400 rather than an empty page.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openSession, type Session } from './support/browser';
import { openPwaSession, waitForServiceWorkerControl, type PwaSession } from './support/builds';

const HOSTILE = [
  '/networking/vcns/%E0%A4%A/subnets/%ZZ',
  '/networking/vcns/not-a-vcn/subnets/list',
  '/networking/vcns/vnics/%3Cscript%3Ealert(1)%3C%2Fscript%3E',
  '/devops-project/projects/%25',
  '/devops-project/projects/not-a-project/triggers/%C0%AF',
  '/devops-build/projects/%ZZ/build-pipelines/x/build-runs/%E0%A4%A',
  '/devops-deployment/projects/a/pipelines/b/deployments/%22%3E%3Cimg%20src%3Dx%3E',
  '/devops/work-requests/%C0%AF',
  '/license-manager/product-licenses/%ZZ/license-records/%E0%A4%A',
  '/no/such/page?ocid=%ZZ&x=%E0%A4%A',
];

describe('hostile addresses', () => {
  let person: PwaSession;

  beforeAll(async () => {
    person = await openPwaSession(inject('consoleUrl'));
    await person.page.goto(inject('consoleUrl'));
    await waitForServiceWorkerControl(person.page);
  });
  afterAll(async () => {
    await person.close();
  });

  it.each(HOSTILE)(
    '%s opens the not-found page, never a crash or a screen reading what cannot be',
    async (address) => {
      const { page } = person;
      await page.goto(`${inject('consoleUrl')}${address}`);
      await page.getByTestId('not-found').waitFor();
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Page not found');
      expect(await page.getByRole('link', { name: 'Go to the home page' }).count()).toBe(1);
      expect(person.errors).toEqual([]);
    },
  );

  it('on a first visit, an address that does not decode gets the server’s plain refusal', async () => {
    const fresh: Session = await openSession();
    try {
      const response = await fresh.page.goto(`${inject('consoleUrl')}/networking/vcns/%E0%A4%A/subnets/%ZZ`);
      expect(response?.status()).toBe(400);
      expect(await fresh.page.locator('body').innerText()).toContain('the address is not valid');
      expect(fresh.errors).toEqual([]);
    } finally {
      await fresh.close();
    }
  });
});
