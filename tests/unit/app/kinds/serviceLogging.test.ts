/**
 * A new editable kind from its registry entry alone: a DevOps project's service logging
 * configuration. Its details page (the read, its route beside the project, its fields and links),
 * its form (what it requires, and the change each mode sends), its delete, and its place on its
 * project's page (the create action, the tab listing the project's logs) come from the entry, with
 * no component of its own. The edit and the delete are followed to the exact HTTP request the
 * outbox sends, if-match and all.
 */
import { describe, expect, it } from 'vitest';
import type { OutboxEntry } from '../../../../src/contract/db';
import { detailsLinkOf } from '../../../../src/app/kit/detailsLinks';
import { detailsConfig } from '../../../../src/app/kinds/detailsConfigs';
import { childKinds, createdPage, resourceKind } from '../../../../src/app/kinds/registry';
import type { ResourceKind } from '../../../../src/app/kinds/resourceKind';
import { SERVICE_LOGGING_KINDS } from '../../../../src/app/kinds/serviceLogging';
import { validateForm } from '../../../../src/app/kit/formChecks';
import { deleteRequest, formRequest, initialValues } from '../../../../src/app/kit/formModel';
import type { FormValues } from '../../../../src/app/kit/formSpec';
import { listParams } from '../../../../src/app/kit/listSpec';
import { operation, paramsFor } from '../../../../src/oci/operations';
import { jsonBody } from '../../worker/client/fakeFetch';
import { sent } from './sentRequest';

/** The entry as the registry takes it (its translation keys are typed in the app's project). */
const KIND = SERVICE_LOGGING_KINDS.getServiceLoggingConfig as unknown as ResourceKind;
const PROJECT = 'ocid1.devopsproject.oc1.iad.p';
const LOG = 'ocid1.log.oc1.iad.l';
const GROUP = 'ocid1.loggroup.oc1.iad.g';
/** The configuration as the service answers it: no id nor name, the log naming it. */
const CONFIG = {
  logId: LOG,
  logGroupId: GROUP,
  resource: PROJECT,
  service: 'devops',
  category: 'all',
  isEnabled: true,
  compartmentId: 'ocid1.compartment.oc1..c',
  lifecycleState: 'ACTIVE',
};

/** The page of the configuration of LOG, beside PROJECT. */
const PAGE = `/devops-project/projects/${PROJECT}/service-logging/${LOG}`;

function entry() {
  const { details, form } = KIND;
  if (details === undefined || form?.form === undefined) throw new Error('the kind has no page or no form');
  return { details, form, spec: form.form };
}

describe('a service logging configuration from its registry entry alone', () => {
  it('is in the registry, read by its log, its page routed beside its project', () => {
    expect(resourceKind('getServiceLoggingConfig')).toBe(SERVICE_LOGGING_KINDS.getServiceLoggingConfig);
    const { details } = entry();
    expect(detailsConfig('serviceLoggingConfig')).toBe(details);
    expect(operation(details.operation).pathParams).toEqual([details.idParam]);
    expect(detailsLinkOf(details, CONFIG)).toBe(PAGE);
    expect(detailsLinkOf(details, { ...CONFIG, resource: undefined })).toBeNull();
    expect(details.fields.map((field) => field.path)).toEqual(
      expect.arrayContaining(['logId', 'isEnabled', 'category', 'service']),
    );
    expect(details.relations?.map((relation) => relation.path)).toEqual(['resource', 'logGroupId']);
  });

  it('requires the log, its group and a category to create one, and checks they are OCIDs', () => {
    const { spec } = entry();
    const empty = { ...initialValues(spec, 'create'), category: '' };
    expect(validateForm(spec, 'create', empty)).toEqual({
      logId: 'required',
      logGroupId: 'required',
      category: 'required',
    });
    expect(
      validateForm(spec, 'create', { ...empty, logId: 'my log', logGroupId: GROUP, category: 'all' }),
    ).toEqual({
      logId: 'ocid',
    });
    // An edit changes the category and the switch only.
    expect(validateForm(spec, 'edit', initialValues(spec, 'edit', CONFIG))).toEqual({});
    expect(Object.keys(initialValues(spec, 'edit', CONFIG))).toEqual(['category', 'isEnabled']);
  });

  it("creates one for the page's project, logging the DevOps service, switched on by default", () => {
    const { form, spec } = entry();
    const values: FormValues = { ...initialValues(spec, 'create'), logId: LOG, logGroupId: GROUP };
    const request = formRequest(form, 'create', values, { projectId: PROJECT });
    expect(request?.operation).toBe('createServiceLoggingConfig');
    expect(request?.params).toEqual({
      serviceLoggingConfigDetails: {
        logId: LOG,
        logGroupId: GROUP,
        category: 'all',
        isEnabled: true,
        resource: PROJECT,
        service: 'devops',
      },
    });
    expect(request?.resourceId).toBeUndefined();
    if (request === undefined) throw new Error('no request');
    expect(paramsFor(request.operation, request.params)).toBe(request.params);
  });

  it('edits one by naming its log in the body, as the update takes no path parameter', () => {
    const { form, spec } = entry();
    const values: FormValues = { ...initialValues(spec, 'edit', CONFIG), isEnabled: 'false' };
    const request = formRequest(form, 'edit', values, {}, CONFIG);
    expect(request?.operation).toBe('updateServiceLoggingConfig');
    expect(request?.params).toEqual({
      serviceLoggingConfigDetails: {
        logId: LOG,
        resource: PROJECT,
        service: 'devops',
        category: 'all',
        isEnabled: false,
      },
    });
    // The change is counted against the log it configures.
    expect(request?.resourceId).toBe(LOG);
    if (request === undefined) throw new Error('no request');
    expect(() => paramsFor(request.operation, request.params)).not.toThrow();
  });
});

