/**
 * The Announcements Service, beyond spec document 1 §7 (a documented extension, as
 * ./extensions.ts): the tenancy's service health — action required, planned maintenance,
 * incidents — newest first, with what the user has read, as the OCI console's bell shows it.
 *
 * - listAnnouncements (announcements, /20180904, the version oci-announcementsservice calls): `GET /announcements?compartmentId=<tenancy>`
 *   (sortBy timeCreated, sortOrder DESC; filters by type, lifecycle state, service…). Answer: an
 *   AnnouncementsCollection `{ items: AnnouncementSummary[], userStatuses:
 *   AnnouncementUserStatusDetails[] }`, paged with opc-next-page; a summary is `{ id,
 *   referenceTicketNumber, summary, announcementType, lifecycleState, isBanner, services,
 *   affectedRegions, timeOneType, timeOneValue, timeTwoType, timeTwoValue, timeCreated,
 *   timeUpdated }` (oci-announcementsservice's models). `userStatuses` carries a
 *   `timeAcknowledged` for each announcement the calling user has read. The console reads every
 *   page (`readsEveryPage`): the badge counts the unread and the list shows them all.
 * - getAnnouncement: `GET /announcements/{announcementId}`, the Announcement with its
 *   `description`, `additionalInformation` and `affectedResources` `[{ resourceId, resourceName,
 *   region }]`.
 * - getAnnouncementUserStatus: `GET /announcements/{announcementId}/userStatus`, the calling
 *   user's `{ userStatusAnnouncementId, userId, timeAcknowledged }`.
 * - updateAnnouncementUserStatus: `PUT /announcements/{announcementId}/userStatus` with
 *   AnnouncementUserStatusDetails (`timeAcknowledged` set: read) and if-match; answers the
 *   status as it now stands (what the SDK's response reads). Marking read is a change like any other: queued offline, applied once.
 *
 * 404 NotAuthorizedOrNotFound where the tenancy has no such announcement or the user no policy
 * to read announcements (`inspect announcements`), which the screens say in a sentence.
 */
import { CHANGE, LIMIT, PAGE, READ } from './fragments';
import type { OperationSpec } from './types';

export const ANNOUNCEMENT_OPERATIONS = [
  {
    name: 'listAnnouncements',
    service: 'announcements',
    method: 'GET',
    path: '/announcements',
    pathParams: [],
    query: [
      { name: 'compartmentId', required: true },
      LIMIT,
      PAGE,
      { name: 'announcementType' },
      { name: 'lifecycleState', values: ['ACTIVE', 'INACTIVE'] },
      { name: 'isBanner', type: 'boolean' },
      {
        name: 'sortBy',
        values: [
          'timeOneValue',
          'timeTwoValue',
          'timeCreated',
          'referenceTicketNumber',
          'summary',
          'announcementType',
        ],
      },
      { name: 'sortOrder', values: ['ASC', 'DESC'] },
      { name: 'timeOneEarliestTime', type: 'date' },
      { name: 'timeOneLatestTime', type: 'date' },
      { name: 'environmentName' },
      { name: 'service' },
      { name: 'platformType', values: ['IAAS', 'SAAS'] },
      { name: 'excludeAnnouncementTypes', type: 'array', collectionFormat: 'multi' },
      { name: 'shouldShowOnlyLatestInChain', type: 'boolean' },
      { name: 'chainId' },
    ],
    ...READ,
    readsEveryPage: { joined: ['items', 'userStatuses'] },
    semantics: { kind: 'custom', handler: 'listAnnouncements' },
  },
  {
    name: 'getAnnouncement',
    service: 'announcements',
    method: 'GET',
    path: '/announcements/{announcementId}',
    pathParams: ['announcementId'],
    query: [],
    ...READ,
    semantics: { kind: 'custom', handler: 'getAnnouncement' },
  },
  {
    name: 'getAnnouncementUserStatus',
    service: 'announcements',
    method: 'GET',
    path: '/announcements/{announcementId}/userStatus',
    pathParams: ['announcementId'],
    query: [],
    ...READ,
    semantics: { kind: 'custom', handler: 'getAnnouncementUserStatus' },
  },
  {
    name: 'updateAnnouncementUserStatus',
    service: 'announcements',
    method: 'PUT',
    path: '/announcements/{announcementId}/userStatus',
    pathParams: ['announcementId'],
    query: [],
    body: { name: 'statusDetails', required: true },
    ...CHANGE,
    semantics: { kind: 'custom', handler: 'updateAnnouncementUserStatus' },
  },
] as const satisfies readonly OperationSpec[];
