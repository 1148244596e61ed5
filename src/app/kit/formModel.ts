/**
 * The pure rules of the form model that go between a resource and its form: the form's starting
 * values (from the resource, or the page's parents and the defaults), the details body a filled-in
 * form becomes, and the change a form or a delete sends through the outbox, an edit's and a
 * delete's with the etag of the copy the user saw. The form's vocabulary is in formSpec.ts, its
 * checks in formChecks.ts.
 */
import type { OperationName } from '../../oci/operations';
import { writtenAs } from './formatField';
import { listOf, parseLines } from './formChecks';
import {
  holds,
  inMode,
  visibleFields,
  type FormConfig,
  type FormField,
  type FormMode,
  type FormSpec,
  type FormValues,
  type Scope,
} from './formSpec';
import { formatTags, parseTags } from './tagText';
import { valueAt } from './valueAt';

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
