/** A DevOps kind's entry derived from its key, in every kind's vocabulary, and a kind that states a difference. */
import { describe, expect, it } from 'vitest';
import { devopsResource } from '../../../../src/app/kinds/devops/devopsResource';
import { RUN_STATES } from '../../../../src/app/kinds/devops/common';
import { detailsLinkOf } from '../../../../src/app/kit/detailsLinks';

const address = { pattern: '/stages/:pipelineId/:resourceId', values: () => ({}) };

describe('devopsResource', () => {
  it('derives the words, id parameter, calls, bodies, page and list from the key', () => {
    const kind = devopsResource('deployStage', { address });
    expect(kind.details).toMatchObject({
      key: 'devops.deployStage',
      title: 'devops:resource.deployStage.title',
      operation: 'getDeployStage',
      idParam: 'deployStageId',
      titlePath: 'displayName',
      pages: ['/stages/:pipelineId/:resourceId'],
    });
    expect(kind.form).toMatchObject({
      idParam: 'deployStageId',
      operations: { create: 'createDeployStage', update: 'updateDeployStage', delete: 'deleteDeployStage' },
      bodies: { create: 'createDeployStageDetails', update: 'updateDeployStageDetails' },
      nameField: 'displayName',
    });
    expect(kind.list.operation).toBe('listDeployStages');
    expect(kind.list.title).toBe('devops:resource.deployStage.plural');
    expect(kind.list.columns.map((column) => column.path)).toEqual([
      'displayName',
      'lifecycleState',
      'timeCreated',
    ]);
    expect(kind.list.states).toContain('ACTIVE');
    // Its page links to its work requests, under its compartment.
    expect(kind.page?.links?.[0]?.href({ compartmentId: 'c' }, 's')).toBe(
      '/devops/work-requests?compartmentId=c&resourceId=s',
    );
  });

  it('leaves out the writes a resource has not, with their bodies, and keeps what it states', () => {
    const kind = devopsResource('buildRun', {
      without: ['create', 'delete'],
      states: RUN_STATES,
      nameField: 'name',
      details: [{ label: 'devops:field.buildPipeline', path: 'buildPipelineId', format: 'code' }],
      address,
    });
    expect(kind.form.operations).toEqual({ update: 'updateBuildRun' });
    expect(kind.form.bodies).toEqual({ update: 'updateBuildRunDetails' });
    expect(kind.list.states).toBe(RUN_STATES);
    expect(kind.list.columns[0]).toMatchObject({ path: 'name', sortBy: 'name' });
    expect(kind.details.titlePath).toBe('name');
  });

  it('lists only its own fields: the standard ones are the kit’s', () => {
    const kind = devopsResource('buildRun', {
      without: ['create', 'delete'],
      details: [{ label: 'devops:field.buildPipeline', path: 'buildPipelineId', format: 'code' }],
      address,
    });
    expect(kind.details.fields.map((field) => field.path)).toEqual([
      'description',
      'buildPipelineId',
      'timeUpdated',
    ]);
    expect(kind.details.relations?.map((relation) => relation.path)).toEqual(['projectId']);
  });

  it('links to its page from a row, with the values its address takes from the row', () => {
    const kind = devopsResource('deployStage', {
      address: {
        pattern: '/p/:projectId/pipelines/:pipelineId/stages/:resourceId',
        values: (row) => ({ pipelineId: String(row['deployPipelineId']), resourceId: String(row['id']) }),
      },
    });
    expect(detailsLinkOf(kind.details, { id: 's', projectId: 'p', deployPipelineId: 'dp' })).toBe(
      '/p/p/pipelines/dp/stages/s',
    );
  });

  it('nests its child lists in order, each listed by this resource, then the tabs it states', () => {
    const kind = devopsResource('buildPipeline', {
      children: { stages: 'buildPipelineStage', 'build-runs': 'buildRun' },
      sections: [{ kind: 'part', id: 'git', title: 'devops:git.title', part: 'connectionGit' }],
      address,
    });
    expect(kind.page?.sections).toEqual([
      { kind: 'list', id: 'stages', of: 'getBuildPipelineStage', param: 'buildPipelineId' },
      { kind: 'list', id: 'build-runs', of: 'getBuildRun', param: 'buildPipelineId' },
      { kind: 'part', id: 'git', title: 'devops:git.title', part: 'connectionGit' },
    ]);
    expect(devopsResource('deployStage', { address }).page?.sections).toBeUndefined();
  });
});
