/**
 * The DevOps forms as configured: each resource type, filled in as a user would, passes the checks
 * and becomes a details body with everything the DevOps API requires of that type (the required
 * fields of the SDK's Create…Details models); left empty, it names those fields.
 */
import { describe, expect, it } from 'vitest';
import { validateForm } from '../../../../../src/app/kit/formChecks';
import { buildDetails, initialValues } from '../../../../../src/app/kit/formModel';
import { visibleFields, type FormValues } from '../../../../../src/app/kit/formSpec';
import { valueAt } from '../../../../../src/app/kit/valueAt';
import type { ResourceKey } from '../../../../../src/app/kinds/devops/devopsResource';
import { DEVOPS_KINDS as RESOURCES } from '../../../../../src/app/kinds/devops/devopsKinds';

const ocid = (type: string) => `ocid1.${type}.oc1.iad.amaaaaaaaaexample`;
const SCOPE = {
  compartmentId: 'ocid1.compartment.oc1..aaaaexample',
  projectId: ocid('devopsproject'),
  buildPipelineId: ocid('devopsbuildpipeline'),
  deployPipelineId: ocid('devopsdeploypipeline'),
};

interface Case {
  readonly resource: ResourceKey;
  readonly type?: string;
  readonly values: FormValues;
  /** Paths the API requires in the body of this type. */
  readonly required: readonly string[];
  readonly expect?: Readonly<Record<string, unknown>>;
}

const CASES: readonly Case[] = [
  {
    resource: 'project',
    values: { name: 'field-app', topicId: ocid('onstopic') },
    required: ['name', 'compartmentId', 'notificationConfig.topicId'],
  },
  { resource: 'buildPipeline', values: {}, required: ['projectId'] },
  { resource: 'deployPipeline', values: {}, required: ['projectId'] },
  {
    resource: 'buildPipelineStage',
    type: 'BUILD',
    values: {
      predecessor: SCOPE.buildPipelineId,
      repositoryUrl: 'https://github.com/acme/app.git',
      connectionId: ocid('devopsconnection'),
    },
    required: [
      'buildPipelineId',
      'buildPipelineStageType',
      'buildPipelineStagePredecessorCollection.items.0.id',
      'image',
      'buildSourceCollection.items.0.name',
      'buildSourceCollection.items.0.repositoryUrl',
      'buildSourceCollection.items.0.branch',
      'buildSourceCollection.items.0.connectionType',
      'buildSourceCollection.items.0.connectionId',
    ],
    expect: { primaryBuildSource: 'source' },
  },
  {
    resource: 'buildPipelineStage',
    type: 'DELIVER_ARTIFACT',
    values: {
      predecessor: SCOPE.buildPipelineId,
      artifactId: ocid('devopsdeployartifact'),
      artifactName: 'app-image',
    },
    required: [
      'deliverArtifactCollection.items.0.artifactId',
      'deliverArtifactCollection.items.0.artifactName',
    ],
  },
  {
    resource: 'buildPipelineStage',
    type: 'TRIGGER_DEPLOYMENT_PIPELINE',
    values: { predecessor: SCOPE.buildPipelineId, deployPipelineId: SCOPE.deployPipelineId },
    required: ['deployPipelineId', 'isPassAllParametersEnabled'],
    expect: { isPassAllParametersEnabled: true },
  },
  {
    resource: 'buildPipelineStage',
    type: 'WAIT',
    values: { predecessor: SCOPE.buildPipelineId },
    required: ['waitCriteria.waitType', 'waitCriteria.waitDuration'],
    expect: { waitCriteria: { waitType: 'ABSOLUTE_WAIT', waitDuration: 'PT5M' } },
  },
  {
    resource: 'deployStage',
    type: 'MANUAL_APPROVAL',
    values: { predecessor: SCOPE.deployPipelineId },
    required: [
      'deployPipelineId',
      'deployStagePredecessorCollection.items.0.id',
      'approvalPolicy.approvalPolicyType',
      'approvalPolicy.numberOfApprovalsRequired',
    ],
    expect: { approvalPolicy: { approvalPolicyType: 'COUNT_BASED_APPROVAL', numberOfApprovalsRequired: 1 } },
  },
  {
    resource: 'deployStage',
    type: 'OKE_DEPLOYMENT',
    values: {
      predecessor: SCOPE.deployPipelineId,
      environmentId: ocid('devopsdeployenvironment'),
      manifestId: ocid('devopsdeployartifact'),
    },
    required: ['okeClusterDeployEnvironmentId', 'kubernetesManifestDeployArtifactIds'],
    expect: { kubernetesManifestDeployArtifactIds: [ocid('devopsdeployartifact')] },
  },
  {
    resource: 'deployEnvironment',
    type: 'OKE_CLUSTER',
    values: { clusterId: ocid('cluster') },
    required: ['projectId', 'deployEnvironmentType', 'clusterId'],
  },
  {
    resource: 'deployEnvironment',
    type: 'FUNCTION',
    values: { functionId: ocid('fnfunc') },
    required: ['deployEnvironmentType', 'functionId'],
  },
  {
    resource: 'deployArtifact',
    type: 'KUBERNETES_MANIFEST',
    values: { content: 'apiVersion: v1\n' },
    required: [
      'projectId',
      'deployArtifactType',
      'argumentSubstitutionMode',
      'deployArtifactSource.deployArtifactSourceType',
      'deployArtifactSource.base64EncodedContent',
    ],
  },
  {
    resource: 'connection',
    type: 'GITHUB_ACCESS_TOKEN',
    values: { accessTokenNew: ocid('vaultsecret') },
    required: ['projectId', 'connectionType', 'accessToken'],
  },
  {
    resource: 'trigger',
    type: 'GITHUB',
    values: {
      connectionId: ocid('devopsconnection'),
      buildPipelineId: SCOPE.buildPipelineId,
      branch: 'main',
    },
    required: [
      'projectId',
      'triggerSource',
      'actions.0.type',
      'actions.0.buildPipelineId',
      'actions.0.filter.triggerSource',
    ],
    expect: {
      actions: [
        {
          type: 'TRIGGER_BUILD_PIPELINE',
          buildPipelineId: SCOPE.buildPipelineId,
          filter: { triggerSource: 'GITHUB', events: ['PUSH'], include: { headRef: 'main' } },
        },
      ],
    },
  },
];

