/**
 * The one form model of every kind: its create and edit forms as data (FormSpec, in each kind's
 * registry entry), and the pure rules that turn a filled-in form into the API's details body.
 * Before anything is sent the form is checked against what the API requires of that body:
 * required fields (per stage, environment, artifact, connection or trigger type; a vendor name
 * unless Oracle is the vendor), enumeration values, OCIDs, names, whole numbers, ISO 8601
 * durations, calendar dates, free-form tags and lines of values. What the service still refuses
 * comes back as its own message. KindForm renders it and sends it through the outbox.
 */
import type { OperationName } from '../../oci/operations';
import { cellText, isRow, type Row, type TextKey } from './listSpec';
import { formatTags, parseTags } from './tagText';
import { valueAt } from './valueAt';
import { writtenAs } from './formatField';

export type FormMode = 'create' | 'edit';

export type FieldKind =
  | 'text'
  | 'textarea'
  | 'select'
  | 'integer'
  | 'ocid'
  | 'ocidList'
  /** Yes, no or not set, chosen from a list. */
  | 'boolean'
  /** Yes or no, a check box (never unset). */
  | 'checkbox'
  | 'duration'
  /** A calendar day `YYYY-MM-DD`, sent as midnight UTC. */
  | 'date'
  /** A compartment, chosen with the one compartment picker. */
  | 'compartment'
  /** Free-form tags, one `key=value` a line. */
  | 'tags'
  /** Objects, one a line, their values in `columns` order separated by spaces. */
  | 'lines';

/** The parents a form knows from its page: they go into a create body and scope the pickers. */
export type ScopeParam =
  'compartmentId' | 'projectId' | 'buildPipelineId' | 'deployPipelineId' | 'productLicenseId';
export type Scope = Readonly<Partial<Record<ScopeParam, string>>>;

export interface Condition {
  /** The id of another field. */
  readonly field: string;
  readonly is: readonly string[];
}

export interface OptionsSource {
  /** A list operation of the catalogue: listDeployEnvironments. */
  readonly operation: OperationName;
  readonly scope: ScopeParam;
  /** Offer the scope itself first (a stage's predecessor may be its pipeline). */
  readonly scopeOption?: TextKey;
}

export interface FormField {
  readonly id: string;
  /** Where the value goes in the details body: `notificationConfig.topicId`, `actions.0.type`. */
  readonly path: string;
  readonly label: TextKey;
  /** Help under the field. */
  readonly description?: TextKey;
  readonly kind: FieldKind;
  readonly required?: boolean;
  /** The enumeration a select offers. */
  readonly values?: readonly string[];
  /** Both by default. */
  readonly modes?: readonly FormMode[];
  readonly when?: Condition;
  readonly maxLength?: number;
  readonly min?: number;
  readonly pattern?: 'projectName';
  /** Sent base64-encoded (inline artifact content). */
  readonly encode?: 'base64';
  /** Sent as a list of the one value chosen (a trigger's events). */
  readonly array?: boolean;
  readonly options?: OptionsSource;
  /** A select's values in words, as every enumeration is shown (enumLabel); the values themselves otherwise. */
  readonly enumLabels?: boolean;
  /** For `lines`: the field of each value of a line. */
  readonly columns?: readonly string[];
  /** Sent when left empty (no tags, no images), in these modes: an update that clears them. */
  readonly sendEmpty?: readonly FormMode[];
  /** This field's own words for a problem (Required unless the license is perpetual). */
  readonly messages?: Messages;
  readonly defaultValue?: string;
}

export type Messages = Readonly<Partial<Record<FieldError, TextKey>>>;

/** A value the body needs that the user does not type: a constant or a copy of a field. */
export interface FixedValue {
  readonly path: string;
  readonly value?: string | number | boolean;
  /** The id of the field whose value is copied. */
  readonly from?: string;
  readonly when?: Condition;
  readonly modes?: readonly FormMode[];
}

