/**
 * The license manager's deletes from their registry entries, through the kit's one delete: the
 * exact request each sends (the operation, the resource's id, the etag of the copy shown as
 * if-match) followed to the HTTP call the outbox makes, the license manager's own words for the
 * question, the page that follows, and what that page is told of the delete.
 */
import { describe, expect, it } from 'vitest';
import type { OutboxEntry } from '../../../../src/contract/db';
import { resourceKind } from '../../../../src/app/kinds/registry';
import { changeStateOf, isChangeState } from '../../../../src/app/kit/changeState';
import { deleteRequest } from '../../../../src/app/kit/formModel';
import type { FormConfig } from '../../../../src/app/kit/formSpec';
import { sent } from './sentRequest';

const LICENSE = 'ocid1.productlicense.oc1.iad.pl';
const RECORD = 'ocid1.licenserecord.oc1.iad.lr';
/** A product license and one of its records as the service answers them. */
const PRODUCT_LICENSE = { id: LICENSE, displayName: 'Database EE', compartmentId: 'ocid1.tenancy.oc1..t' };
const LICENSE_RECORD = { id: RECORD, displayName: 'CSI 1001', productLicenseId: LICENSE, licenseCount: 8 };

function formOf(name: 'getProductLicense' | 'getLicenseRecord'): FormConfig {
  const form = resourceKind(name)?.form;
  if (form === undefined) throw new Error(`${name} declares no form`);
  return form;
}

describe('the license manager’s deletes', () => {
  it.each([
    {
      kind: 'getProductLicense',
      resource: PRODUCT_LICENSE,
      operation: 'deleteProductLicense',
      params: { productLicenseId: LICENSE },
      line: `DELETE http://emu.test/licensemanager/us-ashburn-1/20220430/productLicenses/${LICENSE}`,
    },
    {
      kind: 'getLicenseRecord',
      resource: LICENSE_RECORD,
      operation: 'deleteLicenseRecord',
      params: { licenseRecordId: RECORD },
      line: `DELETE http://emu.test/licensemanager/us-ashburn-1/20220430/licenseRecords/${RECORD}`,
    },
  ] as const)('send $operation for the copy shown, with its etag as if-match', async (expected) => {
    const form = formOf(expected.kind);
    const request = deleteRequest(form, expected.resource, 'etag-7');
    expect(request).toEqual({
      operation: expected.operation,
      params: expected.params,
      resourceId: expected.resource.id,
      ifMatch: 'etag-7',
    });
    if (request === undefined) throw new Error('no request');
    const { line, headers, body } = await sent(request);
    expect(line).toBe(expected.line);
    expect(headers).toEqual({ accept: 'application/json', 'opc-request-id': 'ID1', 'if-match': 'etag-7' });
    expect(body).toBeUndefined();
    // A copy read without an etag is deleted without if-match; an answer naming nothing, not at all.
    expect(deleteRequest(form, expected.resource)?.ifMatch).toBeUndefined();
    expect(deleteRequest(form, { ...expected.resource, id: '' }, 'etag-7')).toBeUndefined();
  });

  it('asks about a product license in the license manager’s words, then goes to the list', () => {
    const form = formOf('getProductLicense');
    expect(form.deleteText).toEqual({
      title: 'licenses:productLicenses.deleteQuestion',
      body: 'licenses:productLicenses.deleteConsequence',
      summary: 'licenses:summaries.deleteProductLicense',
    });
    expect(form.pageAfterDelete?.(PRODUCT_LICENSE)).toBe('/license-manager/product-licenses');
    expect(form.workRequestPath?.('ocid1.wr')).toBe('/devops/work-requests/ocid1.wr');
  });

  it('asks about a license record in the license manager’s words, then goes to its product license', () => {
    const form = formOf('getLicenseRecord');
    expect(form.deleteText).toEqual({
      title: 'licenses:records.deleteQuestion',
      body: 'licenses:records.deleteConsequence',
      summary: 'licenses:summaries.deleteLicenseRecord',
    });
    expect(form.pageAfterDelete?.(LICENSE_RECORD)).toBe(`/license-manager/product-licenses/${LICENSE}`);
    // A record that does not name its license leaves the page where it is.
    expect(form.pageAfterDelete?.({ ...LICENSE_RECORD, productLicenseId: 7 })).toBeNull();
  });
});

describe('the page after a delete', () => {
  const entry = (overrides: Partial<OutboxEntry>): OutboxEntry => ({
    id: 'e1',
    operation: 'deleteProductLicense',
    region: 'us-ashburn-1',
    params: { productLicenseId: LICENSE },
    resourceId: LICENSE,
    summary: 'Delete product license Database EE',
    state: 'pending',
    createdAt: 1,
    updatedAt: 1,
    queuedAt: 1,
    attempts: 0,
    nextAttemptAt: 1,
    ...overrides,
  });

  it('is told the delete is done, with its work request, or kept on the device', () => {
    const done = changeStateOf(entry({ state: 'done', result: { status: 202, workRequestId: 'ocid1.wr' } }));
    expect(done).toEqual({
      change: { summary: 'Delete product license Database EE', workRequestId: 'ocid1.wr' },
    });
    const kept = changeStateOf(entry({ state: 'pending' }));
    expect(kept).toEqual({ change: { summary: 'Delete product license Database EE', queued: true } });
    expect(isChangeState(done) && isChangeState(kept)).toBe(true);
    expect(isChangeState({ change: { workRequestId: 'x' } })).toBe(false);
    expect(isChangeState(null)).toBe(false);
  });
});
