/**
 * What other features may use of instances: an instance's actions (start, stop, reboot) on a page
 * and in a list's rows, and the lifecycle they follow after an action.
 */
export { InstanceActions } from './InstanceActions';
export { typeRowActions } from './typeRowActions';
export { useFollowLifecycle } from './useFollowLifecycle';