export interface FormSpec {
  readonly fields: readonly FormField[];
  readonly fixed?: readonly FixedValue[];
  /** Parent ids put into a create body from the page: projectId, buildPipelineId… */
  readonly scope?: readonly ScopeParam[];
  /** Paths copied from the resource into an update body (the type an update must name). */
  readonly carry?: readonly string[];
  /** Body fields filled from the page's parents: a license record's productId. */
  readonly scopeAs?: Readonly<Partial<Record<string, ScopeParam>>>;
  /** The kind's own words for a problem, for every field (the license manager's "Required."). */
  readonly messages?: Messages;
}

/**
 * The calls a kind's forms make, as its registry entry declares them: the create and update
 * operations, the body parameter each takes, the path parameter of the resource's id, the
 * field that names it, and the form itself. A DevOps resource's configuration is one.
 */
export interface FormConfig {
  readonly idParam: string;
  readonly operations: {
    readonly create?: OperationName;
    readonly update?: OperationName;
    /** Deleting it: confirmed first, naming the resource, then sent with the etag it was read with. */
    readonly delete?: OperationName;
  };
  readonly bodies: { readonly create?: string; readonly update?: string };
  readonly nameField: string;
  readonly form?: FormSpec;
  /** Parameters of the create (path or query) taken from the page's parents: a license record's productLicenseId. */
  readonly createParams?: readonly ScopeParam[];
  /** The answer's field that holds the resource's id, where it is not `id` (a logging configuration's `logId`). */
  readonly idPath?: string;
  /** The update names the resource in its body (carried from it), not by a path parameter. */
  readonly idInBody?: boolean;
  /** The page of a work request the service answers a change with, where the kind's service has one. */
  readonly workRequestPath?: (id: string) => string;
  /** Parameters of the delete beyond the id, from the resource: parameter → path (a logging configuration's project). */
  readonly deleteParams?: Readonly<Record<string, string>>;
  /**
   * The page a deleted resource's own page gives way to (its parent's, its list), told of the
   * delete; null where the resource does not say.
   */
  readonly pageAfterDelete?: (resource: Row) => string | null;
  /**
   * The kind's own words for its delete, where the generic ones ("Delete {{type}} {{name}}?")
   * do not read right or say too little: the question, what deleting does, and the change's
   * summary, each given the resource's `name` (the license manager's).
   */
  readonly deleteText?: { readonly title: TextKey; readonly body: TextKey; readonly summary: TextKey };
}

/**
 * A change a kind's page makes: its operation, its parameters, the resource (or parent) it changes
 * and, for an update or a delete, the etag of the copy the user saw, sent as if-match so a change
 * made elsewhere meanwhile is a conflict (412), never overwritten.
 */
export interface KindChange {
  readonly operation: OperationName;
  readonly params: Readonly<Record<string, unknown>>;
  readonly resourceId: string | undefined;
  readonly ifMatch?: string;
}

/** The call a filled-in form makes, with the details body it sends. */
export interface FormRequest extends KindChange {
  readonly details: Record<string, unknown>;
}

/** The id of the resource a form edits, from the answer it was read with. */
export function formResourceId(config: FormConfig, resource: unknown): string | undefined {
  const id = valueAt(resource, config.idPath ?? 'id');
  return typeof id === 'string' && id !== '' ? id : undefined;
}

/**
 * The change a form sends, from its values; undefined for a kind without that call. An edit
 * carries the etag the edited copy was read with.
 */
