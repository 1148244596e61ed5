import { iaasDocs } from '../helpDocs';
import type { NavAreaSpec } from '../navEntry';

/** Storage (document 3 §2.3). */
export const STORAGE_AREA = {
  id: 'storage',
  labelKey: 'area.storage',
  category: 'infrastructure',
  children: [
    {
      id: 'blockStorage',
      labelKey: 'service.blockStorage',
      plugin: 'block-storage',
      dependentService: 'BLOCK_VOLUMES',
      help: [iaasDocs('Block/home.htm')],
      children: [
        {
          id: 'volumes',
          labelKey: 'storage.blockVolumes',
          path: '/volumes',
          resourceType: 'Volume',
          tags: ['disk'],
        },
        {
          id: 'volumeBackups',
          labelKey: 'storage.volumeBackups',
          path: '/volume-backups',
          resourceType: 'VolumeBackup',
        },
        {
          id: 'volumeReplicas',
          labelKey: 'storage.volumeReplicas',
          path: '/block-volume-replicas',
          resourceType: 'VolumeReplica',
        },
        {
          id: 'bootVolumes',
          labelKey: 'storage.bootVolumes',
          path: '/boot-volumes',
          resourceType: 'BootVolume',
        },
        {
          id: 'bootVolumeBackups',
          labelKey: 'storage.bootVolumeBackups',
          path: '/boot-volume-backups',
          resourceType: 'BootVolumeBackup',
        },
        {
          id: 'bootVolumeReplicas',
          labelKey: 'storage.bootVolumeReplicas',
          path: '/boot-volume-replicas',
          resourceType: 'BootVolumeReplica',
        },
        {
          id: 'volumeGroups',
          labelKey: 'storage.volumeGroups',
          path: '/volume-groups',
          resourceType: 'VolumeGroup',
        },
        {
          id: 'volumeGroupBackups',
          labelKey: 'storage.volumeGroupBackups',
          path: '/volume-group-backups',
          resourceType: 'VolumeGroupBackup',
        },
        {
          id: 'volumeGroupReplicas',
          labelKey: 'storage.volumeGroupReplicas',
          path: '/volume-group-replicas',
        },
        {
          id: 'backupPolicies',
          labelKey: 'storage.backupPolicies',
          path: '/backup-policies',
          resourceType: 'VolumeBackupPolicy',
        },
      ],
    },
    {
      id: 'fileStorage',
      labelKey: 'service.fileStorage',
      plugin: 'fss',
      dependentService: 'FILE_STORAGE',
      help: [iaasDocs('File/home.htm')],
      children: [
        {
          id: 'fileSystems',
          labelKey: 'common.fileSystems',
          path: '/file-systems',
          resourceType: 'FileSystem',
        },
        {
          id: 'mountTargets',
          labelKey: 'storage.mountTargets',
          path: '/mount-targets',
          resourceType: 'MountTarget',
        },
        { id: 'outboundConnectors', labelKey: 'storage.outboundConnectors', path: '/outbound-connectors' },
        { id: 'snapshotPolicies', labelKey: 'storage.snapshotPolicies', path: '/snapshot-policies' },
      ],
    },
    {
      id: 'lustre',
      labelKey: 'service.lustre',
      plugin: 'lfs',
      dependentService: 'FILE_STORAGE',
      children: [
        {
          id: 'fileSystems',
          labelKey: 'common.fileSystems',
          path: '/file-systems',
          resourceType: 'LustreFileSystem',
        },
      ],
    },
    {
      id: 'objectStorage',
      labelKey: 'service.objectStorage',
      plugin: 'object-storage',
      dependentService: 'OBJECT_STORAGE',
      help: [iaasDocs('Object/home.htm')],
      children: [
        {
          id: 'buckets',
          labelKey: 'storage.buckets',
          path: '/buckets',
          resourceType: 'Bucket',
          tags: ['s3', 'blob', 'archive'],
        },
        { id: 'privateEndpoints', labelKey: 'common.privateEndpoints', path: '/private-endpoints' },
      ],
    },
    {
      id: 'dataTransfer',
      labelKey: 'service.dataTransfer',
      plugin: 'data-transfer',
      help: [iaasDocs('DataTransfer/home.htm')],
      children: [
        { id: 'transferJobs', labelKey: 'storage.importJobs', path: '/transfer-jobs' },
        {
          id: 'exportJobs',
          labelKey: 'storage.exportJobs',
          path: '/export-jobs',
          allowlists: ['data-transfer-export'],
        },
      ],
    },
    {
      id: 'streaming',
      labelKey: 'service.streaming',
      plugin: 'streaming',
      help: [iaasDocs('Streaming/home.htm')],
      children: [
        {
          id: 'streams',
          labelKey: 'storage.streams',
          fixedPath: '/storage/streaming',
          resourceType: 'Stream',
          tags: ['kafka'],
        },
        { id: 'streamPools', labelKey: 'storage.streamPools', path: '/streampools' },
        {
          id: 'connectHarness',
          labelKey: 'storage.kafkaConnect',
          path: '/connectharness',
          resourceType: 'ConnectHarness',
        },
        {
          id: 'serviceConnectors',
          labelKey: 'common.serviceConnectors',
          path: '/service-connectors',
          resourceType: 'ServiceConnector',
        },
      ],
    },
  ],
} as const satisfies NavAreaSpec;
