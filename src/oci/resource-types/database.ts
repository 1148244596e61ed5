/**
 * Oracle databases (document 2 §2.1 Database, and the cloud-at-customer variants of §2.2), with
 * the related Exadata, Exascale, distributed, recovery, tools and open-source database services.
 * Database management pages are in dbmgmt.ts.
 *
 * The spec does not show the database links by VM cluster; the console chooses the page of the
 * database inside what hosts it: a cloud VM cluster (/dbaas/cloudVmClusters/…), an Exadata
 * Cloud@Customer VM cluster (/exacc/clusters/…) or a DB system (/dbaas/dbsystems/…).
 */
import type { LinkSubject } from '../resource';
import { contextValue } from '../resource';
import { ENRICHMENTS } from './enrichments';
import { contextContains, contextIs, ctx, firstOf, page, when } from './path';
import { PAGE } from './pages';
import { describeArea } from './types';
import type { LinkRule, TypeRow } from './types';

/**
 * An autonomous container database on Exadata Cloud@Customer: its VM cluster id contains
 * 'autonomousvmcluster'. The id of a cloud autonomous VM cluster contains it too
 * ('cloudautonomousvmcluster') but is not at customer, so it is left out.
 */
function onAutonomousVmClusterAtCustomer(r: LinkSubject): boolean {
  return ['autonomousVmClusterId', 'vmClusterId'].some((key) => {
    const id = contextValue(r, key)?.toLowerCase();
    return id !== undefined && id.includes('autonomousvmcluster') && !id.includes('cloudautonomousvmcluster');
  });
}

const VM_CLUSTER = ctx('vmClusterId');
const database: LinkRule = firstOf(
  when(
    contextContains('vmClusterId', 'cloudvmcluster'),
    page(PAGE.databaseInCloudVmCluster, { cloudVmClusterId: VM_CLUSTER }),
  ),
  page(PAGE.databaseInExaccVmCluster, { exaccVmClusterId: VM_CLUSTER }),
  page(PAGE.databaseInDbSystem),
);

/** Sharded and distributed databases, of every kind, open the one distributed-database page. */
const DISTRIBUTED_DB_PAGE = '/sharded-db/instances/:id';

