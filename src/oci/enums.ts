/**
 * The enumerations of spec document 1 §3, as typed tables: each is an `as const` array of its
 * values and the union type of them. Query parameters that take one list it as their `values`.
 */

/** Architecture type (marketplace listings). */
export const ARCHITECTURE_TYPES = ['X86', 'ARM'] as const;
export type ArchitectureType = (typeof ARCHITECTURE_TYPES)[number];

/** Marketplace listing type. */
export const LISTING_TYPES = ['COMMUNITY', 'PARTNER', 'PRIVATE'] as const;
export type ListingType = (typeof LISTING_TYPES)[number];

/** Search match context type: whether search results carry highlights. */
export const MATCHING_CONTEXT_TYPES = ['NONE', 'HIGHLIGHTS'] as const;
export type MatchingContextType = (typeof MATCHING_CONTEXT_TYPES)[number];

/** Marketplace package type. */
export const PACKAGE_TYPES = ['ORCHESTRATION', 'IMAGE'] as const;
export type PackageType = (typeof PACKAGE_TYPES)[number];

/** Marketplace pricing type. */
export const PRICING_TYPES = ['FREE', 'BYOL', 'PAYGO'] as const;
export type PricingType = (typeof PRICING_TYPES)[number];

/** The `type` of a resource search body: free text or the structured query language. */
export const SEARCH_DETAILS_TYPES = ['FreeText', 'Structured'] as const;
export type SearchDetailsType = (typeof SEARCH_DETAILS_TYPES)[number];

/** Virtual circuit IP MTU. */
export const VIRTUAL_CIRCUIT_IP_MTUS = ['MTU_1500', 'MTU_9000'] as const;
export type VirtualCircuitIpMtu = (typeof VIRTUAL_CIRCUIT_IP_MTUS)[number];

/** Data Safe report definition data source. */
export const REPORT_DEFINITION_DATA_SOURCES = ['EVENTS', 'ALERTS'] as const;
export type ReportDefinitionDataSource = (typeof REPORT_DEFINITION_DATA_SOURCES)[number];

/** Data Safe report definition lifecycle state. */
export const REPORT_DEFINITION_LIFECYCLE_STATES = [
  'CREATING',
  'UPDATING',
  'ACTIVE',
  'DELETING',
  'DELETED',
] as const;
export type ReportDefinitionLifecycleState = (typeof REPORT_DEFINITION_LIFECYCLE_STATES)[number];

/** Data Safe report lifecycle state. */
export const REPORT_LIFECYCLE_STATES = ['UPDATING', 'ACTIVE'] as const;
export type ReportLifecycleState = (typeof REPORT_LIFECYCLE_STATES)[number];

/** Data Safe security assessment and user assessment lifecycle state. */
export const ASSESSMENT_LIFECYCLE_STATES = [
  'CREATING',
  'SUCCEEDED',
  'UPDATING',
  'DELETING',
  'FAILED',
] as const;
export type AssessmentLifecycleState = (typeof ASSESSMENT_LIFECYCLE_STATES)[number];

/** Service list (data security). */
export const SERVICE_LIST = ['DataSafe'] as const;
export type ServiceList = (typeof SERVICE_LIST)[number];

/** What a DevOps work request did to a resource. */
export const DEVOPS_ACTION_TYPES = [
  'CREATED',
  'UPDATED',
  'DELETED',
  'IN_PROGRESS',
  'RELATED',
  'FAILED',
] as const;
export type DevOpsActionType = (typeof DEVOPS_ACTION_TYPES)[number];

/** DevOps work request (operation) status. */
export const DEVOPS_OPERATION_STATUSES = [
  'ACCEPTED',
  'IN_PROGRESS',
  'FAILED',
  'SUCCEEDED',
  'CANCELING',
  'CANCELED',
] as const;
export type DevOpsOperationStatus = (typeof DEVOPS_OPERATION_STATUSES)[number];

/**
 * DevOps work request operation type: create, update and delete for each of the twelve resources
 * of §3 (SDK SCREAMING_CASE), then the three other operations. 39 values.
 */
