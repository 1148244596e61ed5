/**
 * The pipelines of a DevOps project: a build pipeline with build, deliver and trigger stages, and
 * deploy pipelines — a release pipeline whose production stage waits for a MANUAL_APPROVAL stage,
 * and a canary pipeline. Stage predecessors chain each stage to the one before it (the first to
 * the pipeline), which is the order runs execute them in.
 */
import type { Entity, Fields } from '../../entity';
import type { Placement, RegionBuilder } from '../regionBuilder';

const DEVOPS = { service: 'devops' } as const;

export interface ProjectParts {
  readonly place: Placement;
  readonly project: Entity;
  readonly time: string;
  readonly connectionId: string;
  readonly repositoryUrl: string;
}

const chain = (id: string): Fields => ({ items: [{ id }] });

export interface PipelineParts {
  readonly pipeline: Entity;
  /** In run order. */
  readonly stages: readonly Entity[];
}

export function addBuildPipeline(
  b: RegionBuilder,
  p: ProjectParts,
  name: string,
  deployPipelineId: string | undefined,
  artifactId: string | undefined,
): PipelineParts {
  const projectId = p.project.id;
  const time = b.time(p.time);
  const pipeline = b.add({
    ...DEVOPS,
    type: 'DevopsBuildPipeline',
    ocidType: 'devopsbuildpipeline',
    collection: '/buildPipelines',
    name,
    place: p.place,
    state: 'ACTIVE',
    time,
    additionalDetails: { projectId },
    body: {
      projectId,
      description: `Builds ${p.place.parts.app} on every push to main.`,
      buildPipelineParameters: {
        items: [{ name: 'IMAGE_TAG', defaultValue: 'latest', description: 'Tag of the built image' }],
      },
    },
  });
  const stages: [string, string, Fields][] = [
    [
      'build-and-test',
      'BUILD',
      {
        image: 'OL7_X86_64_STANDARD_10',
        buildSpecFile: 'build_spec.yaml',
        stageExecutionTimeoutInSeconds: 36000,
        primaryBuildSource: 'source',
        buildSourceCollection: {
          items: [
            {
              name: 'source',
              connectionType: 'GITHUB',
              repositoryUrl: p.repositoryUrl,
              branch: 'main',
              connectionId: p.connectionId,
            },
          ],
        },
      },
    ],
    [
      'publish-artifacts',
      'DELIVER_ARTIFACT',
      { deliverArtifactCollection: { items: artifactId ? [{ artifactName: 'app-image', artifactId }] : [] } },
    ],
  ];
  if (deployPipelineId)
    stages.push([
      'trigger-release',
      'TRIGGER_DEPLOYMENT_PIPELINE',
      { deployPipelineId, isPassAllParameters: true },
    ]);
  let previous = pipeline.id;
  const created: Entity[] = [];
  for (const [stageName, stageType, extra] of stages) {
    const stage = b.add({
      ...DEVOPS,
      type: 'DevopsBuildPipelineStage',
      ocidType: 'devopsbuildpipelinestage',
      collection: '/buildPipelineStages',
      name: stageName,
      place: p.place,
      state: 'ACTIVE',
      time: b.time(time),
      additionalDetails: { projectId, pipelineId: pipeline.id },
      body: {
        projectId,
        buildPipelineId: pipeline.id,
        buildPipelineStageType: stageType,
        description: `${stageName} stage`,
        buildPipelineStagePredecessorCollection: chain(previous),
        ...extra,
      },
    });
    previous = stage.id;
    created.push(stage);
  }
  return { pipeline, stages: created };
}

interface StagePlan {
  readonly name: string;
  readonly type: string;
  readonly extra: Fields;
}

export function addDeployPipeline(
  b: RegionBuilder,
  p: ProjectParts,
  name: string,
  kind: 'release' | 'canary',
  environment: Entity,
  artifact: Entity,
): PipelineParts {
  const projectId = p.project.id;
  const time = b.time(p.time);
  const pipeline = b.add({
    ...DEVOPS,
    type: 'DevopsDeployPipeline',
    ocidType: 'devopsdeploypipeline',
    collection: '/deployPipelines',
    name,
    place: p.place,
    state: 'ACTIVE',
    time,
    additionalDetails: { projectId },
    body: {
      projectId,
      description:
        kind === 'release' ? 'Staging, approval, then production.' : 'Canary rollout with a bake time.',
    },
  });
  const oke = {
    okeClusterDeployEnvironmentId: environment.id,
    kubernetesManifestDeployArtifactIds: [artifact.id],
    namespace: p.place.parts.app,
  };
  const plans: StagePlan[] =
    kind === 'release'
      ? [
          { name: 'deploy-staging', type: 'OKE_DEPLOYMENT', extra: oke },
          {
            name: 'approve-production',
            type: 'MANUAL_APPROVAL',
            extra: {
              approvalPolicy: { approvalPolicyType: 'COUNT_BASED_APPROVAL', numberOfApprovalsRequired: 1 },
            },
          },
          { name: 'deploy-production', type: 'OKE_DEPLOYMENT', extra: oke },
        ]
      : [
          { name: 'deploy-canary', type: 'OKE_DEPLOYMENT', extra: oke },
          {
            name: 'bake',
            type: 'WAIT',
            extra: { waitCriteria: { waitType: 'ABSOLUTE_WAIT', waitDuration: 'PT5M' } },
          },
          { name: 'promote-canary', type: 'OKE_DEPLOYMENT', extra: oke },
        ];
  let previous = pipeline.id;
  const stageRefs: Fields[] = [];
  const created: Entity[] = [];
  for (const plan of plans) {
    const stage = b.add({
      ...DEVOPS,
      type: 'DevopsDeployStage',
      ocidType: 'devopsdeploystage',
      collection: '/deployStages',
      name: plan.name,
      place: p.place,
      state: 'ACTIVE',
      time: b.time(time),
      additionalDetails: { projectId, pipelineId: pipeline.id },
      body: {
        projectId,
        deployPipelineId: pipeline.id,
        deployStageType: plan.type,
        description: `${plan.name} stage`,
        deployStagePredecessorCollection: chain(previous),
        ...plan.extra,
      },
    });
    previous = stage.id;
    created.push(stage);
    stageRefs.push({ deployStageId: stage.id, displayName: plan.name });
  }
  const stagesOfRefs = { items: stageRefs.filter((_, index) => plans[index]?.type === 'OKE_DEPLOYMENT') };
  pipeline.body = {
    ...pipeline.body,
    deployPipelineParameters: { items: [] },
    deployPipelineArtifacts: {
      items: [
        {
          deployArtifactId: artifact.id,
          displayName: artifact.summary.displayName,
          deployPipelineStages: stagesOfRefs,
        },
      ],
    },
    deployPipelineEnvironments: {
      items: [
        {
          deployEnvironmentId: environment.id,
          displayName: environment.summary.displayName,
          deployPipelineStages: stagesOfRefs,
        },
      ],
    },
  };
  return { pipeline, stages: created };
}
