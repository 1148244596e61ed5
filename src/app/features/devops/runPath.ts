/** Where a build run or deployment flow's run lives among the DevOps pages. */
import type { FlowSnapshot } from '../../../machines/flowMachines';
import { runOf } from '../../flows/flowEvents';
import { devopsPaths } from './paths';

/** The run's own page, once the service has said which run it is. */
export function runPath(snapshot: FlowSnapshot): string | undefined {
  const run = runOf(snapshot);
  if (run === undefined || run.id === '' || run.projectId === undefined || run.pipelineId === undefined)
    return undefined;
  return snapshot.context.kind === 'buildRun'
    ? devopsPaths.buildRun(run.projectId, run.pipelineId, run.id)
    : devopsPaths.deployment(run.projectId, run.pipelineId, run.id);
}