export function formRequest(
  config: FormConfig,
  mode: FormMode,
  values: FormValues,
  scope: Scope = {},
  resource?: unknown,
  etag?: string,
): FormRequest | undefined {
  const operation = mode === 'create' ? config.operations.create : config.operations.update;
  const bodyParam = mode === 'create' ? config.bodies.create : config.bodies.update;
  if (operation === undefined || bodyParam === undefined || config.form === undefined) return undefined;
  const details = buildDetails(config.form, mode, values, scope, resource);
  const params: Record<string, unknown> = { [bodyParam]: details };
  const parents =
    mode === 'create' ? (config.createParams ?? []).map((param) => [param, scope[param]] as const) : [];
  for (const [param, value] of parents) if (value !== undefined) params[param] = value;
  const resourceId = formResourceId(config, resource);
  if (mode === 'edit' && resourceId !== undefined && config.idInBody !== true)
    params[config.idParam] = resourceId;
  // A create is counted against its parent where the page has one (a product license's records).
  if (mode === 'create') return { operation, params, resourceId: parents[0]?.[1], details };
  return { operation, params, resourceId, details, ...(etag === undefined ? {} : { ifMatch: etag }) };
}

/**
 * The delete of a resource, from the answer it was read with and that answer's etag; undefined
 * for a kind that cannot be deleted or an answer that does not name the resource.
 */
export function deleteRequest(config: FormConfig, resource: unknown, etag?: string): KindChange | undefined {
  const operation = config.operations.delete;
  const resourceId = formResourceId(config, resource);
  if (operation === undefined || resourceId === undefined) return undefined;
  const params: Record<string, unknown> = { [config.idParam]: resourceId };
  for (const [param, path] of Object.entries(config.deleteParams ?? {})) {
    const value = valueAt(resource, path);
    if (typeof value === 'string' && value !== '') params[param] = value;
  }
  return { operation, params, resourceId, ...(etag === undefined ? {} : { ifMatch: etag }) };
}

export type FormValues = Readonly<Record<string, string>>;

export type FieldError =
  | 'required'
  | 'enum'
  | 'ocid'
  | 'projectName'
  | 'tooLong'
  | 'integer'
  | 'min'
  | 'duration'
  | 'date'
  | 'tagLines'
  | 'lines';

export type FormErrors = Readonly<Record<string, FieldError>>;

const OCID = /^ocid1\.[a-z0-9]+\.[a-z0-9]+\.[a-z0-9-]*\.[a-z0-9._-]+$/i;
/** DevOps project names: a letter, then letters, digits, hyphens and underscores. */
const PROJECT_NAME = /^[A-Za-z][A-Za-z0-9_-]*$/;
const DURATION = /^P(?!$)(\d+D)?(T(?=\d)(\d+H)?(\d+M)?(\d+S)?)?$/;

/** A calendar date `YYYY-MM-DD` that exists (no 31 February). */
export function isCalendarDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (match === null) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Objects from the text, one a line, each line's words in the columns' order; the numbers of lines that do not fit. */
export function parseLines(
  text: string,
  columns: readonly string[],
): { readonly items: Readonly<Record<string, string>>[]; readonly badLines: readonly number[] } {
  const items: Record<string, string>[] = [];
  const badLines: number[] = [];
  text.split(/\r?\n/).forEach((line, index) => {
    const words = line
      .trim()
      .split(/[\s,]+/)
      .filter((word) => word !== '');
    if (words.length === 0) return;
    if (words.length !== columns.length) badLines.push(index + 1);
    else items.push(Object.fromEntries(columns.map((column, at) => [column, words[at] ?? ''])));
  });
  return { items, badLines };
}

function formatLines(value: unknown, columns: readonly string[]): string {
  if (!Array.isArray(value)) return '';
  return value
    .map((item: unknown) =>
      columns
        .map((column) => writtenAs(valueAt(item, column)))
        .join(' ')
        .trim(),
    )
    .filter((line) => line !== '')
    .join('\n');
}

const inMode = (item: { readonly modes?: readonly FormMode[] }, mode: FormMode): boolean =>
  item.modes === undefined || item.modes.includes(mode);

const holds = (condition: Condition | undefined, values: FormValues): boolean =>
  condition === undefined || condition.is.includes(values[condition.field] ?? '');

