/**
 * The operation catalogue: every call of spec document 1 §7 (and the two extra reads of
 * document 2 §7), one typed entry each, looked up by its unique camelCase name; and, apart, the
 * documented extensions beyond §7 (./extensions, and Monitoring's alarms in ./monitoring).
 */
import { CORE_OPERATIONS } from './core';
import { DATABASE_OPERATIONS } from './database';
import { DATASAFE_OPERATIONS } from './datasafe';
import { DEVOPS_ARTIFACT_OPERATIONS } from './devops-artifacts';
import { DEVOPS_BUILD_OPERATIONS } from './devops-build';
import { DEVOPS_DEPLOY_OPERATIONS } from './devops-deploy';
import { DEVOPS_PROJECT_OPERATIONS } from './devops-project';
import { DEVOPS_SERVICE_OPERATIONS } from './devops-service';
import { ANNOUNCEMENT_OPERATIONS } from './announcements';
import { EXTENSION_OPERATIONS as OTHER_EXTENSIONS } from './extensions';
import { LICENSEMANAGER_OPERATIONS } from './licensemanager';
import { MONITORING_OPERATIONS } from './monitoring';
import { METRICS_OPERATIONS } from './metrics';
import { SEARCH_OPERATIONS } from './search';
import { SINGLE_READ_OPERATIONS } from './single-reads';
import type { OperationSpec } from './types';
import { USAGE_OPERATIONS } from './usage';

export type * from './types';
export { MONITORING_OPERATIONS };

/** Every documented extension beyond §7, each table in its own file. */
export const EXTENSION_OPERATIONS: readonly OperationSpec[] = [
  ...OTHER_EXTENSIONS,
  ...METRICS_OPERATIONS,
  ...ANNOUNCEMENT_OPERATIONS,
  ...USAGE_OPERATIONS,
];

/** The catalogue's tables, as they are written (typed.ts reads the parameter types off them). */
export const CATALOGUE_TABLES = [
  SINGLE_READ_OPERATIONS,
  SEARCH_OPERATIONS,
  CORE_OPERATIONS,
  DATASAFE_OPERATIONS,
  DATABASE_OPERATIONS,
  DEVOPS_PROJECT_OPERATIONS,
  DEVOPS_BUILD_OPERATIONS,
  DEVOPS_DEPLOY_OPERATIONS,
  DEVOPS_ARTIFACT_OPERATIONS,
  DEVOPS_SERVICE_OPERATIONS,
  LICENSEMANAGER_OPERATIONS,
  OTHER_EXTENSIONS,
  METRICS_OPERATIONS,
  ANNOUNCEMENT_OPERATIONS,
  USAGE_OPERATIONS,
  MONITORING_OPERATIONS,
] as const;

export type { CatalogueEntry, EntryOf, OperationName, OperationParams } from './typed';
import type { OperationName, OperationParams } from './typed';

export const OPERATIONS: readonly OperationSpec[] = CATALOGUE_TABLES.flat();

export const OPERATION_BY_NAME: ReadonlyMap<string, OperationSpec> = new Map(
  OPERATIONS.map((spec) => [spec.name, spec]),
);

// Names are the lookup key of the client, the emulator and the outbox: a repeat is a bug.
if (OPERATION_BY_NAME.size !== OPERATIONS.length) {
  const repeated = OPERATIONS.map((spec) => spec.name).filter(
    (name, index, names) => names.indexOf(name) !== index,
  );
  throw new Error(`Operation names must be unique; repeated: ${repeated.join(', ')}`);
}

/** The operation of that name; throws for a name the catalogue does not have. */
export function operation(name: string): OperationSpec {
  const spec = OPERATION_BY_NAME.get(name);
  if (spec === undefined) {
    throw new Error(`Unknown operation: ${name}`);
  }
  return spec;
}

/** Every parameter name the operation declares: path, query, headers and body, in both its forms. */
export function declaredParams(spec: OperationSpec): ReadonlySet<string> {
  return new Set([
    ...spec.pathParams,
    ...spec.query.map((param) => param.name),
    ...spec.headers.map((header) => header.param),
    ...(spec.body === undefined ? [] : [spec.body.name]),
    ...(spec.publicForm?.query ?? []).map((param) => param.name),
    ...(spec.publicForm?.body === undefined ? [] : [spec.publicForm.body.name]),
  ]);
}

/**
 * Parameters a screen builds from configuration (a list's parent and filters, a form's body) as
 * the operation's typed parameters: every name must be one the catalogue entry declares, or this
 * throws, naming it (a mistake in the configuration, caught where the call is built). A missing
 * required parameter is refused by the call layer, as for every call. With no operation (nothing
 * to call yet) the parameters are passed on unlooked at.
 */
export function paramsFor<N extends OperationName>(
  name: N | null,
  params: Readonly<Record<string, unknown>>,
): OperationParams<N> {
  // Nothing is called without an operation (a read not asked yet): its parameters are not looked at.
  if (name === null) return params as OperationParams<N>;
  const declared = declaredParams(operation(name));
  const unknown = Object.keys(params).filter((key) => !declared.has(key));
  if (unknown.length > 0) throw new Error(`${name} takes no parameter ${unknown.join(', ')}`);
  return params as OperationParams<N>;
}

/** Whether a name read from elsewhere (a resource type's enrichment) is an operation of the catalogue. */
export function isOperationName(name: string): name is OperationName {
  return OPERATION_BY_NAME.has(name);
}
