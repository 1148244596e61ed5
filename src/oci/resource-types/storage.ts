/**
 * Storage (document 2 §2.1 Storage, §2.2 file-system share): the ten block-storage families,
 * buckets by namespace and name, file, Lustre and gateway storage, and streams.
 */
import { ENRICHMENTS } from './enrichments';
import { ctx, ID, NAME, path } from './path';
import { describeArea } from './types';
import type { TypeRow } from './types';

const ROWS = [
  {
    name: 'Volume',
    badge: 'BV',
    title: 'Block volume',
    plural: 'Block volumes',
    link: '/block-storage/volumes/:id',
  },
  {
    name: 'VolumeBackup',
    badge: 'BVB',
    title: 'Block volume backup',
    plural: 'Block volume backups',
    link: '/block-storage/volume-backups/:id',
  },
  {
    name: 'VolumeGroup',
    badge: 'VG',
    title: 'Volume group',
    plural: 'Volume groups',
    link: '/block-storage/volume-groups/:id',
  },
  {
    name: 'VolumeGroupBackup',
    badge: 'VGB',
    title: 'Volume group backup',
    plural: 'Volume group backups',
    link: '/block-storage/volume-group-backups/:id',
  },
  {
    name: 'VolumeGroupReplica',
    badge: 'VGR',
    title: 'Volume group replica',
    plural: 'Volume group replicas',
    link: '/block-storage/volume-group-replicas/:id',
  },
  {
    name: 'VolumeBackupPolicy',
    badge: 'BKP',
    title: 'Backup policy',
    plural: 'Backup policies',
    link: '/block-storage/backup-policies/:id',
  },
  {
    name: 'VolumeReplica',
    badge: 'BVR',
    title: 'Block volume replica',
    plural: 'Block volume replicas',
    link: '/block-storage/block-volume-replicas/:id',
  },
  {
    name: 'BootVolume',
    badge: 'BOOT',
    title: 'Boot volume',
    plural: 'Boot volumes',
    link: '/block-storage/boot-volumes/:id',
  },
  {
    name: 'BootVolumeBackup',
    badge: 'BTB',
    title: 'Boot volume backup',
    plural: 'Boot volume backups',
    link: '/block-storage/boot-volume-backups/:id',
  },
  {
    name: 'BootVolumeReplica',
    badge: 'BTR',
    title: 'Boot volume replica',
    plural: 'Boot volume replicas',
    link: '/block-storage/boot-volume-replicas/:id',
  },
  // The namespace comes from enrichment, or as `tenancy` with the result; the name is the bucket's.
  {
    name: 'Bucket',
    badge: 'BKT',
    title: 'Bucket',
    plural: 'Buckets',
    link: path`/object-storage/buckets/${ctx('namespace', 'tenancy')}/${NAME}`,
    enrich: ENRICHMENTS.bucket,
  },
  {
    name: 'FileSystem',
    badge: 'FS',
    title: 'File system',
    plural: 'File systems',
    link: '/fss/file-systems/:id',
  },
  {
    name: 'MountTarget',
    badge: 'MT',
    title: 'Mount target',
    plural: 'Mount targets',
    link: '/fss/mount-targets/:id',
  },
  {
    name: 'FilesystemSnapshotPolicy',
    badge: 'FSP',
    title: 'File system snapshot policy',
    plural: 'File system snapshot policies',
    link: '/fss/snapshot-policies/:id',
  },
  {
    name: 'OutboundConnector',
    badge: 'OBC',
    title: 'Outbound connector',
    plural: 'Outbound connectors',
    link: '/fss/outbound-connectors/:id',
  },
  {
    name: 'FileSystemShare',
    badge: 'SHR',
    title: 'File system share',
    plural: 'File system shares',
    link: path`/fss/file-systems/${ctx('fileSystemId')}/shares/${ID}`,
  },
  {
    name: 'LustreFileSystem',
    badge: 'LFS',
    title: 'Lustre file system',
    plural: 'Lustre file systems',
    link: '/lfs/file-systems/:id',
  },
  {
    name: 'StorageGateway',
    badge: 'SGWY',
    title: 'Storage gateway',
    plural: 'Storage gateways',
    link: '/storage/storage-gateways/:id',
  },
  { name: 'Stream', badge: 'STRM', title: 'Stream', plural: 'Streams', link: '/storage/streaming/:id' },
  { name: 'ConnectHarness', badge: 'CHN', title: 'Connect harness', plural: 'Connect harnesses', link: null },
] as const satisfies readonly TypeRow[];

export const STORAGE_TYPES = describeArea('Storage', ROWS);
