/** The status colour (and glyph) each kind of announcement is shown with. */
import type { Status } from '../../ui/StatusLabel';
import type { AnnouncementKind } from './announcementRows';

export const KIND_STATUS: Readonly<Record<AnnouncementKind, Status>> = {
  actionRequired: 'danger',
  actionRecommended: 'warning',
  maintenance: 'warning',
  incident: 'danger',
  change: 'info',
  information: 'muted',
};
