/**
 * What other features and the shell may use of watches ("Notify me"): the button on a run or a
 * work request, the settings' section, and the notifier behind every page. The shell imports this
 * entry on demand (import()), so none of it joins the first route.
 */
export { WatchButton } from './WatchButton';
export { WatchesSettings } from './WatchesSettings';
export { WatchNotifier } from './WatchNotifier';
