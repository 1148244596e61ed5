/**
 * The fields every resource has, named once: what every kind's page shows after its own fields
 * (ReadDetails), so no kind's entry lists them. The state is the heading's badge
 * (ResourceDetails) and the tags their own card (TagList). Their labels are the glossary's nouns,
 * the words every screen of the console gives these fields.
 */
import type { FieldSpec, RelationSpec } from './detailsConfig';

export const STANDARD_FIELDS = {
  lifecycleDetails: { path: 'lifecycleDetails', label: 'glossary:lifecycleDetails' },
  availabilityDomain: { path: 'availabilityDomain', label: 'glossary:availabilityDomain', format: 'code' },
  created: { path: 'timeCreated', label: 'glossary:created', format: 'dateTime' },
  ocid: { path: 'id', label: 'glossary:ocid', format: 'code' },
} as const satisfies Readonly<Record<string, FieldSpec>>;

/** The compartment, named and linked as every page names one (kit/CompartmentName). */
export const COMPARTMENT_RELATION: RelationSpec = {
  label: 'glossary:compartment',
  path: 'compartmentId',
  to: { compartment: true },
};

/** What every resource page shows after its own fields, in this order, when the resource has it. */
export const COMMON_FIELDS: readonly FieldSpec[] = [
  STANDARD_FIELDS.lifecycleDetails,
  STANDARD_FIELDS.availabilityDomain,
  STANDARD_FIELDS.created,
  STANDARD_FIELDS.ocid,
];
