/** Shaping DevOps answers for the screens: rows, values, the work requests' parameters and pickers. */
import { describe, expect, it } from 'vitest';
import { devopsPaths } from '../../../../../src/app/features/devops/paths';
import { RESOURCES } from '../../../../../src/app/kinds/devops/resources';
import {
  itemsOf,
  PAGE_SIZE,
  rowName,
  rowText,
  workRequestParams,
} from '../../../../../src/app/kinds/devops/rows';
import { pickOptions } from '../../../../../src/app/kit/formSpec';
import {
  buildRunDetails,
  pipelineParameters,
} from '../../../../../src/app/features/devops/resources/runDetails';

describe('itemsOf and rowText', () => {
  it('reads { items } and bare arrays, dropping what is not a row', () => {
    expect(itemsOf({ items: [{ id: 'a' }, null, 3, { id: 'b' }] })).toEqual([{ id: 'a' }, { id: 'b' }]);
    expect(itemsOf([{ id: 'a' }])).toEqual([{ id: 'a' }]);
    expect(itemsOf(undefined)).toEqual([]);
    expect(itemsOf({ items: 'nope' })).toEqual([]);
  });

  it('gives plain values as text, by dotted path', () => {
    const row = { a: { b: 2 }, flag: false, empty: '', list: [1] };
    expect(rowText(row, 'a.b')).toBe('2');
    expect(rowText(row, 'flag')).toBe('false');
    expect(rowText(row, 'empty')).toBeUndefined();
    expect(rowText(row, 'list')).toBeUndefined();
    expect(rowText(row, 'missing.deep')).toBeUndefined();
  });
});

describe('names', () => {
  const rows = [
    { id: 'p1', name: 'Café-platform' },
    { id: 'p2', name: 'payments-service' },
    { id: 'p3', displayName: 'fallback' },
  ];
  it('names projects by name, others by display name, else by OCID', () => {
    expect(rowName(RESOURCES.project, rows[0] ?? {})).toBe('Café-platform');
    expect(rowName(RESOURCES.project, rows[2] ?? {})).toBe('fallback');
    expect(rowName(RESOURCES.trigger, { id: 'ocid1.x' })).toBe('ocid1.x');
  });
});

describe('work request filters', () => {
  it('sends the compartment always, the status and resource when given', () => {
    expect(workRequestParams({ compartmentId: 'c' })).toEqual({ compartmentId: 'c', limit: PAGE_SIZE });
    expect(workRequestParams({ compartmentId: 'c', status: 'FAILED', resourceId: ' r1 ' }, 'p2')).toEqual({
      compartmentId: 'c',
      limit: PAGE_SIZE,
      status: 'FAILED',
      resourceId: 'r1',
      page: 'p2',
    });
  });
});

describe('choices', () => {
  it('offers the scope first (a stage after the start of its pipeline), then the live resources', () => {
    const body = {
      items: [
        { id: 's1', displayName: 'build', lifecycleState: 'ACTIVE' },
        { id: 's0', displayName: 'gone', lifecycleState: 'DELETED' },
      ],
    };
    expect(pickOptions(body, { id: 'bp', label: 'Start of the pipeline' })).toEqual([
      { id: 'bp', label: 'Start of the pipeline' },
      { id: 's1', label: 'build' },
    ]);
  });
});

describe('links', () => {
  it('open each row where the catalogue links it', () => {
    const run = { id: 'r.1', projectId: 'p.1', buildPipelineId: 'bp.1' };
    expect(RESOURCES.buildRun.link(run)).toBe(
      '/devops-build/projects/p.1/build-pipelines/bp.1/build-runs/r.1',
    );
    expect(RESOURCES.deployStage.link({ id: 's', projectId: 'p', deployPipelineId: 'dp' })).toBe(
      '/devops-deployment/projects/p/pipelines/dp/stages/s',
    );
    expect(RESOURCES.connection.link({ id: 'c', projectId: 'p' })).toBe(
      '/devops-project/projects/p/connections/c',
    );
    expect(RESOURCES.project.link({ id: 'p' })).toBe(devopsPaths.project('p'));
    expect(RESOURCES.trigger.link({ id: 't' })).toBeUndefined();
  });
});

describe('starting a build run', () => {
  const pipeline = {
    id: 'bp',
    buildPipelineParameters: {
      items: [
        { name: 'IMAGE_TAG', defaultValue: 'latest', description: 'Tag of the built image' },
        { name: '', defaultValue: 'x' },
      ],
    },
  };
  it('offers the pipeline parameters with their defaults', () => {
    expect(pipelineParameters(pipeline)).toEqual([
      { name: 'IMAGE_TAG', defaultValue: 'latest', description: 'Tag of the built image' },
    ]);
  });

  it('sends the arguments given and a name only when there is one', () => {
    expect(buildRunDetails('bp', '  ', { IMAGE_TAG: ' v2 ', EMPTY: ' ' })).toEqual({
      buildPipelineId: 'bp',
      buildRunArguments: { items: [{ name: 'IMAGE_TAG', value: 'v2' }] },
    });
    expect(buildRunDetails('bp', 'nightly', {})).toEqual({ buildPipelineId: 'bp', displayName: 'nightly' });
  });
});
