/**
 * The tabs of a kind's page after its details, from its registry entry: the lists it nests
 * (another kind's list under this resource, with its create form), the tabs a feature owns (a
 * part handed to the kit, kit/kitParts.tsx), and the list of each kind that lives on its page
 * (KindParent: a project's service logging).
 */
import { Suspense } from 'react';
import type { TFunction } from 'i18next';
import type { Resource } from '../kit/detailsConfig';
import type { Scope, ScopeParam } from '../kit/formSpec';
import type { KitParts } from '../kit/kitParts';
import { KindList } from '../kit/KindList';
import { Spinner, type TabItem } from '../ui';
import { KindListPanel } from './KindListPanel';
import { resourceKind, type ChildKind } from './registry';
import type { ResourceKind } from './resourceKind';

const SCOPE_PARAMS: readonly ScopeParam[] = [
  'compartmentId',
  'projectId',
  'buildPipelineId',
  'deployPipelineId',
  'productLicenseId',
];

/**
 * What the page knows of where the resource sits, for the forms opened on it: the parents the
 * route names, those the resource names (its project, its compartment), and its own id as the
 * parent its nested lists are listed by.
 */
export function pageScope(
  kind: ResourceKind | undefined,
  resource: Resource,
  id: string,
  route: Scope,
): Scope {
  const scope: Partial<Record<ScopeParam, string>> = { ...route };
  for (const param of SCOPE_PARAMS) {
    const value = resource[param];
    if (scope[param] === undefined && typeof value === 'string' && value !== '') scope[param] = value;
  }
  for (const section of kind?.page?.sections ?? []) if (section.kind === 'list') scope[section.param] = id;
  return scope;
}

export interface KindTabsInput {
  readonly kind: ResourceKind | undefined;
  readonly children: readonly ChildKind[];
  readonly resource: Resource;
  readonly id: string;
  readonly scope: Scope;
  readonly sections: KitParts['sections'];
  readonly t: TFunction<readonly ['details', 'devops', 'licenses', 'glossary']>;
}

export function kindTabs({ kind, children, resource, id, scope, sections, t }: KindTabsInput): TabItem[] {
  const own = (kind?.page?.sections ?? []).flatMap((section): TabItem[] => {
    if (section.kind === 'part') {
      const Part = sections[section.part];
      return [
        {
          id: section.id,
          title: t(section.title),
          content: (
            <Suspense fallback={<Spinner />}>
              <Part resource={resource} id={id} />
            </Suspense>
          ),
        },
      ];
    }
    const child = resourceKind(section.of);
    if (child?.list === undefined) return [];
    return [
      {
        id: section.id,
        title: t(child.list.title),
        content: (
          <KindListPanel
            kind={child}
            parent={{ [section.param]: id }}
            scope={scope}
            testId={`list-${section.id}`}
          />
        ),
      },
    ];
  });
  const lived = children.flatMap(({ kind: child, parent }): TabItem[] =>
    child.list === undefined
      ? []
      : [
          {
            id: parent.tab,
            title: t(child.list.title),
            content: (
              <KindList
                spec={child.list}
                parent={{ [parent.listParam]: id }}
                rowLink={(row) => parent.rowLink(row, id)}
                testId={`list-${parent.tab}`}
              />
            ),
          },
        ],
  );
  return [...own, ...lived];
}
