/** Shaping DevOps answers for the screens: rows, values, the work requests' parameters and pickers. */
import { describe, expect, it } from 'vitest';
import { devopsPaths } from '../../../../../src/app/features/devops/paths';
import { detailsLinkOf } from '../../../../../src/app/kit/detailsLinks';
import { DEVOPS_KINDS as RESOURCES } from '../../../../../src/app/kinds/devops/devopsKinds';
import { itemsOf, PAGE_SIZE, rowText, workRequestParams } from '../../../../../src/app/kinds/devops/rows';
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
    const link = (key: keyof typeof RESOURCES, row: Readonly<Record<string, unknown>>) =>
      detailsLinkOf(RESOURCES[key].details, row);
    expect(link('buildRun', run)).toBe('/devops-build/projects/p.1/build-pipelines/bp.1/build-runs/r.1');
    expect(link('deployStage', { id: 's', projectId: 'p', deployPipelineId: 'dp' })).toBe(
      '/devops-deployment/projects/p/pipelines/dp/stages/s',
    );
    expect(link('connection', { id: 'c', projectId: 'p' })).toBe('/devops-project/projects/p/connections/c');
    expect(link('project', { id: 'p' })).toBe(devopsPaths.project('p'));
    // A trigger read without its project has no page to open.
    expect(link('trigger', { id: 't' })).toBeNull();
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