/**
 * The fields the form shows now: those of the mode whose condition holds. A condition on a field
 * that is itself hidden does not hold, so a build stage's source fields go with the build stage.
 */
export function visibleFields(spec: FormSpec, mode: FormMode, values: FormValues): FormField[] {
  const shown = new Set<string>();
  const fields: FormField[] = [];
  for (const field of spec.fields) {
    if (!inMode(field, mode)) continue;
    if (field.when !== undefined && (!shown.has(field.when.field) || !holds(field.when, values))) continue;
    shown.add(field.id);
    fields.push(field);
  }
  return fields;
}

function listOf(value: string): string[] {
  return value
    .split(/[\s,]+/)
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

function fieldError(field: FormField, raw: string): FieldError | undefined {
  const value = raw.trim();
  if (field.kind === 'checkbox') return undefined;
  if (value === '') return field.required ? 'required' : undefined;
  if (field.maxLength !== undefined && value.length > field.maxLength) return 'tooLong';
  switch (field.kind) {
    case 'select':
      return (field.values ?? []).includes(value) ? undefined : 'enum';
    case 'boolean':
      return value === 'true' || value === 'false' ? undefined : 'enum';
    case 'ocid':
      return OCID.test(value) ? undefined : 'ocid';
    case 'ocidList':
      return listOf(value).every((item) => OCID.test(item)) ? undefined : 'ocid';
    case 'integer':
      if (!/^-?\d+$/.test(value) || !Number.isSafeInteger(Number(value))) return 'integer';
      return field.min !== undefined && Number(value) < field.min ? 'min' : undefined;
    case 'duration':
      return DURATION.test(value) ? undefined : 'duration';
    case 'date':
      return isCalendarDate(value) ? undefined : 'date';
    case 'tags':
      return parseTags(raw).badLines.length > 0 ? 'tagLines' : undefined;
    case 'lines':
      return parseLines(raw, field.columns ?? []).badLines.length > 0 ? 'lines' : undefined;
    default:
      return field.pattern === 'projectName' && !PROJECT_NAME.test(value) ? 'projectName' : undefined;
  }
}

/** What stops the form from being sent, by field id; empty when it may be sent. */
export function validateForm(spec: FormSpec, mode: FormMode, values: FormValues): FormErrors {
  const errors: Record<string, FieldError> = {};
  for (const field of visibleFields(spec, mode, values)) {
    const error = fieldError(field, values[field.id] ?? '');
    if (error !== undefined) errors[field.id] = error;
  }
  return errors;
}

/** Sets a dotted path, making objects and (for numeric segments) arrays on the way. */
export function setPath(target: Record<string, unknown>, path: string, value: unknown): void {
  const keys = path.split('.');
  let node: Record<string, unknown> = target;
  keys.forEach((key, index) => {
    if (index === keys.length - 1) {
      node[key] = value;
      return;
    }
    const nextIsIndex = /^\d+$/.test(keys[index + 1] ?? '');
    const existing = node[key];
    if (typeof existing !== 'object' || existing === null) node[key] = nextIsIndex ? [] : {};
    node = node[key] as Record<string, unknown>;
  });
}

function toBase64(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function fromBase64(encoded: string): string {
  try {
    const binary = atob(encoded);
    return new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
  } catch {
    return encoded;
  }
}

function converted(field: FormField, raw: string): unknown {
  const value = field.kind === 'textarea' ? raw : raw.trim();
  switch (field.kind) {
    case 'integer':
      return Number(value);
    case 'boolean':
    case 'checkbox':
      return value === 'true';
    case 'date':
      return `${value}T00:00:00.000Z`;
    case 'tags':
      return parseTags(raw).tags;
    case 'lines':
      return parseLines(raw, field.columns ?? []).items;
    case 'ocidList':
      return listOf(value);
    default:
      if (field.array) return [value];
      return field.encode === 'base64' ? toBase64(value) : value;
  }
}

/** The details body of a create or an update, from the form's values. */
export function buildDetails(
  spec: FormSpec,
  mode: FormMode,
  values: FormValues,
  scope: Scope = {},
  resource?: unknown,
): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [path, param] of Object.entries(spec.scopeAs ?? {}))
    if (param !== undefined && scope[param] !== undefined) setPath(body, path, scope[param]);
  if (mode === 'create') {
    for (const param of spec.scope ?? []) if (scope[param] !== undefined) body[param] = scope[param];
  } else {
    for (const path of spec.carry ?? []) {
      const value = valueAt(resource, path);
      if (value !== undefined) setPath(body, path, value);
    }
  }
  const shown = visibleFields(spec, mode, values);
  const shownIds = new Set(shown.map((field) => field.id));
  for (const field of shown) {
    const raw = values[field.id] ?? '';
    if (raw.trim() === '' && !(field.sendEmpty?.includes(mode) ?? false)) continue;
    setPath(body, field.path, converted(field, raw));
  }
  for (const fixed of spec.fixed ?? []) {
    if (!inMode(fixed, mode)) continue;
    if (fixed.when !== undefined && (!shownIds.has(fixed.when.field) || !holds(fixed.when, values))) continue;
    if (fixed.from !== undefined && !shownIds.has(fixed.from)) continue;
    const value = fixed.from === undefined ? fixed.value : values[fixed.from];
    if (value !== undefined && value !== '') setPath(body, fixed.path, value);
  }
  return body;
}

