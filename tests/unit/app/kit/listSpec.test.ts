/**
 * The one list model every kind's list is configuration over: a DevOps list under its project or
 * pipeline (state, name, the service's order, pages), the license manager's lists (the creates
 * still in the outbox as rows, one page sorted on the page, subcompartments) and what the rows are.
 */
import { describe, expect, it } from 'vitest';
import type { OutboxEntry } from '../../../../src/contract/db';
import { DEVOPS_KINDS as RESOURCES } from '../../../../src/app/kinds/devops/devopsKinds';
import {
  CONSUMER_LIST,
  LICENSE_RECORD_LIST,
  PRODUCT_LICENSE_LIST,
} from '../../../../src/app/kinds/licenses/licenseLists';
import {
  QUEUED_ENTRY,
  filterByName,
  listParams,
  listRows,
  queuedRows,
  rowKeyOf,
  serviceSorts,
  sortValue,
} from '../../../../src/app/kit/listSpec';

const newest = { column: 'timeCreated', direction: 'descending' } as const;

describe('a DevOps list', () => {
  const runs = RESOURCES.buildRun.list;

  it('asks the service for its parent, the state, its order, the page and a page size', () => {
    expect(
      listParams(runs, { buildPipelineId: 'bp' }, { lifecycleState: 'IN_PROGRESS' }, 'next-2', newest),
    ).toEqual({
      buildPipelineId: 'bp',
      limit: 50,
      lifecycleState: 'IN_PROGRESS',
      sortBy: 'timeCreated',
      sortOrder: 'DESC',
      page: 'next-2',
    });
    // Newest first until the user sorts.
    expect(runs.defaultSort).toEqual(newest);
  });

  it('asks nothing while its parent is not known', () => {
    expect(listParams(runs, null, {}, undefined, null)).toBeNull();
    expect(listParams(runs, { buildPipelineId: ' ' }, {}, undefined, null)).toBeNull();
    expect(listParams(runs, { buildPipelineId: undefined }, {}, undefined, null)).toBeNull();
  });

  it('sorts projects by name, others by display name, and leaves a column the service does not sort to it', () => {
    const byName = (spec: typeof runs) =>
      listParams(spec, { projectId: 'p' }, {}, undefined, {
        column: spec.columns[0].path,
        direction: 'ascending',
      });
    expect(byName(RESOURCES.project.list)).toMatchObject({ sortBy: 'name', sortOrder: 'ASC' });
    expect(byName(RESOURCES.trigger.list)).toMatchObject({ sortBy: 'displayName', sortOrder: 'ASC' });
    expect(
      listParams(RESOURCES.trigger.list, { projectId: 'p' }, { lifecycleState: '' }, undefined, {
        column: 'lifecycleState',
        direction: 'ascending',
      }),
    ).toEqual({ projectId: 'p', limit: 50 });
  });

  it('drops a filter the read does not declare, whatever the address says', () => {
    expect(listParams(runs, { buildPipelineId: 'bp' }, { topicId: 't', name: 'x' }, undefined, null)).toEqual(
      {
        buildPipelineId: 'bp',
        limit: 50,
      },
    );
  });

  it('narrows the page by a part of the name, ignoring case and accents', () => {
    const rows = [
      { id: 'p1', name: 'Café-platform' },
      { id: 'p2', name: 'payments-service' },
    ];
    const projects = RESOURCES.project.list;
    expect(filterByName(projects, rows, 'CAFE').map((row) => row['id'])).toEqual(['p1']);
    expect(filterByName(projects, rows, ' pay ').map((row) => row['id'])).toEqual(['p2']);
    expect(filterByName(projects, rows, '')).toHaveLength(2);
  });

  it('reads its rows from { items }, dropping what is not a row', () => {
    expect(listRows(runs, { items: [{ id: 'a' }, null, 3] })).toEqual([{ id: 'a' }]);
    expect(listRows(runs, [{ id: 'a' }])).toEqual([]);
    expect(listRows(runs, 'junk')).toEqual([]);
  });
});

