/**
 * The vocabulary of the one form model of every kind: a kind's create and edit forms as data
 * (FormSpec, in each kind's registry entry), the calls its forms make (FormConfig), the values and
 * problems of a filled-in form, and what the spec's parts mean: which fields show in a mode and
 * under their conditions, and the resources a field picks from. The checks are in formChecks.ts,
 * the details body and the change a form sends in formModel.ts; KindForm renders it.
 */
import type { OperationName } from '../../oci/operations';
import { cellText, isRow, type Row, type TextKey } from './listSpec';

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

/** Whether a field or fixed value belongs to the mode (every mode unless it names some). */
export const inMode = (item: { readonly modes?: readonly FormMode[] }, mode: FormMode): boolean =>
  item.modes === undefined || item.modes.includes(mode);

/** Whether a condition holds for the values (no condition always does). */
export const holds = (condition: Condition | undefined, values: FormValues): boolean =>
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
