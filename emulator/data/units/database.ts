/**
 * Databases and what hosts them, so every database link can be built: a DB system with its DB
 * home, databases and node; sometimes an Exadata Cloud@Customer VM cluster or a cloud VM cluster
 * hosting a home and database (vmClusterId); autonomous databases on shared infrastructure and at
 * customer (infrastructureType); autonomous container databases on an at-customer autonomous VM
 * cluster or a cloud one.
 */
import type { Entity } from '../../entity';
import type { Placement, RegionBuilder } from '../regionBuilder';

const DATABASE = { service: 'database' } as const;
const VERSIONS = ['19.23.0.0', '19.22.0.0', '21.13.0.0', '23.5.0.0'] as const;

function dbName(b: RegionBuilder, place: Placement): string {
  return `${place.parts.app.replace(/[^a-z]/g, '').slice(0, 6)}${b.random.between(1, 9)}`.toUpperCase();
}

function addHomeAndDatabases(
  b: RegionBuilder,
  place: Placement,
  host: { dbSystemId?: string; vmClusterId?: string },
  time: string,
  count: number,
): void {
  const version = b.random.pick(VERSIONS);
  const home = b.add({
    ...DATABASE,
    type: 'DbHome',
    ocidType: 'dbhome',
    collection: '/dbHomes',
    name: `dbhome${version.replace(/\./g, '').slice(0, 4)}`,
    place,
    states: 'database',
    time: b.time(time),
    identityContext: host.dbSystemId ? { dbSystemId: host.dbSystemId } : undefined,
    additionalDetails: host.vmClusterId ? { vmClusterId: host.vmClusterId } : undefined,
    body: {
      ...host,
      dbVersion: version,
      dbHomeLocation: `/u01/app/oracle/product/${version.slice(0, 4)}/dbhome_1`,
    },
  });
  for (let i = 0; i < count; i++) {
    const name = dbName(b, place);
    b.add({
      ...DATABASE,
      type: 'Database',
      ocidType: 'database',
      collection: '/databases',
      name,
      place,
      states: 'database',
      time: b.time(time),
      identityContext: host.dbSystemId ? { dbSystemId: host.dbSystemId } : undefined,
      additionalDetails: host.vmClusterId ? { vmClusterId: host.vmClusterId } : undefined,
      body: {
        ...host,
        dbHomeId: home.id,
        dbName: name,
        dbUniqueName: `${name}_${b.region.key}`,
        characterSet: 'AL32UTF8',
        ncharacterSet: 'AL16UTF16',
        isCdb: true,
        pdbName: `${name}PDB1`,
      },
    });
  }
}

function addAutonomous(
  b: RegionBuilder,
  place: Placement,
  time: string,
  infrastructureType: string,
  containerId?: string,
): Entity {
  const name = dbName(b, place);
  // Drawn in the order the tenancy always drew them, so the seeded data stays the same.
  const suffix = b.random.pick(['atp', 'adw', 'json']);
  const created = b.time(time);
  const dbWorkload = b.random.pick(['OLTP', 'DW', 'AJD', 'APEX']);
  return b.add({
    ...DATABASE,
    type: 'AutonomousDatabase',
    ocidType: 'autonomousdatabase',
    collection: '/autonomousDatabases',
    name: `${place.parts.app}-${suffix}`,
    place,
    states: 'database',
    time: created,
    // The workload is searchable, so the console lists ATP, ADW and AJD apart.
    additionalDetails: { infrastructureType, dbWorkload },
    body: {
      dbName: name,
      infrastructureType,
      dbWorkload,
      computeModel: 'ECPU',
      computeCount: b.random.pick([2, 4, 8, 16]),
      dataStorageSizeInTBs: b.random.pick([1, 2, 5]),
      dbVersion: '19c',
      isFreeTier: false,
      autonomousContainerDatabaseId: containerId,
    },
  });
}