function entry(
  id: string,
  operation: string,
  params: Record<string, unknown>,
  summary = 'Create',
): OutboxEntry {
  return { id, operation, params, summary } as unknown as OutboxEntry;
}

describe("the license manager's lists", () => {
  const created = entry('e1', 'createProductLicense', {
    createProductLicenseDetails: { compartmentId: 'c1', displayName: 'Offline product', licenseUnit: 'OCPU' },
  });
  const elsewhere = entry(
    'e2',
    'createProductLicense',
    {
      createProductLicenseDetails: { compartmentId: 'c2', displayName: '' },
    },
    'Create product license',
  );
  const other = entry('e3', 'deleteProductLicense', { productLicenseId: 'x' });

  it('shows product licenses still in the outbox as rows of their compartment, marked as queued', () => {
    const params = listParams(
      PRODUCT_LICENSE_LIST,
      { compartmentId: 'c1', isCompartmentIdInSubtree: false },
      {},
      undefined,
      null,
    );
    expect(params).toEqual({ compartmentId: 'c1', isCompartmentIdInSubtree: false, limit: 25 });
    const rows = queuedRows(PRODUCT_LICENSE_LIST, [created, elsewhere, other], params);
    expect(rows).toEqual([
      expect.objectContaining({ displayName: 'Offline product', licenseUnit: 'OCPU', [QUEUED_ENTRY]: 'e1' }),
    ]);
    expect(rowKeyOf(PRODUCT_LICENSE_LIST, rows[0] ?? {})).toBe('');
  });

  it('shows them anywhere below the compartment with subcompartments, named by the summary without a name', () => {
    const params = listParams(
      PRODUCT_LICENSE_LIST,
      { compartmentId: 'root', isCompartmentIdInSubtree: true },
      {},
      undefined,
      null,
    );
    const rows = queuedRows(PRODUCT_LICENSE_LIST, [created, elsewhere], params);
    expect(rows.map((row) => row['displayName'])).toEqual(['Offline product', 'Create product license']);
    expect(queuedRows(PRODUCT_LICENSE_LIST, [created], null)).toEqual([]);
    expect(queuedRows(LICENSE_RECORD_LIST, [created], params)).toEqual([]);
  });

  it('sorts product licenses by the service, by name first; records and consumers on the page', () => {
    expect(serviceSorts(PRODUCT_LICENSE_LIST)).toBe(true);
    expect(PRODUCT_LICENSE_LIST.defaultSort).toEqual({ column: 'displayName', direction: 'ascending' });
    expect(serviceSorts(LICENSE_RECORD_LIST)).toBe(false);
    expect(serviceSorts(CONSUMER_LIST)).toBe(false);
    expect(
      listParams(LICENSE_RECORD_LIST, { productLicenseId: 'pl' }, {}, undefined, {
        column: 'licenseCount',
        direction: 'descending',
      }),
    ).toEqual({ productLicenseId: 'pl', limit: 25 });
    expect(sortValue({ licenseCount: 10 }, 'licenseCount')).toBe(10);
    expect(sortValue({ displayName: 'b' }, 'displayName')).toBe('b');
  });

  it("asks for a license's consumers below its compartment, and keys them by resource", () => {
    expect(
      listParams(CONSUMER_LIST, { productLicenseId: 'pl', compartmentId: undefined }, {}, undefined, null),
    ).toBeNull();
    expect(
      listParams(CONSUMER_LIST, { productLicenseId: 'pl', compartmentId: 'c' }, {}, undefined, null),
    ).toEqual({
      productLicenseId: 'pl',
      compartmentId: 'c',
      isCompartmentIdInSubtree: true,
      limit: 100,
    });
    expect(rowKeyOf(CONSUMER_LIST, { resourceId: 'ocid1.instance.oc1..i' })).toBe('ocid1.instance.oc1..i');
  });
});
