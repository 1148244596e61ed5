/**
 * What creating a run adds: a build run's source, arguments and stage progress (every stage of
 * its pipeline ACCEPTED); a deployment's type, the pipeline's artifacts and environments and its
 * stage progress (one stage for a single-stage deployment; a redeployment takes the pipeline of
 * the deployment it repeats). Then the run starts moving.
 */
import { isRecord, render, type Entity, type Fields } from '../entity';
import { startBuildRun } from '../lifecycle/buildRunProcess';
import { startDeployment } from '../lifecycle/deploymentProcess';
import { buildStageProgress, deployStageProgress, orderStages, type Progress } from '../lifecycle/stages';
import { invalidParameter } from '../reply';
import type { CollectionSpec } from './collections';
import { entityIn, type HandlerContext } from './handlerContext';

const DEPLOYMENT_TYPES = [
  'PIPELINE_DEPLOYMENT',
  'PIPELINE_REDEPLOYMENT',
  'SINGLE_STAGE_DEPLOYMENT',
  'SINGLE_STAGE_REDEPLOYMENT',
];

/** The parent a create names: its field, the query parameter of that name, or (redeployments) the earlier deployment's. */
export function parentIdFor(ctx: HandlerContext, spec: CollectionSpec, details: Fields): string | undefined {
  const field = spec.parent?.field;
  if (field === undefined) return undefined;
  const named = details[field] ?? ctx.input.text(field);
  if (typeof named === 'string' && named !== '') return named;
  const previousId = details['previousDeploymentId'];
  if (spec.run === 'deploy' && typeof previousId === 'string') {
    return String(render(entityIn(ctx.region, 'devops/deployments', previousId))['deployPipelineId']);
  }
  return undefined;
}

function stagesOf(
  ctx: HandlerContext,
  collection: string,
  pipelineField: string,
  pipelineId: string,
  predecessors: string,
): Entity[] {
  const stages = ctx.region.store
    .collection(collection)
    .filter((s) => s.body[pipelineField] === pipelineId && s.summary.lifecycleState !== 'DELETED');
  return orderStages(stages, pipelineId, predecessors);
}

function progressOf(
  stages: readonly Entity[],
  record: (stage: Entity, status: string) => Progress,
): Record<string, Progress> {
  return Object.fromEntries(stages.map((stage) => [stage.id, record(stage, 'ACCEPTED')]));
}

export function prepareRun(
  ctx: HandlerContext,
  run: 'build' | 'deploy',
  details: Fields,
  pipeline: Entity,
): Fields {
  if (run === 'build') {
    const stages = stagesOf(
      ctx,
      'devops/buildPipelineStages',
      'buildPipelineId',
      pipeline.id,
      'buildPipelineStagePredecessorCollection',
    );
    return {
      buildRunSource: isRecord(details['buildRunSource'])
        ? details['buildRunSource']
        : { sourceType: 'MANUAL' },
      buildRunArguments: details['buildRunArguments'] ?? { items: [] },
      buildRunProgress: { buildPipelineStageRunProgress: progressOf(stages, buildStageProgress) },
      buildOutputs: { exportedVariables: { items: [] }, deliveredArtifacts: { items: [] } },
    };
  }
  const deploymentType =
    typeof details['deploymentType'] === 'string' ? details['deploymentType'] : 'PIPELINE_DEPLOYMENT';
  if (!DEPLOYMENT_TYPES.includes(deploymentType))
    throw invalidParameter(
      `Unknown deploymentType '${deploymentType}'; expected one of ${DEPLOYMENT_TYPES.join(', ')}.`,
    );
  let stages = stagesOf(
    ctx,
    'devops/deployStages',
    'deployPipelineId',
    pipeline.id,
    'deployStagePredecessorCollection',
  );
  if (deploymentType.startsWith('SINGLE_STAGE')) {
    const stageId = details['deployStageId'];
    stages = stages.filter((s) => s.id === stageId);
    if (stages.length === 0)
      throw invalidParameter('deployStageId must name a stage of the deploy pipeline.');
  }
  const fields = render(pipeline);
  return {
    deploymentType,
    deployPipelineArtifacts: fields['deployPipelineArtifacts'] ?? { items: [] },
    deployPipelineEnvironments: fields['deployPipelineEnvironments'] ?? { items: [] },
    deploymentArguments: details['deploymentArguments'] ?? { items: [] },
    deployStageOverrideArguments: details['deployStageOverrideArguments'] ?? { items: [] },
    deployArtifactOverrideArguments: details['deployArtifactOverrideArguments'] ?? { items: [] },
    deploymentExecutionProgress: { deployStageExecutionProgress: progressOf(stages, deployStageProgress) },
  };
}

export function startRun(
  ctx: HandlerContext,
  run: 'build' | 'deploy',
  entity: Entity,
  pipeline: Entity | undefined,
): void {
  if (run === 'deploy') {
    startDeployment(ctx.state, ctx.region, entity);
    return;
  }
  const fails =
    /fail/i.test(entity.summary.displayName ?? '') || /fail/i.test(pipeline?.summary.displayName ?? '');
  startBuildRun(ctx.state, ctx.region, entity, fails);
}