export function databaseUnit(b: RegionBuilder): void {
  const place = b.place(
    b.random.chance(0.5) ? b.compartmentNamed('prod-data', 'staging-data', 'prod-data-warehouse') : undefined,
  );
  const time = b.time();
  const app = place.parts.app;
  const system = b.add({
    type: 'DbSystem',
    ocidType: 'dbsystem',
    name: `${place.parts.env}-${app}-dbsys`,
    place,
    states: 'database',
    time,
    ad: true,
  });
  addHomeAndDatabases(b, place, { dbSystemId: system.id }, time, b.random.between(1, 2));
  b.add({
    type: 'DbNode',
    ocidType: 'dbnode',
    name: `${app}db-node1`,
    place,
    states: 'database',
    time: b.time(time),
    identityContext: { dbSystemId: system.id },
  });
  b.add({
    type: 'PluggableDatabase',
    ocidType: 'pluggabledatabase',
    name: `${dbName(b, place)}PDB1`,
    place,
    states: 'database',
    time: b.time(time),
  });
  if (b.random.chance(0.5)) {
    const infra = b.add({
      type: 'ExadataInfrastructure',
      ocidType: 'exadatainfrastructure',
      name: `${app}-exacc-infra`,
      place,
      states: 'database',
      time,
    });
    const cluster = b.add({
      type: 'VmCluster',
      ocidType: 'vmcluster',
      name: `${app}-exacc-cluster`,
      place,
      states: 'database',
      time: b.time(time),
      identityContext: { exadataInfrastructureId: infra.id },
    });
    addHomeAndDatabases(b, place, { vmClusterId: cluster.id }, time, 1);
  } else {
    b.add({
      type: 'CloudExadataInfrastructure',
      ocidType: 'cloudexadatainfrastructure',
      name: `${app}-exacs-infra`,
      place,
      states: 'database',
      time,
    });
    const cluster = b.add({
      type: 'CloudVmCluster',
      ocidType: 'cloudvmcluster',
      name: `${app}-exacs-cluster`,
      place,
      states: 'database',
      time: b.time(time),
    });
    addHomeAndDatabases(b, place, { vmClusterId: cluster.id }, time, 1);
  }
  addAutonomous(b, place, time, 'CLOUD');
  if (b.random.chance(0.5)) addAutonomous(b, place, time, 'CLOUD');
  const atCustomer = b.random.chance(0.5);
  const vmCluster = atCustomer
    ? b.add({
        type: 'AutonomousVmCluster',
        ocidType: 'autonomousvmcluster',
        name: `${app}-avm-cluster`,
        place,
        states: 'database',
        time,
      })
    : b.add({
        type: 'CloudAutonomousVmCluster',
        ocidType: 'cloudautonomousvmcluster',
        name: `${app}-cloud-avm-cluster`,
        place,
        states: 'database',
        time,
      });
  const clusterField = atCustomer
    ? { autonomousVmClusterId: vmCluster.id }
    : { cloudAutonomousVmClusterId: vmCluster.id };
  const container = b.add({
    ...DATABASE,
    type: 'AutonomousContainerDatabase',
    ocidType: 'autonomouscontainerdatabase',
    collection: '/autonomousContainerDatabases',
    name: `${app}-acd`,
    place,
    states: 'database',
    time: b.time(time),
    additionalDetails: { infrastructureType: atCustomer ? 'CLOUD_AT_CUSTOMER' : 'CLOUD' },
    body: {
      ...clusterField,
      infrastructureType: atCustomer ? 'CLOUD_AT_CUSTOMER' : 'CLOUD',
      serviceLevelAgreementType: 'STANDARD',
      patchModel: 'RELEASE_UPDATES',
      dbVersion: '19.23.0.0',
    },
  });
  addAutonomous(b, place, time, atCustomer ? 'CLOUD_AT_CUSTOMER' : 'CLOUD', container.id);
}