const ROWS = [
  {
    name: 'AutonomousDatabase',
    badge: 'ADB',
    title: 'Autonomous database',
    plural: 'Autonomous databases',
    link: firstOf(
      when(contextIs('infrastructureType', 'CLOUD_AT_CUSTOMER'), page(PAGE.autonomousDatabaseAtCustomer)),
      page(PAGE.autonomousDatabase),
    ),
    enrich: ENRICHMENTS.autonomousDatabase,
  },
  {
    name: 'AutonomousContainerDatabase',
    badge: 'ACD',
    title: 'Autonomous container database',
    plural: 'Autonomous container databases',
    link: firstOf(
      when(onAutonomousVmClusterAtCustomer, page(PAGE.autonomousContainerDatabaseAtCustomer)),
      page(PAGE.autonomousContainerDatabase),
    ),
    enrich: ENRICHMENTS.autonomousContainerDatabase,
  },
  {
    name: 'Database',
    badge: 'DB',
    title: 'Database',
    plural: 'Databases',
    link: database,
    enrich: ENRICHMENTS.database,
  },
  { name: 'DbSystem', badge: 'DBS', title: 'DB system', plural: 'DB systems', link: PAGE.dbSystem },
  {
    name: 'PluggableDatabase',
    badge: 'PDB',
    title: 'Pluggable database',
    plural: 'Pluggable databases',
    link: '/dbaas/pluggableDatabases/:id',
  },
  {
    name: 'DatabaseSoftwareImage',
    badge: 'DSI',
    title: 'Database software image',
    plural: 'Database software images',
    link: '/dbaas/dbimages/:id',
  },
  {
    name: 'CloudVmCluster',
    badge: 'CVM',
    title: 'Exadata VM cluster',
    plural: 'Exadata VM clusters',
    link: PAGE.cloudVmCluster,
  },
  { name: 'DbHome', badge: 'DBH', title: 'Database home', plural: 'Database homes', link: null },
  { name: 'DbNode', badge: 'NODE', title: 'Database node', plural: 'Database nodes', link: null },
  { name: 'DbServer', badge: 'DBSV', title: 'Database server', plural: 'Database servers', link: null },
  { name: 'DbKeyStore', badge: 'KS', title: 'Key store', plural: 'Key stores', link: null },
  {
    name: 'BackupDestination',
    badge: 'BKD',
    title: 'Backup destination',
    plural: 'Backup destinations',
    link: null,
  },
  {
    name: 'AutonomousVmCluster',
    badge: 'AVMC',
    title: 'Autonomous VM cluster',
    plural: 'Autonomous VM clusters',
    link: null,
  },
  {
    name: 'CloudAutonomousVmCluster',
    badge: 'CAVM',
    title: 'Autonomous Exadata VM cluster',
    plural: 'Autonomous Exadata VM clusters',
    link: null,
  },
  {
    name: 'CloudExadataInfrastructure',
    badge: 'CEI',
    title: 'Exadata infrastructure',
    plural: 'Exadata infrastructures',
    link: null,
  },
  {
    name: 'ExadataInfrastructure',
    badge: 'EXI',
    title: 'Exadata Cloud@Customer infrastructure',
    plural: 'Exadata Cloud@Customer infrastructures',
    link: '/exacc/infrastructures/:id',
  },
  {
    name: 'VmCluster',
    badge: 'VMC',
    title: 'VM cluster',
    plural: 'VM clusters',
    link: PAGE.exaccVmCluster,
  },
  {
    name: 'VmClusterNetwork',
    badge: 'VMCN',
    title: 'VM cluster network',
    plural: 'VM cluster networks',
    link: null,
  },
  {
    name: 'ExternalContainerDatabase',
    badge: 'XCDB',
    title: 'External container database',
    plural: 'External container databases',
    link: '/extdb/extcdb/:id',
  },
  {
    name: 'ExternalNonContainerDatabase',
    badge: 'XNCD',
    title: 'External non-container database',
    plural: 'External non-container databases',
    link: '/extdb/extncdb/:id',
  },
  {
    name: 'ExternalPluggableDatabase',
    badge: 'XPDB',
    title: 'External pluggable database',
    plural: 'External pluggable databases',
    link: '/extdb/extpdb/:id',
  },
  {
    name: 'ExternalDatabaseConnector',
    badge: 'XDC',
    title: 'External database connector',
    plural: 'External database connectors',
    link: null,
  },
  {
    name: 'ExascaleDbStorageVault',
    badge: 'XSV',
    title: 'Exascale storage vault',
    plural: 'Exascale storage vaults',
    link: '/escs/vaults/:id',
  },
  {
    name: 'ExascaleVolume',
    badge: 'XVOL',
    title: 'Exascale volume',
    plural: 'Exascale volumes',
    link: '/escs/volumes/:id',
  },
  {
    name: 'ExascaleVolumeSnapshot',
    badge: 'XVS',
    title: 'Exascale volume snapshot',
    plural: 'Exascale volume snapshots',
    link: '/escs/volumeSnapshots/:id',
  },
  {
    name: 'ExadbVmCluster',
    badge: 'XVMC',
    title: 'Exadata on Exascale VM cluster',
    plural: 'Exadata on Exascale VM clusters',
    link: '/escs/vmClusters/:id',
  },
  // Globally distributed databases are what the sharded-database pages show.
  {
    name: 'OsdShardedDatabase',
    badge: 'SHDB',
    title: 'Sharded database',
    plural: 'Sharded databases',
    link: DISTRIBUTED_DB_PAGE,
  },
  {
    name: 'OsdDistributedDb',
    badge: 'GDD',
    title: 'Globally distributed database',
    plural: 'Globally distributed databases',
    link: DISTRIBUTED_DB_PAGE,
  },
  {
    name: 'OsdDistributedAutonomousDb',
    badge: 'GDAD',
    title: 'Globally distributed autonomous database',
    plural: 'Globally distributed autonomous databases',
    link: DISTRIBUTED_DB_PAGE,
  },
  {
    name: 'OsdDistributedDbPrivateEndpoint',
    badge: 'GDPE',
    title: 'Distributed database private endpoint',
    plural: 'Distributed database private endpoints',
    link: null,
  },
  {
    name: 'DatabaseToolsConnection',
    badge: 'DTC',
    title: 'Database tools connection',
    plural: 'Database tools connections',
    link: null,
  },
  {
    name: 'DatabaseToolsPrivateEndpoint',
    badge: 'DTPE',
    title: 'Database tools private endpoint',
    plural: 'Database tools private endpoints',
    link: null,
  },
  { name: 'NoSqlTable', badge: 'NSQL', title: 'NoSQL table', plural: 'NoSQL tables', link: null },
] as const satisfies readonly TypeRow[];

export const DATABASE_TYPES = describeArea('Database', ROWS);
