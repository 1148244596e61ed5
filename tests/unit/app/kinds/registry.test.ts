/**
 * The resource-kind registry: one entry per kind, keyed by its read by id; the details pages and
 * the DevOps screens are the registry's; and a kind's live list page comes from its entry alone
 * (notification subscriptions: the list read, its filters, its rows and where each row leads).
 */
import { describe, expect, it } from 'vitest';
import { detailsConfig, EVERY_DETAILS_CONFIG } from '../../../../src/app/kinds/detailsConfigs';
import { detailsPatterns } from '../../../../src/app/kit/detailsPatterns';
import { DEVOPS_KINDS as RESOURCES } from '../../../../src/app/kinds/devops/devopsKinds';
import { kindListPages } from '../../../../src/app/kinds/kindLists';
import { NOTIFICATION_KINDS } from '../../../../src/app/kinds/notification';
import { joinKinds, kindDetails, KINDS, RESOURCE_KINDS } from '../../../../src/app/kinds/registry';
import { listParams, listRows } from '../../../../src/app/kit/listSpec';
import { operation, type OperationName } from '../../../../src/oci/operations';
import type { ResourceKind } from '../../../../src/app/kinds/resourceKind';

/**
 * The subscription entry as the registry takes it. The translation keys are typed from the
 * locale files in the app's project (src/app/i18n/i18next.d.ts), which this project does not
 * declare; the app's own build checks them.
 */
const SUBSCRIPTION = NOTIFICATION_KINDS.getSubscription as unknown as ResourceKind;

describe('the resource-kind registry', () => {
  it('keys each kind by the catalogue name of its read by id', () => {
    for (const [name, kind] of Object.entries(RESOURCE_KINDS)) {
      expect(operation(name).method, name).toBe('GET');
      if (kind.details !== undefined) expect(kind.details.operation).toBe(name);
      // A list is a read answering rows: a list of the catalogue, or the log search's `{ items }`.
      if (kind.list !== undefined) {
        expect(operation(kind.list.operation).method).toBe('GET');
        expect(['list', 'custom']).toContain(operation(kind.list.operation).semantics.kind);
      }
    }
  });

  it('is where the details pages and the DevOps screens are configured', () => {
    const details = KINDS.flatMap((kind) => (kind.details === undefined ? [] : [kind.details]));
    expect(EVERY_DETAILS_CONFIG).toEqual(details);
    // Every details page has its addresses, and one key.
    for (const config of EVERY_DETAILS_CONFIG) expect(detailsPatterns(config), config.key).not.toHaveLength(0);
    expect(new Set(EVERY_DETAILS_CONFIG.map((config) => config.key)).size).toBe(EVERY_DETAILS_CONFIG.length);
    expect(detailsConfig('subscription')?.operation).toBe('getSubscription');
    expect(EVERY_DETAILS_CONFIG.map((config) => config.key)).toEqual(
      expect.arrayContaining(['subnet', 'subscription', 'productLicense', 'licenseRecord']),
    );
    // The DevOps kinds are entries like any other, keyed by their reads.
    for (const kind of Object.values(RESOURCES)) expect(RESOURCE_KINDS[kind.details.operation]).toBe(kind);
    expect(Object.keys(RESOURCES).sort()).toEqual(
      [
        'buildPipeline',
        'buildPipelineStage',
        'buildRun',
        'connection',
        'deployArtifact',
        'deployEnvironment',
        'deployPipeline',
        'deployStage',
        'deployment',
        'project',
        'trigger',
      ].sort(),
    );
  });

  it('declares each form by calls the catalogue has, each taking the body and parents the form sends', () => {
    const forms = Object.entries(RESOURCE_KINDS).flatMap(([name, kind]) =>
      kind.form === undefined ? [] : [[name, kind.form] as const],
    );
    expect(forms.map(([name]) => name)).toEqual(
      expect.arrayContaining(['getProductLicense', 'getLicenseRecord', 'getBuildPipeline', 'getProject']),
    );
    for (const [name, form] of forms) {
      for (const mode of ['create', 'update'] as const) {
        const call = form.operations[mode];
        if (call === undefined) continue;
        const spec = operation(call);
        expect(spec.body?.name, `${name} ${mode}`).toBe(form.bodies[mode]);
        // An update names its resource by a path parameter, or in the body it carries from it.
        if (mode === 'update' && form.idInBody === true)
          expect(form.form?.carry, name).toContain(form.idParam);
        else if (mode === 'update') expect(spec.pathParams, name).toContain(form.idParam);
        else
          for (const param of form.createParams ?? [])
            expect([...spec.pathParams, ...spec.query.map((q) => q.name)], name).toContain(param);
      }
    }
  });

  it("gives the license manager's screens their details pages, and refuses a kind without one", () => {
    expect(kindDetails('getProductLicense').key).toBe('productLicense');
    expect(kindDetails('getLicenseRecord').key).toBe('licenseRecord');
    expect(() => kindDetails('getWorkRequest')).toThrow('No details page for getWorkRequest');
  });

  it('refuses a kind configured twice', () => {
    const kind = SUBSCRIPTION;
    expect(() => joinKinds({ getSubscription: kind }, { getSubscription: kind })).toThrow(
      'Resource kind configured twice: getSubscription',
    );
  });
});

describe('a list page from a registry entry alone: notification subscriptions', () => {
  const pages = kindListPages({ getSubscription: SUBSCRIPTION });
  const page = pages[0];

  it('makes one list page at its route, which the console routes', () => {
    expect(pages).toHaveLength(1);
    expect(page?.route).toBe('/notification/subscriptions/by-compartment');
    expect(kindListPages().map((p) => [p.kind, p.route])).toContainEqual([
      'getSubscription' satisfies OperationName,
      '/notification/subscriptions/by-compartment',
    ]);
  });

  it("reads a compartment's subscriptions, narrowed to a topic, from the page's address", () => {
    if (page === undefined) throw new Error('no page');
    const ask = (query: Readonly<Record<string, string>>, pageToken?: string) =>
      listParams(
        page.spec,
        query['compartmentId'] === undefined ? null : { compartmentId: query['compartmentId'] },
        query,
        pageToken,
        null,
      );
    expect(ask({})).toBeNull();
    expect(ask({ compartmentId: ' ' })).toBeNull();
    expect(
      ask({ compartmentId: 'ocid1.compartment.oc1..a', topicId: 'ocid1.onstopic.oc1..t', limit: '9' }, 'p2'),
    ).toEqual({ compartmentId: 'ocid1.compartment.oc1..a', topicId: 'ocid1.onstopic.oc1..t', page: 'p2' });
    // The service does not sort subscriptions: no order is sent for it.
    expect(
      listParams(page.spec, { compartmentId: 'c' }, {}, undefined, {
        column: 'endpoint',
        direction: 'ascending',
      }),
    ).toEqual({ compartmentId: 'c' });
  });

  it('takes its rows from the bare array the service answers, each opening its details page', () => {
    if (page === undefined) throw new Error('no page');
    const row = {
      id: 'ocid1.onssubscription.oc1..s',
      topicId: 'ocid1.onstopic.oc1..t',
      endpoint: 'a@example.com',
    };
    const rows = listRows(page.spec, [row, 'junk', null]);
    expect(rows).toEqual([row]);
    expect(listRows(page.spec, { items: [row] })).toEqual([]);
    expect(page.rowLink(row)).toBe(
      '/notification/topics/ocid1.onstopic.oc1..t/subscriptions/ocid1.onssubscription.oc1..s',
    );
    expect(page.rowLink({ id: 'ocid1.onssubscription.oc1..s' })).toBeNull();
  });
});
