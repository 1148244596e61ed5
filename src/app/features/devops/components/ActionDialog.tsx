/** The dialog of a resource's own action (configuration names it, this opens it). */
import type { ResourceAction, Row } from '../../../kinds/devops/resourceConfig';
import { MoveProjectDialog } from './MoveProjectDialog';
import { StartRunDialog } from './StartRunDialog';

export interface ActionDialogProps {
  readonly action: ResourceAction;
  readonly row: Row;
  readonly etag?: string;
  readonly region: string;
  readonly onClose: () => void;
}

export function ActionDialog({ action, row, etag, region, onClose }: ActionDialogProps) {
  switch (action) {
    case 'startBuildRun':
      return <StartRunDialog kind="buildRun" pipeline={row} region={region} onClose={onClose} />;
    case 'startDeployment':
      return <StartRunDialog kind="deployment" pipeline={row} region={region} onClose={onClose} />;
    case 'moveProject':
      return <MoveProjectDialog project={row} etag={etag} region={region} onClose={onClose} />;
  }
}
