/**
 * Services around databases (document 2 §2.1 Database and "others"): database recovery (/dbrs/),
 * patch downloads, the two fleet-update types that have no details link (§2.3), PostgreSQL and
 * OCI Cache.
 */
import { describeArea } from './types';
import type { TypeRow } from './types';

const ROWS = [
  {
    name: 'ProtectedDatabase',
    badge: 'PDBR',
    title: 'Protected database',
    plural: 'Protected databases',
    link: '/dbrs/protected-databases/:id',
  },
  {
    name: 'ProtectionPolicy',
    badge: 'PP',
    title: 'Protection policy',
    plural: 'Protection policies',
    link: '/dbrs/policies/:id',
  },
  {
    name: 'RecoveryServiceSystem',
    badge: 'RSYS',
    title: 'Recovery system',
    plural: 'Recovery systems',
    link: '/dbrs/recovery-systems/:id',
  },
  {
    name: 'RecoveryServiceBackupNetwork',
    badge: 'RBN',
    title: 'Backup network',
    plural: 'Backup networks',
    link: '/dbrs/backup-networks/:id',
  },
  {
    name: 'RecoveryServiceSubnet',
    badge: 'RSS',
    title: 'Recovery service subnet',
    plural: 'Recovery service subnets',
    link: '/dbrs/recovery-service-subnets/:id',
  },
  {
    name: 'DatabasePatchDownload',
    badge: 'PTCH',
    title: 'Patch download',
    plural: 'Patch downloads',
    link: '/database/patchDownload/:id',
  },
  {
    name: 'FsuCollection',
    badge: 'FSUC',
    title: 'Fleet update collection',
    plural: 'Fleet update collections',
    link: null,
  },
  { name: 'FsuCycle', badge: 'FSUY', title: 'Fleet update cycle', plural: 'Fleet update cycles', link: null },
  {
    name: 'PostgresqlDbSystem',
    badge: 'PGS',
    title: 'PostgreSQL DB system',
    plural: 'PostgreSQL DB systems',
    link: '/postgresql/db-systems/:id',
  },
  {
    name: 'PostgresqlBackup',
    badge: 'PGB',
    title: 'PostgreSQL backup',
    plural: 'PostgreSQL backups',
    link: '/postgresql/backups/:id',
  },
  {
    name: 'PostgresqlConfiguration',
    badge: 'PGC',
    title: 'PostgreSQL configuration',
    plural: 'PostgreSQL configurations',
    link: '/postgresql/configurations/:id',
  },
  {
    name: 'RedisCluster',
    badge: 'OCC',
    title: 'OCI Cache cluster',
    plural: 'OCI Cache clusters',
    link: '/ocicache/clusters/:id',
  },
  {
    name: 'OciCacheConfigSet',
    badge: 'OCCS',
    title: 'OCI Cache configuration',
    plural: 'OCI Cache configurations',
    link: '/ocicache/configurations/:id',
  },
] as const satisfies readonly TypeRow[];

export const DATABASE_SERVICE_TYPES = describeArea('Database', ROWS);