export const DEVOPS_OPERATION_TYPES = [
  'CREATE_PROJECT',
  'UPDATE_PROJECT',
  'DELETE_PROJECT',
  'CREATE_DEPLOY_PIPELINE',
  'UPDATE_DEPLOY_PIPELINE',
  'DELETE_DEPLOY_PIPELINE',
  'CREATE_DEPLOY_STAGE',
  'UPDATE_DEPLOY_STAGE',
  'DELETE_DEPLOY_STAGE',
  'CREATE_DEPLOY_ARTIFACT',
  'UPDATE_DEPLOY_ARTIFACT',
  'DELETE_DEPLOY_ARTIFACT',
  'CREATE_DEPLOY_ENVIRONMENT',
  'UPDATE_DEPLOY_ENVIRONMENT',
  'DELETE_DEPLOY_ENVIRONMENT',
  'CREATE_DEPLOYMENT',
  'UPDATE_DEPLOYMENT',
  'DELETE_DEPLOYMENT',
  'CREATE_BUILD_PIPELINE',
  'UPDATE_BUILD_PIPELINE',
  'DELETE_BUILD_PIPELINE',
  'CREATE_BUILD_PIPELINE_STAGE',
  'UPDATE_BUILD_PIPELINE_STAGE',
  'DELETE_BUILD_PIPELINE_STAGE',
  'CREATE_CONNECTION',
  'UPDATE_CONNECTION',
  'DELETE_CONNECTION',
  'CREATE_TRIGGER',
  'UPDATE_TRIGGER',
  'DELETE_TRIGGER',
  'CREATE_REPOSITORY',
  'UPDATE_REPOSITORY',
  'DELETE_REPOSITORY',
  'CREATE_SERVICE_LOGGING_CONFIG',
  'UPDATE_SERVICE_LOGGING_CONFIG',
  'DELETE_SERVICE_LOGGING_CONFIG',
  'MOVE_PROJECT',
  'EXECUTE_TRIGGER',
  'MIRROR_REPOSITORY',
] as const;
export type DevOpsOperationType = (typeof DEVOPS_OPERATION_TYPES)[number];

/** Sort order of every sorted list. */
export const SORT_ORDERS = ['ASC', 'DESC'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** License manager: the unit a license is counted in. */
export const LICENSE_UNITS = ['OCPU', 'NAMED_USER_PLUS', 'PROCESSORS'] as const;
export type LicenseUnit = (typeof LICENSE_UNITS)[number];

/** License manager: lifecycle state of product licenses and license records. */
export const LICENSE_LIFECYCLE_STATES = ['ACTIVE', 'INACTIVE', 'DELETED'] as const;
export type LicenseLifecycleState = (typeof LICENSE_LIFECYCLE_STATES)[number];

/** License manager: product category. */
export const PRODUCT_CATEGORIES = ['BASE', 'OPTION'] as const;
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];

/** License manager: the unit of a top-utilized resource. */
export const RESOURCE_UNITS = ['OCPU'] as const;
export type ResourceUnit = (typeof RESOURCE_UNITS)[number];

/** License manager: status of a product license. */
export const LICENSE_STATUSES = ['INCOMPLETE', 'ISSUES_FOUND', 'WARNING', 'OK'] as const;
export type LicenseStatus = (typeof LICENSE_STATUSES)[number];

/** Logging: lifecycle state of a log (and of a DevOps service logging config). */
export const LOG_LIFECYCLE_STATES = [
  'CREATING',
  'ACTIVE',
  'UPDATING',
  'INACTIVE',
  'DELETING',
  'FAILED',
] as const;
export type LogLifecycleState = (typeof LOG_LIFECYCLE_STATES)[number];

/** VMware solution: lifecycle state of an ESXi host. */
export const VMWARE_LIFECYCLE_STATES = [
  'CREATING',
  'UPDATING',
  'ACTIVE',
  'DELETING',
  'DELETED',
  'FAILED',
] as const;
export type VmwareLifecycleState = (typeof VMWARE_LIFECYCLE_STATES)[number];

/** VMware solution billing SKU (the public API of 20230701 calls it `Commitment`, same values). */
export const VMWARE_SKUS = ['HOUR', 'MONTH', 'ONE_YEAR', 'THREE_YEARS'] as const;
export type VmwareSku = (typeof VMWARE_SKUS)[number];

/** Web application acceleration backend type. */
export const BACKEND_TYPES = ['LOAD_BALANCER'] as const;
export type BackendType = (typeof BACKEND_TYPES)[number];

/** Whether a value is one of an enumeration's values, narrowing it to the union type. */
export function isEnumValue<T extends string>(values: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (values as readonly string[]).includes(value);
}
