/**
 * The outbox request of an instance action: InstanceAction with the instance and the action,
 * the instance as the resource it is about (so lists and details mark it pending), and the etag
 * the page last read as if-match, so an instance changed elsewhere meanwhile is a conflict.
 */
import type { InstanceActionName } from '../../../oci/instanceActions';
import type { ChangeRequest } from '../../data/mutate';
import { changeTitle } from '../../i18n/changeTitle';

export interface InstanceRef {
  readonly id: string;
  readonly name: string;
  readonly lifecycleState: string | undefined;
  readonly region: string;
  /** The etag of the version the page shows, when it was read from the service. */
  readonly etag?: string;
}

export function instanceActionRequest(
  instance: InstanceRef,
  action: InstanceActionName,
): ChangeRequest<'instanceAction'> {
  return {
    operation: 'instanceAction',
    params: { instanceId: instance.id, action },
    region: instance.region,
    resourceId: instance.id,
    title: changeTitle(`searchUi:instance.summary.${action}`, { names: { name: instance.name } }),
    ...(instance.etag === undefined ? {} : { ifMatch: instance.etag }),
  };
}
