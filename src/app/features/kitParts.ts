/**
 * The kit's parts that features own (src/app/kit/kitParts.tsx): the outbox's change-status card,
 * the search's stored overview, DevOps' own actions and tab on its kinds' pages, and an alarm's
 * acknowledgement and its metric's place, each loaded
 * with the first screen that shows it.
 */
import type { KitParts } from '../kit/kitParts';
import { AcknowledgeAlarm, AlarmQuery } from './alarms';
import { ConnectionGitTab, MoveProject, StartBuildRun, StartDeployment } from './devops';
import { ChangeStatus } from './outbox';
import { StoredOverview } from './search';

export const KIT_PARTS: KitParts = {
  ChangeStatus,
  StoredOverview,
  actions: {
    startBuildRun: StartBuildRun,
    startDeployment: StartDeployment,
    moveProject: MoveProject,
    acknowledgeAlarm: AcknowledgeAlarm,
  },
  sections: { connectionGit: ConnectionGitTab, metricChart: AlarmQuery },
};
