import { describe, expect, it } from 'vitest';
import { fieldWords } from '../../../src/rules/fieldWords';

describe('a field in people words', () => {
  it.each([
    ['compartmentId', 'Compartment'],
    ['details.bootVolumeId', 'Boot volume'],
    ['vcnId', 'VCN'],
    ['subnetIds', 'Subnets'],
    ['nsgIds', 'NSGs'],
    ['isPvEncryptionInTransitEnabled', 'PV encryption in transit enabled'],
    ['isPublic', 'Public'],
    ['availabilityDomain', 'Availability domain'],
    ['shapeConfig.ocpus', 'OCPUs'],
    ['dbSystemId', 'DB system'],
    ['lifecycle_details', 'Lifecycle details'],
    ['id', 'ID'],
    ['timeCreated', 'Time created'],
    ['privateIPAddress', 'Private IP address'],
  ])('%s reads "%s"', (path, expected) => {
    expect(fieldWords(path)).toBe(expected);
  });
});
