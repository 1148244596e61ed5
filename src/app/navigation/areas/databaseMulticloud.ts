import type { NavEntrySpec } from '../navEntry';

/**
 * Oracle Database@Azure, @Google Cloud and @AWS (document 3 §2.5, multicloud database): identity
 * connectors, storage containers and mounts, and the key stores of each cloud (key vaults on
 * Azure, key rings on Google Cloud, keys on each). The AWS part is in preview behind an allowlist.
 */
export const DATABASE_MULTICLOUD_ENTRIES = [
  {
    id: 'multicloud',
    labelKey: 'service.multicloudDatabase',
    plugin: 'multicloud-db',
    tags: ['azure', 'gcp', 'aws', 'odsa'],
    children: [
      {
        id: 'azure',
        labelKey: 'databases.multicloudAzure',
        children: [
          {
            id: 'identityConnectors',
            labelKey: 'common.identityConnectors',
            path: '/azure/identity-connectors',
          },
          {
            id: 'storageContainers',
            labelKey: 'common.storageContainers',
            path: '/azure/storage-containers',
          },
          { id: 'storageMounts', labelKey: 'common.storageMounts', path: '/azure/storage-mounts' },
          { id: 'keyVaults', labelKey: 'common.keyVaults', path: '/azure/key-vaults' },
          { id: 'keys', labelKey: 'common.keys', path: '/azure/keys' },
        ],
      },
      {
        id: 'gcp',
        labelKey: 'databases.multicloudGoogle',
        children: [
          {
            id: 'identityConnectors',
            labelKey: 'common.identityConnectors',
            path: '/gcp/identity-connectors',
          },
          { id: 'storageContainers', labelKey: 'common.storageContainers', path: '/gcp/storage-containers' },
          { id: 'storageMounts', labelKey: 'common.storageMounts', path: '/gcp/storage-mounts' },
          { id: 'keyRings', labelKey: 'common.keyRings', path: '/gcp/key-rings' },
          { id: 'keys', labelKey: 'common.keys', path: '/gcp/keys' },
        ],
      },
      {
        id: 'aws',
        labelKey: 'databases.multicloudAws',
        allowlists: ['multicloud-db-aws'],
        ignoreAllowlistsForStaging: true,
        children: [
          {
            id: 'identityConnectors',
            labelKey: 'common.identityConnectors',
            path: '/aws/identity-connectors',
          },
          { id: 'storageContainers', labelKey: 'common.storageContainers', path: '/aws/storage-containers' },
          { id: 'storageMounts', labelKey: 'common.storageMounts', path: '/aws/storage-mounts' },
          { id: 'keys', labelKey: 'common.keys', path: '/aws/keys' },
        ],
      },
    ],
  },
] as const satisfies readonly NavEntrySpec[];
