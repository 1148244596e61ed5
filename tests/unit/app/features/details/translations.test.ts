import { EVERY_DETAILS_CONFIG } from '../../../../../src/app/features/details/detailsConfigs';
import { checkNamespace } from './featureLocales';

const configs = EVERY_DETAILS_CONFIG;
/** The fields and relation every page adds to its own (ResourceDetails). */
const COMMON = [
  'fields.lifecycleDetails',
  'fields.availabilityDomain',
  'fields.created',
  'fields.ocid',
  'relations.compartment',
];

checkNamespace('details', 'details', [
  ...COMMON,
  ...configs.flatMap((config) => [
    `types.${config.key}`,
    ...config.fields.map((field) => `fields.${field.label}`),
    ...(config.relations ?? []).map((relation) => `relations.${relation.label}`),
    ...(config.tables ?? []).flatMap((table) => [
      `tables.${table.title}`,
      ...table.columns.map((column) => `fields.${column.label}`),
    ]),
    ...(config.lists ?? []).flatMap((list) => [
      `tables.${list.title}`,
      ...list.columns.map((column) => `fields.${column.label}`),
    ]),
  ]),
]);
