/**
 * InstanceAction (core): start, stop or reboot an instance. The answer is the Instance in its
 * passing state with its new etag; if-match → 412, a state the action does not start from → 409.
 * The retry token's replay is the API layer's (api.ts), so a replay is never applied twice.
 */
import { isInstanceAction } from '../../src/oci/instanceActions';
import { etag, render } from '../entity';
import { applyInstanceAction } from '../lifecycle/instancePower';
import { invalidParameter, type Reply } from '../reply';
import { checkIfMatch, json, targetOf, type HandlerContext } from './handlerContext';

export function instanceAction(ctx: HandlerContext): Reply {
  const instance = targetOf(ctx);
  checkIfMatch(ctx, instance);
  const action = ctx.input.text('action');
  if (!isInstanceAction(action))
    throw invalidParameter(
      `action must be START, STOP, SOFTSTOP, RESET or SOFTRESET, not '${String(action)}'.`,
    );
  applyInstanceAction(ctx.state, ctx.region, instance, action);
  return {
    ...json(200, render(instance), { etag: etag(instance) }),
    applied: { operation: ctx.input.operation, resourceId: instance.id },
  };
}
