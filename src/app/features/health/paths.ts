/**
 * Service health's pages: the tenancy's announcements, under the navigation's Observability &
 * Management › Service health (the announcements plugin's base route), and one announcement's page.
 */
import { pathTo } from '../../navigation/routePattern';

export const HEALTH_PATTERNS = {
  list: '/announcements/service-health',
  announcement: '/announcements/service-health/:announcementId',
} as const;

export const healthPaths = {
  list: () => HEALTH_PATTERNS.list,
  /** One announcement's page (the id is encoded; it comes from a service answer). */
  announcement: (announcementId: string) => pathTo(HEALTH_PATTERNS.announcement, { announcementId }),
} as const;
