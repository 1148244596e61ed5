// The local-search benchmark's queries, over the synthetic tenancy of tests/bench/syntheticResources.ts:
// free text from very common to one name, and structured queries from one type to every resource.

export const FREE_TEXT = [
  'prod',
  'prod-payments',
  'payments web',
  'stage-orders-db-07',
  'ledger',
  'hr-portal',
  'mobile-api batch',
  'bastion',
  'telemetry logs',
  'dev checkout cache',
  'running',
  'faulty',
  'subnet',
  'database',
  'cc-2040',
  'sre',
  'qa fraud',
  'dr-warehouse-backup',
  'amaaaa00a1',
  'gateway proxy 4',
  'web-team storefront',
  'zzz-nothing',
  'loyalty ml',
  'pricing-api',
];

export const STRUCTURED = [
  "query instance resources where lifecycleState = 'RUNNING'",
  "query all resources where lifecycleState = 'FAULTY'",
  "query volume, bootvolume resources where freeformTags.value = 'prod'",
  "query all resources where displayName =~ 'payments-db'",
  "query subnet resources where compartmentId = 'ocid1.compartment.oc1..aaaabench3'",
  "query autonomousdatabase resources where lifecycleState != 'AVAILABLE' sorted by displayName asc",
  "query all resources where timeCreated > '2026-10-01T00:00:00Z'",
  "query instance resources matching 'ledger'",
  "query loadbalancer resources where lifecycleState = 'FAILED' || displayName =~ 'proxy'",
  "query devopsbuildrun resources where lifecycleState = 'FAILED' sorted by timeCreated desc",
  "query all resources where freeformTags.key = 'owner' && freeformTags.value = 'sre'",
  'query all resources sorted by displayName asc',
];
