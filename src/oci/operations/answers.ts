/**
 * What each operation answers, as schemas the worker checks every 2xx answer against before it is
 * used or kept (client/client.ts): an answer that does not fit is an invalid answer, never stored.
 *
 * Declared from the specification (document 1 §7, reference/oci-public-api.md): every resource a
 * get, create, update or action answers carries its `id`; a list answers `{ items: [...] }` or a
 * bare array of them (the entry's `semantics.shape`). The calls served by a named handler say
 * their own answer below; those not yet declared are taken as any JSON. Objects are loose: OCI
 * adds fields, and a field the console does not read is no reason to refuse an answer.
 *
 * Only the worker imports this module at run time (the schema library stays out of the app's
 * bundle); the app imports its types.
 */
import * as v from 'valibot';
import { MONITORING_ANSWERS } from './monitoringAnswers';
import { ONCALL_ANSWERS } from './oncallAnswers';
import type { OperationSpec } from './types';
import type { EntryOf, OperationName } from './typed';

const optionalText = v.nullish(v.string());
const tags = v.nullish(v.record(v.string(), v.unknown()));

/** An OCI resource as its get, create, update or action answers it. */
export const RESOURCE = v.looseObject({
  id: v.string(),
  compartmentId: optionalText,
  displayName: optionalText,
  lifecycleState: optionalText,
  timeCreated: optionalText,
  freeformTags: tags,
  definedTags: tags,
});

/** A list answered as `{ items: [...] }`: the DevOps and license lists. */
export const RESOURCE_ITEMS = v.looseObject({ items: v.array(RESOURCE) });

/** A list answered as a bare array (VNIC attachments). */
export const RESOURCE_ARRAY = v.array(RESOURCE);

/** Any JSON: the calls whose answer is not declared yet. */
const ANY_JSON = v.unknown();

/** `{ items: [...] }` of records without ids (work request errors and log lines). */
const RECORD_ITEMS = v.looseObject({ items: v.array(v.looseObject({})) });

/** One result of the resource search (ResourceSummary): a type and an identifier at least. */
export const RESOURCE_SUMMARY = v.looseObject({
  resourceType: v.string(),
  identifier: v.string(),
  compartmentId: optionalText,
  displayName: optionalText,
  timeCreated: optionalText,
  availabilityDomain: optionalText,
  lifecycleState: optionalText,
  freeformTags: tags,
  definedTags: tags,
  systemTags: tags,
  identityContext: tags,
  additionalDetails: tags,
});

const optionalNumber = v.nullish(v.number());

/** A DevOps service logging configuration, keyed by its log. */
const SERVICE_LOGGING_CONFIG = v.looseObject({ logId: optionalText, lifecycleState: optionalText });

/** Identity's ApiKey (oci-identity's models.ApiKey): the fingerprint is what the console matches. */
const API_KEY = v.looseObject({
  keyId: optionalText,
  keyValue: optionalText,
  fingerprint: v.string(),
  userId: optionalText,
  lifecycleState: optionalText,
  timeCreated: optionalText,
});

/** The identity data plane's SecurityToken (oci-identitydataplane's models.SecurityToken). */
const SECURITY_TOKEN = v.looseObject({ token: v.pipe(v.string(), v.minLength(1)) });

