/**
 * The kit's parts that features own (src/app/kit/kitParts.tsx): the outbox's change-status card,
 * the search's stored overview, and DevOps' own actions and tab on its kinds' pages, each loaded
 * with the first screen that shows it.
 */
import type { KitParts } from '../kit/kitParts';
import { ConnectionGitTab, MoveProject, StartBuildRun, StartDeployment } from './devops';
import { ChangeStatus } from './outbox';
import { StoredOverview } from './search';

export const KIT_PARTS: KitParts = {
  ChangeStatus,
  StoredOverview,
  actions: { startBuildRun: StartBuildRun, startDeployment: StartDeployment, moveProject: MoveProject },
  sections: { connectionGit: ConnectionGitTab },
};
