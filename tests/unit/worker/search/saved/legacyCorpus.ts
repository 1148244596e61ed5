/**
 * The resources of a whole save written before the index kept each token's leading run
 * (format 10: fixtures/format10.bin, made from these by the index of that version): synthetic
 * tenancy resources and a few names where words start at case changes, outside ASCII, and after
 * punctuation of every kind.
 */
import type { StoredResource } from '../../../../../src/contract/db';
import { syntheticResources } from '../../../../bench/syntheticResources';
import { defined } from '../../../defined';

/** Names whose words start at case changes, outside ASCII, and after punctuation of every kind. */
export const AWKWARD_NAMES = [
  'AutonomousDatabase-prod_01',
  'café-Ünïcode.web',
  'İstanbul-db',
  'payments::api/v2',
  '東京-cluster-3',
  'x--y..z__w',
  '-leading-dash',
  'MixedCASEName99',
  'ledger#7 (blue)',
];

export function legacyCorpus(): StoredResource[] {
  const synthetic = syntheticResources(150, 0);
  return [
    ...synthetic,
    ...AWKWARD_NAMES.map((displayName, at) => ({
      ...defined(synthetic[at]),
      identifier: `ocid1.instance.oc1.iad.legacy${at}`,
      displayName,
      freeformTags: { 'cost-center': `cc-${at}`, note: `${displayName} copy` },
    })),
  ];
}
