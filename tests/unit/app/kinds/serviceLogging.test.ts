/**
 * A new editable kind from its registry entry alone: a DevOps project's service logging
 * configuration. Its details page (the read, its route beside the project, its fields and links)
 * and its form (what it requires, and the change each mode sends) come from the entry, with no
 * component of its own.
 */
import { describe, expect, it } from 'vitest';
import { detailsLinkOf } from '../../../../src/app/features/details/detailsLinks';
import { DETAILS_CONFIGS } from '../../../../src/app/features/details/detailsConfigs';
import { resourceKind } from '../../../../src/app/kinds/registry';
import type { ResourceKind } from '../../../../src/app/kinds/resourceKind';
import { SERVICE_LOGGING_KINDS } from '../../../../src/app/kinds/serviceLogging';
import { formRequest, initialValues, validateForm, type FormValues } from '../../../../src/app/kit/formModel';
import { operation, paramsFor } from '../../../../src/oci/operations';

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

function entry() {
  const { details, form } = KIND;
  if (details === undefined || form?.form === undefined) throw new Error('the kind has no page or no form');
  return { details, form, spec: form.form };
}

describe('a service logging configuration from its registry entry alone', () => {
  it('is in the registry, read by its log, its page routed beside its project', () => {
    expect(resourceKind('getServiceLoggingConfig')).toBe(SERVICE_LOGGING_KINDS.getServiceLoggingConfig);
    const { details } = entry();
    expect(DETAILS_CONFIGS.serviceLoggingConfig).toBe(details);
    expect(operation(details.operation).pathParams).toEqual([details.idParam]);
    expect(detailsLinkOf(details, CONFIG)).toBe(`/devops-project/projects/${PROJECT}/service-logging/${LOG}`);
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
