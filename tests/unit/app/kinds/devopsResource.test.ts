/** A DevOps resource's configuration derived from its key, and a resource that states a difference. */
import { describe, expect, it } from 'vitest';
import { devopsResource } from '../../../../src/app/kinds/devops/devopsResource';
import { RUN_STATES } from '../../../../src/app/kinds/devops/common';

const link = (): undefined => undefined;

describe('devopsResource', () => {
  it('derives the words, id parameter, calls, bodies and list from the key', () => {
    const config = devopsResource('deployStage', { link });
    expect(config).toMatchObject({
      key: 'deployStage',
      titleKey: 'resource.deployStage.title',
      pluralKey: 'resource.deployStage.plural',
      idParam: 'deployStageId',
      operations: {
        get: 'getDeployStage',
        create: 'createDeployStage',
        update: 'updateDeployStage',
        delete: 'deleteDeployStage',
      },
      bodies: { create: 'createDeployStageDetails', update: 'updateDeployStageDetails' },
      nameField: 'displayName',
    });
    expect(config.list.operation).toBe('listDeployStages');
    expect(config.list.title).toBe('devops:resource.deployStage.plural');
    expect(config.list.columns.map((column) => column.path)).toEqual([
      'displayName',
      'lifecycleState',
      'timeCreated',
    ]);
    expect(config.list.states).toContain('ACTIVE');
  });

  it('leaves out the writes a resource has not, with their bodies, and keeps what it states', () => {
    const config = devopsResource('buildRun', {
      without: ['create', 'delete'],
      states: RUN_STATES,
      nameField: 'name',
      details: [{ label: 'devops:field.buildPipeline', path: 'buildPipelineId', format: 'code' }],
      startAction: 'startBuildRun',
      link,
    });
    expect(config.operations).toEqual({ get: 'getBuildRun', update: 'updateBuildRun' });
    expect(config.bodies).toEqual({ update: 'updateBuildRunDetails' });
    expect(config.list.states).toBe(RUN_STATES);
    expect(config.list.columns[0]).toMatchObject({ path: 'name', sortBy: 'name' });
    expect(config.startAction).toBe('startBuildRun');
    // The resource's own details sit among the ones every DevOps resource has.
    const paths = config.details.map((value) => value.path);
    expect(paths.indexOf('buildPipelineId')).toBeGreaterThan(paths.indexOf('lifecycleState'));
    expect(paths.indexOf('buildPipelineId')).toBeLessThan(paths.indexOf('id'));
  });

  it('nests its child lists in order, each titled by its plural and listed by this resource', () => {
    const config = devopsResource('buildPipeline', {
      children: { stages: 'buildPipelineStage', 'build-runs': 'buildRun' },
      link,
    });
    expect(config.sections).toEqual([
      {
        kind: 'list',
        id: 'stages',
        titleKey: 'resource.buildPipelineStage.plural',
        resource: 'buildPipelineStage',
        scope: 'buildPipelineId',
      },
      {
        kind: 'list',
        id: 'build-runs',
        titleKey: 'resource.buildRun.plural',
        resource: 'buildRun',
        scope: 'buildPipelineId',
      },
    ]);
    expect(devopsResource('deployStage', { link }).sections).toBeUndefined();
  });
});