/** The answers declared one by one: the custom calls, and where a call says more than its kind. */
export const ANSWERS = {
  searchResources: v.looseObject({ items: v.array(RESOURCE_SUMMARY) }),
  listRegionSubscriptions: v.array(
    v.looseObject({
      regionKey: v.string(),
      regionName: v.string(),
      status: v.string(),
      isHomeRegion: v.boolean(),
    }),
  ),
  getNamespace: v.string(),
  getUser: v.looseObject({
    id: v.string(),
    compartmentId: optionalText,
    name: optionalText,
    email: optionalText,
    lifecycleState: optionalText,
  }),
  getTenancy: v.looseObject({ id: v.string(), name: optionalText, homeRegionKey: optionalText }),
  uploadApiKey: API_KEY,
  listApiKeys: v.array(API_KEY),
  generateUserSecurityToken: SECURITY_TOKEN,
  refreshSessionToken: SECURITY_TOKEN,
  listResourceTypes: v.array(v.looseObject({ name: v.string() })),
  getResourceType: v.looseObject({ name: v.string() }),
  searchListings: v.array(v.looseObject({ id: v.string(), name: optionalText })),
  // searchLogs is left undeclared: its two forms answer differently, and the screen's normaliser
  // tells an answer that is no log search result at once, where an invalid answer is retried as
  // the failure policy says (eight attempts with backoff) before the user hears of it.
  listWorkRequestErrors: RECORD_ITEMS,
  listWorkRequestLogs: RECORD_ITEMS,
  listProductLicenseConsumers: RECORD_ITEMS,
  listTopUtilizedProductLicenses: RECORD_ITEMS,
  listTopUtilizedResources: RECORD_ITEMS,
  listExternalGitRepositories: RECORD_ITEMS,
  listExternalGitBranches: RECORD_ITEMS,
  listExternalGitBranchCommits: RECORD_ITEMS,
  getConfiguration: v.looseObject({ compartmentId: optionalText }),
  updateConfiguration: v.looseObject({ compartmentId: optionalText }),
  getLicenseMetric: v.looseObject({}),
  // OCI answers a compartment move with no body (its work request says how it went).
  changeProjectCompartment: v.optional(RESOURCE),
  // The user a connection signs in to its git host as (the DevOps API's external git user).
  getExternalGitUser: v.looseObject({ login: optionalText, name: optionalText }),
  // A service logging configuration is named by its log, not by an id of its own.
  getServiceLoggingConfig: SERVICE_LOGGING_CONFIG,
  createServiceLoggingConfig: SERVICE_LOGGING_CONFIG,
  updateServiceLoggingConfig: SERVICE_LOGGING_CONFIG,
  // The Organizations API's AssignedSubscription list: the service each subscription is for.
  listAssignedSubscriptions: v.looseObject({
    items: v.array(v.looseObject({ id: v.string(), serviceName: optionalText })),
  }),
  // License Manager's BulkUploadTemplate and BulkUploadResponse (oci-licensemanager's models).
  getBulkUploadTemplate: v.looseObject({ template: v.string() }),
  bulkUploadLicenseRecords: v.looseObject({
    totalSupportedRecords: optionalNumber,
    totalSupportedRecordsSaved: optionalNumber,
    totalSupportedDuplicateRecords: optionalNumber,
    totalSupportedFailedLicenseRecords: optionalNumber,
    totalSupportedInvalidRecords: optionalNumber,
    validationErrorInfo: v.nullish(v.array(v.looseObject({}))),
    failedLicenseRecordInfo: v.nullish(v.array(v.looseObject({}))),
    message: optionalText,
  }),
  // Monitoring's alarms (./monitoringAnswers.ts).
  ...MONITORING_ANSWERS,
  // Metrics, announcements and usage (./oncallAnswers.ts).
  ...ONCALL_ANSWERS,
} as const satisfies Partial<Record<OperationName, v.GenericSchema>>;

type Declared = typeof ANSWERS;

/** The schema an entry's kind gives, where the call is not declared one by one. */
type SchemaByKind<E> = E extends { readonly semantics: { readonly kind: 'list'; readonly shape: 'items' } }
  ? typeof RESOURCE_ITEMS
  : E extends { readonly semantics: { readonly kind: 'list' } }
    ? typeof RESOURCE_ARRAY
    : E extends { readonly semantics: { readonly kind: 'custom' } }
      ? typeof ANY_JSON
      : typeof RESOURCE;

type SchemaOf<N extends OperationName> = N extends keyof Declared ? Declared[N] : SchemaByKind<EntryOf<N>>;

/** What a successful call of `N` answers, once the worker has checked it. */
export type OperationAnswer<N extends OperationName> =
  EntryOf<N> extends { readonly returns: 'none' } ? undefined : v.InferOutput<SchemaOf<N>>;

function schemaByKind(op: OperationSpec): v.GenericSchema {
  switch (op.semantics.kind) {
    case 'list':
      return op.semantics.shape === 'items' ? RESOURCE_ITEMS : RESOURCE_ARRAY;
    case 'custom':
      return ANY_JSON;
    default:
      return RESOURCE;
  }
}

/** The schema a 2xx answer of `op` must fit; undefined for a call that answers nothing. */
export function answerSchema(op: OperationSpec): v.GenericSchema | undefined {
  if (op.returns === 'none') return undefined;
  const declared: Readonly<Record<string, v.GenericSchema>> = ANSWERS;
  return Object.hasOwn(declared, op.name) ? declared[op.name] : schemaByKind(op);
}

/**
 * Why an answer does not fit its operation, in one line (`items.0.identifier: Invalid type:
 * Expected string but received undefined`); undefined when it fits.
 */
export function answerMismatch(op: OperationSpec, body: unknown): string | undefined {
  const schema = answerSchema(op);
  if (schema === undefined) return undefined;
  const result = v.safeParse(schema, body);
  if (result.success) return undefined;
  const [issue] = result.issues;
  const path = v.getDotPath(issue);
  return path === null ? issue.message : `${path}: ${issue.message}`;
}