function asText(field: FormField, value: unknown): string {
  if (field.kind === 'checkbox')
    return value === true ? 'true' : value === false ? 'false' : (field.defaultValue ?? 'false');
  if (value === undefined || value === null) return '';
  if (field.kind === 'tags') return formatTags(value);
  if (field.kind === 'lines') return formatLines(value, field.columns ?? []);
  if (field.kind === 'date') return typeof value === 'string' ? value.slice(0, 10) : '';
  if (Array.isArray(value)) return value.map(String).join(', ');
  if (typeof value === 'string') return field.encode === 'base64' ? fromBase64(value) : value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return '';
}

/** The form's starting values: the resource's (edit), or the page's parents, what it knows and the defaults (create). */
export function initialValues(
  spec: FormSpec,
  mode: FormMode,
  resource?: unknown,
  scope: Scope = {},
): FormValues {
  const values: Record<string, string> = {};
  for (const field of spec.fields) {
    if (!inMode(field, mode)) continue;
    const fromScope = field.kind === 'compartment' ? scope.compartmentId : undefined;
    // A create given a resource starts from what it already knows (the log a page is about).
    const known = resource === undefined ? '' : asText(field, valueAt(resource, field.path));
    values[field.id] =
      mode === 'edit'
        ? asText(field, valueAt(resource, field.path))
        : (fromScope ?? (known === '' ? undefined : known) ?? field.defaultValue ?? '');
  }
  return values;
}

/** The words for a field's problem: the field's own, the form's, else the console's one vocabulary. */
export function errorMessage(spec: FormSpec, field: FormField, error: FieldError): TextKey {
  return field.messages?.[error] ?? spec.messages?.[error] ?? `details:form.errors.${error}`;
}

/** The resources a field picks from: the parent itself (when offered) and the listed ones not deleted. */
export function pickOptions(
  answer: unknown,
  scopeOption?: { readonly id: string; readonly label: string },
): { id: string; label: string }[] {
  const items = Array.isArray(answer) ? answer : isRow(answer) ? answer['items'] : undefined;
  const listed = (Array.isArray(items) ? items.filter(isRow) : [])
    .filter((row) => cellText(row, 'lifecycleState') !== 'DELETED')
    .map((row) => ({ id: cellText(row, 'id'), label: cellText(row, 'displayName') || cellText(row, 'id') }))
    .filter((option) => option.id !== '');
  return scopeOption === undefined ? listed : [scopeOption, ...listed];
}
