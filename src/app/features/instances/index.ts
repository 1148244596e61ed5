/**
 * What other features may use of instances: an instance's actions (start, stop, reboot) on a page
 * and in a list's rows, the lifecycle they follow after an action, and its metrics' charts.
 */
export { InstanceActions } from './InstanceActions';
export { InstanceMetrics } from './InstanceMetrics';
export { typeRowActions } from './typeRowActions';
export { useFollowLifecycle } from './useFollowLifecycle';
