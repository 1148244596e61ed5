/**
 * The DevOps kinds' pages are the one page of every kind (KindPage over ReadDetails): each shows
 * the kit's standard fields with the glossary's words, its own fields, its edit and delete where
 * the service has them, its own actions and tabs, and the link to its work requests. The read is
 * the read cache's copy, as a page opened before shows it.
 */
import { describe, expect, it } from 'vitest';
import { readClient } from '../../../../src/app/data/readCache';
import { DEVOPS_KINDS } from '../../../../src/app/kinds/devops/devopsKinds';
import type { ResourceKey } from '../../../../src/app/kinds/devops/devopsResource';
import { KindPage } from '../../../../src/app/kinds/KindPage';
import { paramsFor } from '../../../../src/oci/operations';
import { renderWithProviders } from '../shell/renderWithProviders';

const ID = 'ocid1.devopsresource.oc1.iad.aaaaresource';
const PROJECT_ID = 'ocid1.devopsproject.oc1.iad.aaaaproject';
const COMPARTMENT_ID = 'ocid1.compartment.oc1..aaaacompartment';

/** The page of a DevOps kind, its resource already in the read cache as a page read before left it. */
function page(key: ResourceKey): string {
  const { details } = DEVOPS_KINDS[key];
  const params = paramsFor(details.operation, { [details.idParam ?? '']: ID });
  readClient().setQueryData(['read', details.operation, null, null, params], {
    body: {
      id: ID,
      displayName: 'web-release',
      name: 'web-release',
      projectId: PROJECT_ID,
      compartmentId: COMPARTMENT_ID,
      description: 'Ships the web tier',
      lifecycleState: 'ACTIVE',
      lifecycleDetails: 'Stage three of five',
      timeCreated: '2026-01-02T03:04:05Z',
      timeUpdated: '2026-02-03T04:05:06Z',
      freeformTags: { team: 'web' },
    },
    etag: 'E1',
    fetchedAt: Date.now(),
    fromCache: false,
  });
  return renderWithProviders(<KindPage config={details} routeParams={{ id: ID, projectId: PROJECT_ID }} />, {
    namespaces: ['details', 'devops', 'licenses', 'searchUi'],
  });
}

const KEYS = Object.keys(DEVOPS_KINDS) as ResourceKey[];

describe.each(KEYS)('the %s page', (key) => {
  const html = page(key);
  const kind = DEVOPS_KINDS[key];

  it("shows the kit's standard fields, in the glossary's words", () => {
    for (const label of ['State details', 'Created', 'OCID', 'Compartment', 'Tags'])
      expect(html, label).toContain(`>${label}<`);
    expect(html).toContain('Stage three of five');
    expect(html).toContain(ID);
    expect(html).toContain('team');
  });

  it('shows its own fields and its project, linked', () => {
    expect(html).toContain('>Description<');
    expect(html).toContain('Ships the web tier');
    expect(html).toContain('>Updated<');
    expect(html).toContain('>Project<');
    expect(html).toContain(`href="/devops-project/projects/${PROJECT_ID}"`);
  });

  it('offers its edit and delete where the service has them, on the one host', () => {
    expect(html.includes('>Edit<')).toBe(kind.form.operations.update !== undefined);
    expect(html.includes('>Delete<')).toBe(kind.form.operations.delete !== undefined);
  });

  it('links to its work requests', () => {
    expect(html).toContain(
      `href="/devops/work-requests?compartmentId=${encodeURIComponent(COMPARTMENT_ID)}&amp;resourceId=${encodeURIComponent(ID)}"`,
    );
  });
});

describe('the DevOps pages’ own parts', () => {
  it('offer their own actions in the heading', () => {
    expect(page('buildPipeline')).toContain('>Start build run<');
    expect(page('deployPipeline')).toContain('>Create deployment<');
    expect(page('project')).toContain('>Move to another compartment<');
  });

  it('put their nested lists and the git host in tabs after the details', () => {
    const pipeline = page('buildPipeline');
    expect(pipeline).toContain('role="tablist"');
    for (const tab of ['Details', 'Build stages', 'Build runs']) expect(pipeline).toContain(`>${tab}<`);
    expect(page('connection')).toContain('>Git repositories<');
    // A kind that nests nothing has no tabs.
    expect(page('deployStage')).not.toContain('role="tablist"');
  });
});
