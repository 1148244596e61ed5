import { FEATURE_FLAGS } from '../featureFlags';
import { docsBook, iaasDocs } from '../helpDocs';
import type { NavAreaSpec } from '../navEntry';
import { DATABASE_CONTROL_ENTRIES } from './databaseControls';
import { DATABASE_MANAGEMENT_ENTRIES } from './databaseManagement';
import { DATABASE_MULTICLOUD_ENTRIES } from './databaseMulticloud';
import { DATABASE_SERVICE_ENTRIES } from './databaseServices';

const ADB_NAME_CHANGE = FEATURE_FLAGS.adbNameChange;

/**
 * Databases (document 3 §2.5). Oracle Database services are here; open-source and tool services,
 * Data Safe and access controls, management and insights, and multicloud are in sibling files.
 */
export const DATABASES_AREA = {
  id: 'databases',
  labelKey: 'area.databases',
  category: 'infrastructure',
  children: [
    {
      id: 'dashboard',
      labelKey: 'service.databaseDashboard',
      plugin: 'database',
      children: [
        { id: 'dashboard', labelKey: 'common.dashboard', path: '/dashboard' },
        { id: 'activity', labelKey: 'common.activity', path: '/activity' },
        { id: 'alarms', labelKey: 'common.alarms', path: '/alarms' },
        { id: 'announcements', labelKey: 'common.announcements', path: '/announcements' },
        { id: 'limits', labelKey: 'common.limits', path: '/limits' },
      ],
    },
    {
      id: 'autonomous',
      labelKey: 'databases.autonomousDatabase',
      labelVariant: { flag: ADB_NAME_CHANGE, labelKey: 'databases.autonomousAiDatabase' },
      plugin: 'db',
      path: '/adb',
      dependentService: 'DATABASE',
      tags: ['adb', 'oracle database'],
      help: [docsBook('en/cloud/paas/autonomous-database/index.html')],
      children: [
        {
          id: 'shared',
          labelKey: 'databases.autonomousDatabases',
          labelVariant: { flag: ADB_NAME_CHANGE, labelKey: 'databases.autonomousAiDatabases' },
          path: '/adbs',
          resourceType: 'AutonomousDatabase',
        },
        {
          id: 'dataWarehouse',
          labelKey: 'databases.autonomousDataWarehouse',
          labelVariant: { flag: ADB_NAME_CHANGE, labelKey: 'databases.autonomousAiLakehouse' },
          path: '/adb/adw',
          resourceType: 'AutonomousDatabase',
          resourceWhere: "dbWorkload = 'DW'",
          dependentService: 'AUTONOMOUS_DATA_WAREHOUSE',
          tags: ['adw'],
        },
        {
          id: 'transactionProcessing',
          labelKey: 'databases.autonomousTransactionProcessing',
          labelVariant: { flag: ADB_NAME_CHANGE, labelKey: 'databases.autonomousAiTransactionProcessing' },
          path: '/adb/atp',
          resourceType: 'AutonomousDatabase',
          resourceWhere: "dbWorkload = 'OLTP'",
          dependentService: 'AUTONOMOUS_TRANSACTION_PROCESSING',
          tags: ['atp'],
        },
        {
          id: 'json',
          labelKey: 'databases.autonomousJsonDatabase',
          labelVariant: { flag: ADB_NAME_CHANGE, labelKey: 'databases.autonomousAiJsonDatabase' },
          path: '/adb/ajd',
          resourceType: 'AutonomousDatabase',
          resourceWhere: "dbWorkload = 'AJD'",
          dependentService: 'AUTONOMOUS_JSON_DATABASE',
          tags: ['ajd', 'document database'],
        },
        { id: 'vector', labelKey: 'databases.vectorDatabase', path: '/adbs/vec', tags: ['vector search'] },
        {
          id: 'dedicated',
          labelKey: 'databases.adbDedicated',
          labelVariant: { flag: ADB_NAME_CHANGE, labelKey: 'databases.adbAiDedicated' },
          path: '/adbd',
        },
        {
          id: 'containerDatabases',
          labelKey: 'databases.autonomousContainerDatabases',
          path: '/acd',
          resourceType: 'AutonomousContainerDatabase',
        },
        {
          id: 'exadataVmClusters',
          labelKey: 'databases.autonomousExadataVmClusters',
          path: '/aevm',
          resourceType: 'CloudAutonomousVmCluster',
        },
        { id: 'exadataInfrastructure', labelKey: 'databases.exadataInfrastructure', path: '/ei' },
      ],
    },
    {
      id: 'distributed',
      labelKey: 'service.distributedDatabase',
      plugin: 'sharded-db',
      children: [
        { id: 'overview', labelKey: 'common.overview', path: '/overview' },
        {
          id: 'list',
          labelKey: 'databases.distributedDatabases',
          path: '/list',
          tags: ['sharding', 'sharded'],
        },
        { id: 'privateEndpoints', labelKey: 'common.privateEndpoints', path: '/private-endpoints' },
      ],
    },
    {
      id: 'dbSystems',
      labelKey: 'databases.dbSystems',
      plugin: 'dbaas',
      path: '/dbsystems',
      resourceType: 'DbSystem',
      dependentService: 'DATABASE',
      tags: ['base database', 'oracle database'],
      help: [iaasDocs('Database/home.htm')],
    },
    {
      id: 'exadata',
      labelKey: 'service.exadataPublicCloud',
      plugin: 'dbaas',
      dependentService: 'EXADATA',
      help: [docsBook('en-us/iaas/exadatacloud/index.html')],
      children: [
        {
          id: 'vmClusters',
          labelKey: 'databases.exadataVmClusters',
          path: '/cloudVmClusters',
          resourceType: 'CloudVmCluster',
        },
        {
          id: 'infrastructure',
          labelKey: 'databases.exadataInfrastructure',
          path: '/cloudExadataInfrastructures',
          resourceType: 'CloudExadataInfrastructure',
        },
        {
          id: 'exascaleVmClusters',
          labelKey: 'databases.exascaleVmClusters',
          path: '/exadb-xs/exadbVmClusters',
        },
        {
          id: 'exascaleVaults',
          labelKey: 'databases.exascaleStorageVaults',
          path: '/exadb-xs/exascaleStorageVaults',
        },
      ],
    },
    {
      id: 'baseDbAtCustomer',
      labelKey: 'service.baseDbAtCustomer',
      plugin: 'base-db-at-customer',
      children: [
        { id: 'infraVmClusters', labelKey: 'databases.dbInfraVmClusters', path: '/dbinfra/vmClusters' },
        {
          id: 'infraBackupDestinations',
          labelKey: 'common.backupDestinations',
          path: '/dbinfra/backupDestinations',
        },
        { id: 'infraKeyStores', labelKey: 'common.keyStores', path: '/dbinfra/keyStores' },
        { id: 'vmClusters', labelKey: 'common.vmClusters', path: '/vmClusters' },
        { id: 'applicationVms', labelKey: 'databases.applicationVms', path: '/applicationVms' },
        { id: 'infrastructures', labelKey: 'common.infrastructure', path: '/infrastructures' },
      ],
    },
    {
      id: 'exadataCloudAtCustomer',
      labelKey: 'service.exadataCloudAtCustomer',
      plugin: 'exacc',
      dependentService: 'EXADATA_CLOUD_AT_CUSTOMER',
      children: [
        { id: 'clusters', labelKey: 'common.vmClusters', path: '/clusters', resourceType: 'VmCluster' },
        {
          id: 'autonomousDatabases',
          labelKey: 'databases.autonomousDatabases',
          labelVariant: { flag: ADB_NAME_CHANGE, labelKey: 'databases.autonomousAiDatabases' },
          path: '/autonomousDatabases',
        },
        {
          id: 'autonomousContainerDatabases',
          labelKey: 'databases.autonomousContainerDatabases',
          path: '/autonomousContainerDatabases',
        },
        {
          id: 'autonomousVmClusters',
          labelKey: 'databases.autonomousExadataVmClusters',
          path: '/autonomousExaVmClusters',
          resourceType: 'AutonomousVmCluster',
        },
        {
          id: 'infrastructures',
          labelKey: 'databases.exadataInfrastructure',
          path: '/infrastructures',
          resourceType: 'ExadataInfrastructure',
        },
        {
          id: 'backupDestinations',
          labelKey: 'common.backupDestinations',
          path: '/backupDestinations',
          resourceType: 'BackupDestination',
        },
        { id: 'keyStores', labelKey: 'common.keyStores', path: '/keyStores', resourceType: 'DbKeyStore' },
      ],
    },
    {
      id: 'exascaleStorage',
      labelKey: 'service.exascaleStorage',
      plugin: 'escs',
      children: [
        { id: 'overview', labelKey: 'common.overview', path: '/overview' },
        { id: 'vaults', labelKey: 'databases.storageVaults', path: '/vaults' },
        { id: 'volumes', labelKey: 'common.volumes', path: '/volumes' },
        { id: 'vmClusters', labelKey: 'common.vmClusters', path: '/vmClusters' },
      ],
    },
    {
      id: 'fleetUpdate',
      labelKey: 'service.fleetUpdate',
      plugin: 'fleet-update',
      children: [
        { id: 'collections', labelKey: 'databases.fleetCollections', path: '/collections' },
        { id: 'maintenance', labelKey: 'databases.fleetMaintenance', path: '/maintenance' },
      ],
    },
    {
      id: 'external',
      labelKey: 'service.externalDatabase',
      plugin: 'extdb',
      children: [
        {
          id: 'pluggable',
          labelKey: 'databases.externalPluggable',
          path: '/extpdb',
          resourceType: 'ExternalPluggableDatabase',
        },
        {
          id: 'container',
          labelKey: 'databases.externalContainer',
          path: '/extcdb',
          resourceType: 'ExternalContainerDatabase',
        },
        {
          id: 'nonContainer',
          labelKey: 'databases.externalNonContainer',
          path: '/extncdb',
          resourceType: 'ExternalNonContainerDatabase',
        },
      ],
    },
    ...DATABASE_MULTICLOUD_ENTRIES,
    {
      id: 'recovery',
      labelKey: 'service.recoveryService',
      plugin: 'dbrs',
      help: [docsBook('en/cloud/paas/recovery-service/index.html')],
      children: [
        {
          id: 'protectedDatabases',
          labelKey: 'databases.protectedDatabases',
          path: '/protected-databases',
          resourceType: 'ProtectedDatabase',
        },
        {
          id: 'subnets',
          labelKey: 'databases.recoveryServiceSubnets',
          path: '/recovery-service-subnets',
          resourceType: 'RecoveryServiceSubnet',
        },
        {
          id: 'policies',
          labelKey: 'databases.protectionPolicies',
          path: '/policies',
          resourceType: 'ProtectionPolicy',
        },
      ],
    },
    ...DATABASE_SERVICE_ENTRIES,
    ...DATABASE_CONTROL_ENTRIES,
    ...DATABASE_MANAGEMENT_ENTRIES,
  ],
} as const satisfies NavAreaSpec;
