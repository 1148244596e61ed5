/**
 * Stage progress records of build runs and deployments, as the DevOps API answers them
 * (BuildPipelineStageRunProgress, DeployStageExecutionProgress), and the order stages run in:
 * each stage's predecessor collection names the stage (or the pipeline) before it.
 */
import { isRecord, type Entity } from '../entity';

export type Progress = Record<string, unknown>;

function predecessorIds(stage: Entity, key: string): string[] {
  const collection = stage.body[key];
  const items = isRecord(collection) && Array.isArray(collection['items']) ? collection['items'] : [];
  return items.filter(isRecord).map((item) => String(item['id']));
}

/** The stages of a pipeline in run order: those after the pipeline first, then their successors. */
export function orderStages(stages: readonly Entity[], pipelineId: string, predecessorKey: string): Entity[] {
  const ordered: Entity[] = [];
  const placed = new Set<string>([pipelineId]);
  let remaining = [...stages];
  while (remaining.length > 0) {
    const ready = remaining.filter((stage) =>
      predecessorIds(stage, predecessorKey).every((id) => placed.has(id)),
    );
    const next = ready.length > 0 ? ready : remaining.slice(0, 1);
    for (const stage of next) {
      ordered.push(stage);
      placed.add(stage.id);
    }
    remaining = remaining.filter((stage) => !next.includes(stage));
  }
  return ordered;
}

export function buildStageProgress(
  stage: Entity,
  status: string,
  timeStarted?: string,
  timeFinished?: string,
): Progress {
  return {
    stageDisplayName: stage.summary.displayName,
    buildPipelineStageId: stage.id,
    buildPipelineStageType: stage.body['buildPipelineStageType'],
    status,
    timeStarted,
    timeFinished,
    buildPipelineStagePredecessors: stage.body['buildPipelineStagePredecessorCollection'],
  };
}

export function deployStageProgress(
  stage: Entity,
  status: string,
  timeStarted?: string,
  timeFinished?: string,
): Progress {
  const type = stage.body['deployStageType'];
  return {
    deployStageDisplayName: stage.summary.displayName,
    deployStageId: stage.id,
    deployStageType: type,
    status,
    timeStarted,
    timeFinished,
    deployStagePredecessors: stage.body['deployStagePredecessorCollection'],
    deployStageExecutionProgressDetails: [],
    ...(type === 'MANUAL_APPROVAL' ? { approvalActions: [] } : {}),
  };
}

/** The progress map of a run body (`buildRunProgress.buildPipelineStageRunProgress`, …). */
export function progressMap(
  body: Record<string, unknown>,
  outer: string,
  inner: string,
): Record<string, Progress> {
  const progress = body[outer];
  const map = isRecord(progress) ? progress[inner] : undefined;
  if (!isRecord(map)) return {};
  return Object.fromEntries(
    Object.entries(map).filter((entry): entry is [string, Progress] => isRecord(entry[1])),
  );
}
