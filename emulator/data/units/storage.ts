/**
 * Storage: buckets (named as buckets are, carrying the tenancy namespace their link needs), a
 * file system with shares (each naming its file system) and a mount target, and block volumes
 * with backups.
 */
import type { RegionBuilder } from '../regionBuilder';

const BUCKET_PURPOSES = ['backups', 'exports', 'artifacts', 'logs', 'uploads', 'reports', 'archive'] as const;

export function storageUnit(b: RegionBuilder): void {
  const place = b.place();
  const time = b.time();
  const base = `${place.parts.env}-${place.parts.app}`;
  const namespace = b.ctx.namespace;
  const buckets = b.random.between(2, 4);
  for (let i = 0; i < buckets; i++) {
    b.add({
      type: 'Bucket',
      ocidType: 'bucket',
      name: `${place.parts.app}-${place.parts.env}-${b.random.pick(BUCKET_PURPOSES)}${i > 1 ? `-${i}` : ''}`,
      place,
      state: 'ACTIVE',
      time: b.time(time),
      additionalDetails: { namespace, tenancy: namespace },
    });
  }
  const fileSystem = b.add({
    type: 'FileSystem',
    ocidType: 'filesystem',
    name: `${base}-fs`,
    place,
    state: 'ACTIVE',
    time,
    ad: true,
  });
  for (const share of ['home', 'shared']) {
    b.add({
      type: 'FileSystemShare',
      ocidType: 'filesystemshare',
      name: `/${place.parts.app}/${share}`,
      place,
      state: 'ACTIVE',
      time: b.time(time),
      identityContext: { fileSystemId: fileSystem.id },
    });
  }
  b.add({
    type: 'MountTarget',
    ocidType: 'mounttarget',
    name: `${base}-mount-target`,
    place,
    state: 'ACTIVE',
    time,
    ad: true,
  });
  const volume = b.add({
    type: 'Volume',
    ocidType: 'volume',
    name: `${base}-block-01`,
    place,
    states: 'volume',
    time,
    ad: true,
  });
  b.add({
    type: 'VolumeBackup',
    ocidType: 'volumebackup',
    name: `${volume.summary.displayName ?? 'volume'}-backup-${time.slice(0, 10)}`,
    place,
    states: 'volume',
    time: b.time(time),
  });
}
