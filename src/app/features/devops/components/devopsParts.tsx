/**
 * DevOps' own parts of its kinds' pages (named in the kinds' entries, handed to the kit through
 * src/app/features/kitParts.ts): the dialogs that start a build run or a deployment from a
 * pipeline and move a project, and a connection's git host as a tab.
 */
import type { KindActionPartProps, KindSectionPartProps } from '../../../kit/kitParts';
import { useSettings } from '../../../settings/SettingsContext';
import { ConnectionGit } from './ConnectionGit';
import { MoveProjectDialog } from './MoveProjectDialog';
import { StartRunDialog } from './StartRunDialog';

export function StartBuildRun({ resource, onClose }: KindActionPartProps) {
  const { settings } = useSettings();
  return <StartRunDialog kind="buildRun" pipeline={resource} region={settings.region} onClose={onClose} />;
}

export function StartDeployment({ resource, onClose }: KindActionPartProps) {
  const { settings } = useSettings();
  return <StartRunDialog kind="deployment" pipeline={resource} region={settings.region} onClose={onClose} />;
}

export function MoveProject({ resource, etag, onClose }: KindActionPartProps) {
  const { settings } = useSettings();
  return <MoveProjectDialog project={resource} etag={etag} region={settings.region} onClose={onClose} />;
}

export function ConnectionGitTab({ id }: KindSectionPartProps) {
  const { settings } = useSettings();
  return <ConnectionGit connectionId={id} region={settings.region} />;
}
