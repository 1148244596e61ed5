/**
 * What other features may use of the alarms: their parts of the alarm's page (the kit shows them
 * where the kind's entry names them: acknowledge, and the metric's place), loaded on demand.
 */
import { lazyRetrying } from '../../ui/lazyRetrying';

export const AcknowledgeAlarm = lazyRetrying(() =>
  import('./components/AcknowledgeDialog').then((m) => ({ default: m.AcknowledgeAlarm })),
);
export const AlarmQuery = lazyRetrying(() =>
  import('./components/AlarmQuery').then((m) => ({ default: m.AlarmQuery })),
);
