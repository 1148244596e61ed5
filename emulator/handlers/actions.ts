/**
 * The DevOps actions: cancel a build run or a deployment (CANCELING → CANCELED), approve or
 * reject the stage a deployment waits at, move a project to another compartment (a MOVE_PROJECT
 * work request). An action in the wrong state is 409 IncorrectState.
 */
import { etag, render } from '../entity';
import { canCancel, cancelRun } from '../lifecycle/buildRunProcess';
import { decideApproval, waitingStage } from '../lifecycle/deploymentProcess';
import { DEPLOY_PROGRESS } from '../lifecycle/runSteps';
import { incorrectState, invalidParameter, type Reply } from '../reply';
import { COLLECTIONS } from './collections';
import { checkIfMatch, json, targetOf, type HandlerContext } from './handlerContext';
import { knownCompartment } from './mutations';
import { workRequestFor } from './workRequestFor';
import { textOf } from '../../src/oci/query/compileValueTest';

function answer(ctx: HandlerContext, entity: ReturnType<typeof targetOf>): Reply {
  return {
    ...json(200, render(entity), { etag: etag(entity) }),
    applied: { operation: ctx.input.operation, resourceId: entity.id },
  };
}

function reasonOf(ctx: HandlerContext): string | undefined {
  const reason = ctx.input.details()['reason'];
  return typeof reason === 'string' ? reason : undefined;
}

export function cancelBuildRun(ctx: HandlerContext): Reply {
  const run = targetOf(ctx);
  checkIfMatch(ctx, run);
  if (!canCancel(run))
    throw incorrectState(
      `The build run ${run.id} is ${run.summary.lifecycleState ?? ''}; only an accepted or in-progress run can be canceled.`,
    );
  cancelRun(ctx.state, ctx.region, run, undefined, reasonOf(ctx));
  return answer(ctx, run);
}

export function cancelDeployment(ctx: HandlerContext): Reply {
  const deployment = targetOf(ctx);
  checkIfMatch(ctx, deployment);
  if (!canCancel(deployment))
    throw incorrectState(
      `The deployment ${deployment.id} is ${deployment.summary.lifecycleState ?? ''}; only an accepted or in-progress deployment can be canceled.`,
    );
  cancelRun(ctx.state, ctx.region, deployment, DEPLOY_PROGRESS, reasonOf(ctx));
  return answer(ctx, deployment);
}

export function approveDeployment(ctx: HandlerContext): Reply {
  const deployment = targetOf(ctx);
  checkIfMatch(ctx, deployment);
  const details = ctx.input.details();
  const action = details['action'];
  if (action !== 'APPROVE' && action !== 'REJECT')
    throw invalidParameter(`action must be APPROVE or REJECT, not '${String(action)}'.`);
  const waiting = waitingStage(deployment);
  if (waiting === undefined)
    throw incorrectState(
      `The deployment ${deployment.id} is ${deployment.summary.lifecycleState ?? ''} and is not waiting for an approval.`,
    );
  const stageId = details['deployStageId'] ?? waiting;
  if (stageId !== waiting)
    throw incorrectState(
      `The deployment waits for approval of stage ${waiting}, not ${textOf(stageId) ?? 'another one'}.`,
    );
  const reason = typeof details['reason'] === 'string' ? details['reason'] : undefined;
  decideApproval(ctx.state, ctx.region, deployment, {
    stageId: waiting,
    action,
    reason,
    subjectId: `ocid1.user.oc1..${ctx.state.tenancy.tenancyName}-approver`,
  });
  return answer(ctx, deployment);
}

export function changeProjectCompartment(ctx: HandlerContext): Reply {
  const project = targetOf(ctx);
  checkIfMatch(ctx, project);
  if (project.summary.lifecycleState !== 'ACTIVE')
    throw incorrectState(
      `The project ${project.id} is ${project.summary.lifecycleState ?? ''} and cannot be moved now.`,
    );
  const compartmentId = knownCompartment(ctx, ctx.input.details()['compartmentId']);
  const spec = COLLECTIONS['devops/projects'];
  if (spec === undefined) throw invalidParameter('projects are not served');
  const request = workRequestFor(ctx, {
    verb: 'MOVE',
    spec: { ...spec, noun: 'PROJECT', collection: '/projects' },
    entity: project,
    entityId: project.id,
    compartmentId: project.summary.compartmentId,
    fail: false,
    onSuccess: (at) => {
      const time = ctx.state.clock.iso(at);
      for (const entity of ctx.region.store.entities()) {
        if (
          entity.id === project.id ||
          (entity.service === 'devops' && entity.body['projectId'] === project.id)
        )
          ctx.region.store.update(entity, { compartmentId }, time);
      }
    },
  });
  return {
    status: 200,
    headers: { 'opc-work-request-id': request.id },
    applied: { operation: ctx.input.operation, resourceId: project.id },
  };
}
