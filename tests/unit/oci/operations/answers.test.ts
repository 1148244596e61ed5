/**
 * Every answer the console reads is declared: each custom call has its own schema (but the log
 * search, whose two forms answer differently and whose screen tells a wrong answer at once), and
 * those schemas take what the service answers and refuse what it does not. Parameters a screen
 * builds from configuration are made typed only when the operation declares every one.
 */
import { describe, expect, expectTypeOf, it } from 'vitest';
import { OPERATIONS, operation, paramsFor, isOperationName } from '../../../../src/oci/operations';
import { answerMismatch, ANSWERS, type OperationAnswer } from '../../../../src/oci/operations/answers';

describe('declared answers', () => {
  it('declares the answer of every custom call that answers something', () => {
    const undeclared = OPERATIONS.filter(
      (op) => op.semantics.kind === 'custom' && op.returns !== 'none' && !Object.hasOwn(ANSWERS, op.name),
    ).map((op) => op.name);
    expect(undeclared).toEqual(['searchLogs']);
  });

  it('takes what the service answers and refuses what it does not', () => {
    const user = operation('getExternalGitUser');
    expect(
      answerMismatch(user, { id: '9', login: 'ci', name: 'CI', email: 'ci@example.com' }),
    ).toBeUndefined();
    expect(answerMismatch(user, { login: 7 })).toMatch(/^login: /);
    const template = operation('getBulkUploadTemplate');
    expect(answerMismatch(template, { template: 'cHJvZHVjdA==' })).toBeUndefined();
    expect(answerMismatch(template, {})).toMatch(/^template: /);
    const upload = operation('bulkUploadLicenseRecords');
    expect(
      answerMismatch(upload, {
        totalSupportedRecords: 1,
        totalSupportedRecordsSaved: 1,
        validationErrorInfo: [],
        failedLicenseRecordInfo: [],
        message: '1 of 1 saved.',
      }),
    ).toBeUndefined();
    expect(answerMismatch(upload, { totalSupportedRecords: '1' })).toMatch(/^totalSupportedRecords: /);
    const assigned = operation('listAssignedSubscriptions');
    expect(
      answerMismatch(assigned, { items: [{ id: 'ocid1.x', serviceName: 'ORACLE_DB' }] }),
    ).toBeUndefined();
    expect(answerMismatch(assigned, { items: [{ serviceName: 'ORACLE_DB' }] })).toMatch(/^items\.0\.id: /);
    expect(
      answerMismatch(operation('getServiceLoggingConfig'), { logId: 'ocid1.log.oc1..l' }),
    ).toBeUndefined();
    expect(answerMismatch(operation('getServiceLoggingConfig'), 'text')).toBeDefined();
  });

  it('gives the declared calls their answer types', () => {
    expectTypeOf<OperationAnswer<'getBulkUploadTemplate'>['template']>().toEqualTypeOf<string>();
    expectTypeOf<
      OperationAnswer<'listAssignedSubscriptions'>['items'][number]['id']
    >().toEqualTypeOf<string>();
  });
});

describe('parameters built from configuration', () => {
  it('are taken when the operation declares every one, in its specified or its public form', () => {
    expect(
      paramsFor('listLicenseRecords', { productLicenseId: 'pl', limit: 25, sortBy: 'displayName' }),
    ).toEqual({
      productLicenseId: 'pl',
      limit: 25,
      sortBy: 'displayName',
    });
    expect(
      paramsFor('createLicenseRecord', { productLicenseId: 'pl', createLicenseRecordDetails: {} }),
    ).toBeDefined();
    expect(
      paramsFor('updateProject', { projectId: 'p', updateProjectDetails: {}, ifMatch: 'e' }),
    ).toBeDefined();
  });

  it('are refused, naming the stranger, when a name is not the operation’s', () => {
    expect(() => paramsFor('getProject', { projectId: 'p', projectID: 'p' })).toThrow(
      'getProject takes no parameter projectID',
    );
    expect(paramsFor(null, { anything: 1 })).toEqual({ anything: 1 });
  });

  it('knows the catalogue’s names', () => {
    expect(isOperationName('getProject')).toBe(true);
    expect(isOperationName('getProjects')).toBe(false);
  });
});
