import { EVERY_DETAILS_CONFIG } from '../../../../../src/app/features/details/detailsConfigs';
import { kindListPages } from '../../../../../src/app/kinds/kindLists';
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
  // The live list pages of the registry (src/app/kit/ListScreen).
  'lists.failed',
  'lists.empty',
  'lists.pages',
  ...kindListPages().flatMap(({ spec }) => [
    `lists.${spec.title}`,
    ...spec.columns.map((column) => `fields.${column.label}`),
    ...(spec.filters ?? []).map((filter) => `fields.${filter.label}`),
  ]),
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
