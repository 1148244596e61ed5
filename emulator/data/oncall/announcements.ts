/**
 * The demo tenancy's announcements: an action required (unread), planned and emergency
 * maintenance, an incident, a planned change, information, one closed action already read —
 * each with its affected regions and, where it names them, resources of the seeded regions.
 * They are dated from the emulator's day (midnight UTC of its clock), so the newest is always a
 * few hours old and the same day gives the same list.
 */
import type { Entity } from '../../entity';
import type { RegionState } from '../../regionState';
import { DAY_MS, dayStart } from './noise';

export interface AnnouncementTemplate {
  readonly key: string;
  readonly type: string;
  readonly summary: string;
  readonly description: string;
  readonly services: readonly string[];
  /** Days before today it was published (negative hours within the day as a fraction). */
  readonly ageDays: number;
  readonly timeOne?: { readonly type: string; readonly inDays: number };
  readonly timeTwo?: { readonly type: string; readonly inDays: number };
  readonly lifecycleState: 'ACTIVE' | 'INACTIVE';
  /** Which seeded resources it names: of a search type (instances, DB systems), how many a region. */
  readonly affects?: { readonly type: string; readonly count: number };
  /** Read by every user from the start. */
  readonly readFromStart?: boolean;
}

const TEMPLATES: readonly AnnouncementTemplate[] = [
  {
    key: 'reboot-migration',
    type: 'ACTION_REQUIRED',
    summary: 'Reboot migration required for instances on retiring hardware',
    description:
      'The hardware that hosts the instances below is being retired. Reboot each instance before the date shown to move it to new hardware; instances not rebooted by then are moved automatically.',
    services: ['Compute'],
    ageDays: 0.25,
    timeOne: { type: 'ACTION_REQUIRED_BY', inDays: 14 },
    lifecycleState: 'ACTIVE',
    affects: { type: 'Instance', count: 2 },
  },
  {
    key: 'db-patching',
    type: 'SCHEDULED_MAINTENANCE',
    summary: 'Scheduled maintenance of DB systems: quarterly patching',
    description:
      'Quarterly infrastructure patching of the DB systems below. Each node restarts once; expect up to 15 minutes without connections per node.',
    services: ['Database'],
    ageDays: 1.5,
    timeOne: { type: 'START_TIME', inDays: 6 },
    timeTwo: { type: 'END_TIME', inDays: 7 },
    lifecycleState: 'ACTIVE',
    affects: { type: 'DbSystem', count: 1 },
  },
  {
    key: 'object-storage-latency',
    type: 'PRODUCTION_EVENT_NOTIFICATION',
    summary: 'Increased latency of Object Storage requests',
    description:
      'Some requests to Object Storage took longer than usual. Engineers found the cause and mitigated it; no data was lost.',
    services: ['Object Storage'],
    ageDays: 3.2,
    timeOne: { type: 'TIME_DETECTED', inDays: -3.3 },
    timeTwo: { type: 'END_TIME', inDays: -3.1 },
    lifecycleState: 'ACTIVE',
  },
  {
    key: 'network-emergency',
    type: 'EMERGENCY_MAINTENANCE',
    summary: 'Emergency maintenance of load balancer hosts',
    description:
      'A security fix is applied to load balancer hosts. Listeners fail over to their standby; connections open at the time may be reset.',
    services: ['Load Balancer'],
    ageDays: 4.6,
    timeOne: { type: 'START_TIME', inDays: -4.5 },
    timeTwo: { type: 'END_TIME', inDays: -4.4 },
    lifecycleState: 'ACTIVE',
  },
  {
    key: 'tls-change',
    type: 'PLANNED_CHANGE',
    summary: 'TLS 1.0 and 1.1 end on public API endpoints',
    description:
      'Public API endpoints will accept TLS 1.2 or later only. Clients that still use an older version must be updated.',
    services: ['Identity and Access Management', 'Networking'],
    ageDays: 9,
    timeOne: { type: 'START_TIME', inDays: 45 },
    lifecycleState: 'ACTIVE',
  },
  {
    key: 'shapes-available',
    type: 'INFORMATION',
    summary: 'New flexible compute shapes available in your regions',
    description:
      'New flexible shapes with more memory per OCPU are available. Existing instances are not changed.',
    services: ['Compute'],
    ageDays: 16,
    lifecycleState: 'ACTIVE',
    readFromStart: true,
  },
  {
    key: 'key-rotation',
    type: 'ACTION_REQUIRED',
    summary: 'Rotate the vault master encryption keys older than one year',
    description: 'Keys older than one year must be rotated. The rotation was completed for this tenancy.',
    services: ['Vault'],
    ageDays: 40,
    timeOne: { type: 'ACTION_REQUIRED_BY', inDays: -10 },
    lifecycleState: 'INACTIVE',
    readFromStart: true,
  },
];