describe('a service logging configuration changed with the etag of the copy the user saw', () => {
  it('sends the edit with if-match, the log named in the body', async () => {
    const { form, spec } = entry();
    const values: FormValues = { ...initialValues(spec, 'edit', CONFIG), category: 'build' };
    const request = formRequest(form, 'edit', values, {}, CONFIG, 'etag-1');
    expect(request?.ifMatch).toBe('etag-1');
    if (request === undefined) throw new Error('no request');
    const { line, headers, body } = await sent(request);
    expect(line).toBe('PUT http://emu.test/devops/us-ashburn-1/20210630/serviceLoggingConfigs');
    expect(headers).toEqual({
      accept: 'application/json',
      'content-type': 'application/json',
      'opc-request-id': 'ID1',
      'if-match': 'etag-1',
    });
    expect(JSON.parse(jsonBody(body))).toEqual({
      logId: LOG,
      resource: PROJECT,
      service: 'devops',
      category: 'build',
      isEnabled: true,
    });
    // A create has no copy to match.
    const create = formRequest(
      form,
      'create',
      { ...values, logId: LOG, logGroupId: GROUP },
      {},
      undefined,
      'x',
    );
    expect(create?.ifMatch).toBeUndefined();
  });

  it('deletes it by its log, naming its project and category, with if-match', async () => {
    const { form } = entry();
    const request = deleteRequest(form, CONFIG, 'etag-2');
    expect(request).toEqual({
      operation: 'deleteServiceLoggingConfig',
      params: { logId: LOG, resource: PROJECT, category: 'all' },
      resourceId: LOG,
      ifMatch: 'etag-2',
    });
    if (request === undefined) throw new Error('no request');
    const { line, headers, body } = await sent(request);
    expect(line).toBe(
      `DELETE http://emu.test/devops/us-ashburn-1/20210630/serviceLoggingConfigs/${LOG}` +
        `?resource=${PROJECT}&category=all`,
    );
    expect(headers).toEqual({ accept: 'application/json', 'opc-request-id': 'ID1', 'if-match': 'etag-2' });
    expect(body).toBeUndefined();
    // Once deleted, its page gives way to its project's, on the tab of its logs.
    expect(form.pageAfterDelete?.(CONFIG)).toBe(`/devops-project/projects/${PROJECT}?tab=service-logging`);
    // An answer that names no log deletes nothing.
    expect(deleteRequest(form, { ...CONFIG, logId: '' }, 'etag-2')).toBeUndefined();
  });
});

describe("a service logging configuration on its project's page", () => {
  it("is set up there, lists the project's logs in a tab and lands on what it made", () => {
    const [child, ...others] = childKinds('getProject');
    expect(others).toEqual([]);
    expect(child?.name).toBe('getServiceLoggingConfig');
    const list = child?.kind.list;
    const parent = child?.kind.parent;
    if (list === undefined || parent === undefined) throw new Error('no list on the project page');
    expect(child?.kind.form?.operations.create).toBe('createServiceLoggingConfig');
    // The DevOps service's logs whose source is the project, newest first.
    expect(
      listParams(list, { [parent.listParam]: PROJECT }, {}, undefined, list.defaultSort ?? null),
    ).toEqual({
      sourceResource: PROJECT,
      sourceService: 'devops',
      sortBy: 'timeCreated',
      sortOrder: 'DESC',
    });
    // Each listed log opens its configuration, beside the project.
    expect(parent.rowLink({ id: LOG, displayName: 'web-devops-log', logGroupId: GROUP }, PROJECT)).toBe(PAGE);
    expect(parent.rowLink({ displayName: 'no id' }, PROJECT)).toBeNull();
    // The create lands on the page of what the service made.
    const done = { result: { status: 200, body: CONFIG } } as unknown as OutboxEntry;
    expect(createdPage(KIND, done)).toBe(PAGE);
    expect(createdPage(KIND, { result: { status: 200 } } as unknown as OutboxEntry)).toBeNull();
  });

  it('is not offered on a real region, whose public API has no such calls', () => {
    expect(childKinds('getProject', true)).toEqual([]);
    expect(childKinds('getProject', false)).toHaveLength(1);
  });
});