function filledIn(testCase: Case): FormValues {
  const spec = RESOURCES[testCase.resource].form.form;
  if (spec === undefined) throw new Error(`${testCase.resource} has no form`);
  const start = initialValues(spec, 'create');
  return { ...start, ...(testCase.type === undefined ? {} : { type: testCase.type }), ...testCase.values };
}

describe.each(CASES)('the $resource form ($type)', (testCase) => {
  const spec = RESOURCES[testCase.resource].form.form;
  if (spec === undefined) throw new Error(`${testCase.resource} has no form`);

  it('passes when filled in, and sends what the API requires', () => {
    const values = filledIn(testCase);
    expect(validateForm(spec, 'create', values)).toEqual({});
    const body = buildDetails(spec, 'create', values, SCOPE);
    for (const path of testCase.required) expect(valueAt(body, path), path).not.toBeUndefined();
    if (testCase.expect !== undefined) expect(body).toMatchObject(testCase.expect);
  });

  it('names every required field it shows when left empty', () => {
    const values = filledIn(testCase);
    const blank = Object.fromEntries(Object.keys(testCase.values).map((id) => [id, '']));
    const errors = validateForm(spec, 'create', { ...values, ...blank });
    const shownRequired = visibleFields(spec, 'create', { ...values, ...blank })
      .filter((field) => field.required === true && Object.keys(blank).includes(field.id))
      .map((field) => field.id);
    expect(Object.keys(errors).sort()).toEqual(shownRequired.sort());
    expect(new Set(Object.values(errors))).toEqual(new Set(shownRequired.length === 0 ? [] : ['required']));
  });
});

describe('every configured resource', () => {
  it('offers each enumeration value it checks, and a valid default', () => {
    for (const [key, kind] of Object.entries(RESOURCES)) {
      for (const field of kind.form.form?.fields ?? []) {
        if (field.kind === 'select') expect(field.values?.length, `${key}.${field.id}`).toBeGreaterThan(0);
        if (field.defaultValue !== undefined && field.values !== undefined)
          expect(field.values, `${key}.${field.id}`).toContain(field.defaultValue);
      }
    }
  });

  it('edits name the type an update must carry and change no create-only field', () => {
    const stage = RESOURCES.deployStage.form.form;
    const resource = { id: 's1', deployStageType: 'WAIT', displayName: 'bake', description: 'old' };
    const values = initialValues(stage ?? { fields: [] }, 'edit', resource);
    expect(values).toEqual({ displayName: 'bake', description: 'old' });
    expect(
      buildDetails(stage ?? { fields: [] }, 'edit', { ...values, description: 'new' }, SCOPE, resource),
    ).toEqual({
      deployStageType: 'WAIT',
      displayName: 'bake',
      description: 'new',
    });
  });

  it('refuses a project name the service would refuse', () => {
    const project = RESOURCES.project.form.form;
    if (project === undefined) throw new Error('no project form');
    const values = { name: 'my project', description: '', topicId: ocid('onstopic') };
    expect(validateForm(project, 'create', values)).toEqual({ name: 'projectName' });
    expect(validateForm(project, 'create', { ...values, topicId: 'topic' })).toEqual({
      name: 'projectName',
      topicId: 'ocid',
    });
  });
});