function iso(ms: number): string {
  return new Date(ms).toISOString();
}

/** The region's resources of a search type, oldest first. */
function ofType(region: RegionState | undefined, type: string | undefined): Entity[] {
  if (region === undefined || type === undefined) return [];
  return [...region.store.entities()].filter((entity) => entity.summary.resourceType === type);
}

export interface EmulatedAnnouncement {
  readonly summary: Record<string, unknown>;
  readonly details: Record<string, unknown>;
  readonly readFromStart: boolean;
}

/** The tenancy's announcements on the day of `nowMs`, newest first, with their full details. */
export function tenancyAnnouncements(
  tenancyId: string,
  seededRegions: readonly string[],
  regionOf: (id: string) => RegionState | undefined,
  nowMs: number,
): EmulatedAnnouncement[] {
  const today = dayStart(nowMs);
  return TEMPLATES.map((template, index) => {
    const created = today + (1 - template.ageDays) * DAY_MS - DAY_MS;
    const published = Math.min(created, nowMs - 3_600_000 * (index + 1));
    const affected = seededRegions.flatMap((region) =>
      ofType(regionOf(region), template.affects?.type)
        .slice(0, template.affects?.count ?? 0)
        .map((entity) => ({
          resourceId: entity.id,
          resourceName: entity.summary.displayName ?? entity.id,
          region,
          additionalProperties: [],
        })),
    );
    const id = `ocid1.announcement.oc1..${tenancyId.slice(-12)}${template.key.replace(/[^a-z]/g, '')}`;
    const summary = {
      id,
      type: 'AnnouncementSummary',
      referenceTicketNumber: `ANN-${(402_100 + index * 37).toString()}`,
      summary: template.summary,
      announcementType: template.type,
      lifecycleState: template.lifecycleState,
      isBanner: template.type === 'ACTION_REQUIRED' && template.lifecycleState === 'ACTIVE',
      services: template.services,
      affectedRegions:
        template.affects === undefined
          ? seededRegions.slice(0, 2)
          : [...new Set(affected.map((a) => a.region))],
      timeOneTitle: template.timeOne?.type,
      timeOneType: template.timeOne?.type,
      timeOneValue:
        template.timeOne === undefined ? undefined : iso(today + template.timeOne.inDays * DAY_MS),
      timeTwoTitle: template.timeTwo?.type,
      timeTwoType: template.timeTwo?.type,
      timeTwoValue:
        template.timeTwo === undefined ? undefined : iso(today + template.timeTwo.inDays * DAY_MS),
      timeCreated: iso(published),
      timeUpdated: iso(published),
      environmentName: 'PRODUCTION',
      platformType: 'IAAS',
      chainId: `chain-${template.key}`,
    };
    return {
      summary,
      details: {
        ...summary,
        type: 'Announcement',
        description: template.description,
        additionalInformation: null,
        affectedResources: affected,
      },
      readFromStart: template.readFromStart === true,
    };
  });
}
