/**
 * The create and edit forms of the DevOps resources as data, and the pure rules that turn a
 * filled-in form into the API's details body. Before anything is sent the form is checked
 * against what the DevOps API requires of that body: required fields (per stage, environment,
 * artifact, connection or trigger type), enumeration values, OCIDs, names, numbers and
 * ISO 8601 durations. What the service still refuses comes back as its own message.
 */
import { valueAt } from '../../../kit/valueAt';
import type { DevopsKey } from '../../../i18n/keys';

export type FormMode = 'create' | 'edit';

export type FieldKind =
  'text' | 'textarea' | 'select' | 'integer' | 'ocid' | 'ocidList' | 'boolean' | 'duration';

/** The resources of the same project (or pipeline) a field can pick from. */
export type ScopeParam = 'compartmentId' | 'projectId' | 'buildPipelineId' | 'deployPipelineId';
export type Scope = Readonly<Partial<Record<ScopeParam, string>>>;

export interface Condition {
  /** The id of another field. */
  readonly field: string;
  readonly is: readonly string[];
}

export interface OptionsSource {
  /** A list operation of the catalogue: listDeployEnvironments. */
  readonly operation: string;
  readonly scope: ScopeParam;
  /** Offer the scope itself first (a stage's predecessor may be its pipeline). */
  readonly scopeOptionKey?: DevopsKey;
}

export interface FormField {
  readonly id: string;
  /** Where the value goes in the details body: `notificationConfig.topicId`, `actions.0.type`. */
  readonly path: string;
  readonly labelKey: DevopsKey;
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
  readonly defaultValue?: string;
}

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
}

export type FormValues = Readonly<Record<string, string>>;

export type FieldError =
  'required' | 'enum' | 'ocid' | 'projectName' | 'tooLong' | 'integer' | 'min' | 'duration';

export type FormErrors = Readonly<Record<string, FieldError>>;


const OCID = /^ocid1\.[a-z0-9]+\.[a-z0-9]+\.[a-z0-9-]*\.[a-z0-9._-]+$/i;
/** DevOps project names: a letter, then letters, digits, hyphens and underscores. */
const PROJECT_NAME = /^[A-Za-z][A-Za-z0-9_-]*$/;
const DURATION = /^P(?!$)(\d+D)?(T(?=\d)(\d+H)?(\d+M)?(\d+S)?)?$/;

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
      if (!/^-?\d+$/.test(value)) return 'integer';
      return field.min !== undefined && Number(value) < field.min ? 'min' : undefined;
    case 'duration':
      return DURATION.test(value) ? undefined : 'duration';
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
      return value === 'true';
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
    if (raw.trim() === '') continue;
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
  if (value === undefined || value === null) return '';
  if (Array.isArray(value)) return value.map(String).join(', ');
  if (typeof value === 'string') return field.encode === 'base64' ? fromBase64(value) : value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return '';
}

/** The form's starting values: the resource's (edit) or the defaults (create). */
export function initialValues(spec: FormSpec, mode: FormMode, resource?: unknown): FormValues {
  const values: Record<string, string> = {};
  for (const field of spec.fields) {
    if (!inMode(field, mode)) continue;
    values[field.id] =
      mode === 'edit' ? asText(field, valueAt(resource, field.path)) : (field.defaultValue ?? '');
  }
  return values;
}
