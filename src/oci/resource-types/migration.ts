/**
 * Migration and disaster recovery (document 2 §2.1 Migration, §2.2 migration plan and
 * schedules, §2.3 migration agents). Replication and discovery schedules open their list page in
 * the result's compartment. Cloud Bridge inventories and the disaster-recovery types have no
 * documented page and no link.
 */
import { COMPARTMENT, ctx, nested, path } from './path';
import { describeArea } from './types';
import type { TypeRow } from './types';

/** Every kind of asset opens the inventory's one asset page. */
const ASSET_PAGE = '/cloud-migrations/inventory/assets/:id';

const ROWS = [
  {
    name: 'OcmMigration',
    badge: 'MIGR',
    title: 'Migration project',
    plural: 'Migration projects',
    link: '/cloud-migrations/migrations/:id',
  },
  {
    name: 'OcmMigrationPlan',
    badge: 'MPLN',
    title: 'Migration plan',
    plural: 'Migration plans',
    link: nested('/cloud-migrations/migrations', ctx('migrationId'), 'migration-plans'),
  },
  {
    name: 'OcmReplicationSchedule',
    badge: 'RSCH',
    title: 'Replication schedule',
    plural: 'Replication schedules',
    link: path`/cloud-migrations/replication-schedules?compartmentId=${COMPARTMENT}`,
  },
  {
    name: 'OcbDiscoverySchedule',
    badge: 'DSCH',
    title: 'Discovery schedule',
    plural: 'Discovery schedules',
    link: path`/cloud-migrations/discovery/discovery-schedules?compartmentId=${COMPARTMENT}`,
  },
  {
    name: 'OcbAssetSource',
    badge: 'ASRC',
    title: 'Asset source',
    plural: 'Asset sources',
    link: '/cloud-migrations/discovery/asset-sources/:id',
  },
  {
    name: 'OcbEnvironment',
    badge: 'OENV',
    title: 'Source environment',
    plural: 'Source environments',
    link: '/cloud-migrations/remote-connections/environments/:id',
  },
  {
    name: 'OcbVmAsset',
    badge: 'VMA',
    title: 'VM asset',
    plural: 'VM assets',
    link: ASSET_PAGE,
  },
  {
    name: 'OcbVmwareVmAsset',
    badge: 'VWA',
    title: 'VMware VM asset',
    plural: 'VMware VM assets',
    link: ASSET_PAGE,
  },
  { name: 'OcbInventory', badge: 'INV', title: 'Inventory', plural: 'Inventories', link: null },
  { name: 'OcbAgent', badge: 'OCBA', title: 'Migration agent', plural: 'Migration agents', link: null },
  {
    name: 'DrProtectionGroup',
    badge: 'DRPG',
    title: 'DR protection group',
    plural: 'DR protection groups',
    link: null,
  },
  { name: 'DrPlan', badge: 'DRP', title: 'DR plan', plural: 'DR plans', link: null },
  // The search service's documented name carries a typo; the corrected spelling is accepted too.
  {
    name: 'DrPlanExeuction',
    aliases: ['DrPlanExecution'],
    badge: 'DRPE',
    title: 'DR plan execution',
    plural: 'DR plan executions',
    link: null,
  },
] as const satisfies readonly TypeRow[];

export const MIGRATION_TYPES = describeArea('Migration', ROWS);
