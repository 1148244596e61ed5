import { EVERY_DETAILS_CONFIG } from '../../../../../src/app/kinds/detailsConfigs';
import { KINDS } from '../../../../../src/app/kinds/registry';
import { checkNamespace } from './featureLocales';

const configs = EVERY_DETAILS_CONFIG;

/**
 * The full key of a key under a group (`fields.cidrBlock`); none for a label written with its
 * namespace (`glossary:created`), checked by that namespace's test. The configs' keys are typed
 * from the app's translation files, which this project does not declare; here they are plain strings.
 */
function under(group: string, key: string): string[] {
  return key.includes(':') ? [] : [`${group}.${key}`];
}

// The details pages' own screens, the kit that renders every kind and the kinds' declarations.
checkNamespace(
  'details',
  ['details', '../kit', '../kinds'],
  [
    // The one list of every kind (src/app/kit/KindList) and the one form (KindForm).
    'lists.failed',
    'lists.emptyOf',
    'lists.emptyFiltered',
    'lists.pages',
    'lists.pending',
    'lists.allStates',
    'lists.name',
    'form.problems',
    'form.createSummary',
    'form.editSummary',
    // The keys in this namespace that the registry's lists name (`details:fields.endpoint`).
    ...KINDS.flatMap(({ list }) =>
      list === undefined
        ? []
        : [
            list.title,
            list.empty,
            ...list.columns.map((column) => column.label),
            ...(list.filters ?? []).map((filter) => filter.label),
          ],
    ).flatMap((key) => (key?.startsWith('details:') ? [key.slice('details:'.length)] : [])),
    // The labels the registry's forms take from this namespace (`details:fields.logId`).
    ...KINDS.flatMap(({ form }) => (form?.form?.fields ?? []).map((field) => field.label)).flatMap((key) =>
      key.startsWith('details:') ? [key.slice('details:'.length)] : [],
    ),
    ...configs.flatMap((config) => [
      // A kind whose words are its own namespace's (DevOps) has its title there.
      ...(config.title === undefined ? under('types', config.key) : []),
      ...config.fields.flatMap((field) => under('fields', field.label)),
      ...(config.relations ?? []).flatMap((relation) => under('relations', relation.label)),
      ...(config.tables ?? []).flatMap((table) => [
        ...under('tables', table.title),
        ...table.columns.flatMap((column) => under('fields', column.label)),
      ]),
      ...(config.lists ?? []).flatMap((list) => [
        ...under('tables', list.title),
        ...list.columns.flatMap((column) => under('fields', column.label)),
      ]),
    ]),
  ],
);
