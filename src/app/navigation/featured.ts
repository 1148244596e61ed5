/**
 * The featured lists (document 3 §2.16): each featured item opens an entry of the registry and is
 * shown only to its listed personas. Which personas see which item is not shown in document 3;
 * the choice, by persona:
 *
 * | persona | featured |
 * |---|---|
 * | IAAS, DEFAULT, OCI_CONSOLE_PREFERRED_LANDING_PAGE | instances, autonomous database, buckets, logging |
 * | OCI_CONSOLE_HEADER | instances, autonomous database, buckets |
 * | SAAS | identity overview, users, groups, policies, access governance |
 * | MY_APPS_PREFERRED_LANDING_PAGE | identity overview, users, access governance |
 * | MY_PROFILE_PREFERRED_LANDING_PAGE, MY_PROFILE_HEADER | identity overview, users, authentication policy |
 * | ACADEMIC_RESEARCHER | instances, volumes, buckets, data warehouse |
 * | ACCOUNT_ADMIN | identity overview, users, policies, budgets, tenancy, license manager |
 * | APP_ADMIN | identity overview, users, groups, policies, access governance |
 * | CLOUD_ARCHITECT | resource manager, stacks, instance configurations, tenancy, budgets, GoldenGate overview |
 * | CLOUD_NATIVE_DEVELOPER | instances, transaction processing, buckets, stacks, logging |
 * | DATA_SCIENTIST | data warehouse, buckets, HeatWave, GoldenGate overview |
 * | DATABASE_ENGINEER | autonomous database, data warehouse, transaction processing, DB systems, MySQL DB systems, HeatWave, GoldenGate deployments |
 * | DEV_OPS_ENGINEER | resource manager, stacks, instance configurations, instances, logging |
 * | FULL_STACK_DEVELOPER | instances, transaction processing, MySQL DB systems, buckets, stacks |
 * | HOBBYIST | instances, autonomous database, buckets, volumes |
 * | INFRASTRUCTURE_OPS | instances, instance configurations, volumes, buckets, logging, stacks |
 * | LOW_CODE_DEVELOPER | autonomous database, transaction processing, buckets |
 * | MOBILE_APP_DEVELOPER | instances, transaction processing, MySQL DB systems, buckets |
 * | SECURITY_ADMIN | identity overview, users, groups, dynamic groups, policies, federations, authentication policy, network sources |
 * | WEB_APP_DEVELOPER | instances, transaction processing, MySQL DB systems, buckets, stacks |
 *
 * GoldenGate is featured at /deployments for database engineers and at /overview for the others.
 */
import { FEATURED_ADMINISTRATION_SPECS } from './featuredAdministration';
import { FEATURED_INFRASTRUCTURE_SPECS } from './featuredInfrastructure';
import { flattenSpec } from './navEntries';
import type { NavEntry, NavEntrySpec } from './navEntry';

export const FEATURED_AREA_ID = 'featured';

export const FEATURED_SPECS: readonly NavEntrySpec[] = [
  ...FEATURED_INFRASTRUCTURE_SPECS,
  ...FEATURED_ADMINISTRATION_SPECS,
];

/**
 * The featured items as entries (kind link, area 'featured', id `featured.<id>`), each a `ref`
 * to the page it opens and scoped to its personas.
 */
export const FEATURED: readonly NavEntry[] = FEATURED_SPECS.flatMap((spec) =>
  flattenSpec(spec, { id: FEATURED_AREA_ID, areaId: FEATURED_AREA_ID, depth: 0 }, null),
);
