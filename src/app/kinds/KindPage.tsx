/**
 * The one page of a resource kind, from its registry entry: ReadDetails with what the entry adds
 * (kindSections.tsx: the lists it nests, tabs a feature owns, the lists of the kinds that live on
 * it), its own actions, its links, and its edit and delete, the one host of both for every kind.
 * Its own id and the parents its address names come from the route. A kind whose entry has an
 * edit form or a delete offers them here: the one form (KindForm) opening on the page, the one
 * delete (KindDelete) asking first; both send the etag of the copy they were opened on, and the
 * page reads the resource again once an edit is done. A kind that lives on this one's page (a
 * project's service logging) adds its create action here, which lands on what it made.
 */
import { Suspense, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { speaksPublicApi } from '../../oci/callForms';
import { isOcid } from '../../oci/ocid';
import { typeTitleKey, type DetailsConfig, type Resource } from '../kit/detailsConfig';
import { stringAt } from '../kit/formatField';
import type { FormSpec, Scope, ScopeParam } from '../kit/formSpec';
import type { KindActionName } from '../kit/kitParts';
import { useKitParts } from '../kit/kitParts';
import { KindDelete } from '../kit/KindDelete';
import { KindForm } from '../kit/KindForm';
import { ReadDetails } from '../kit/ReadDetails';
import { useRuntimeConfig } from '../runtimeConfigContext';
import { Button, Spinner } from '../ui';
import { kindTabs, pageScope } from './kindSections';
import { childKinds, createdPage, resourceKind, type ChildKind } from './registry';
import '../kit/details.css';

/** The change open on the page, with the copy of the resource (and its etag) it was opened on. */
type Panel =
  | {
      readonly mode: 'edit' | 'delete' | 'create';
      readonly resource: Resource;
      readonly etag: string | undefined;
    }
  | {
      readonly mode: 'action';
      readonly name: KindActionName;
      readonly resource: Resource;
      readonly etag: string | undefined;
    }
  | { readonly mode: 'child'; readonly child: ChildKind };

/**
 * The parents a page's address names, as a create form's scope: a route parameter named like a
 * body path the form fills from its scope (`:resource` → scopeAs.resource → projectId), or like
 * a parent itself (`projectId`).
 */
function scopeFromRoute(
  spec: FormSpec | undefined,
  params: Readonly<Record<string, string | undefined>>,
): Scope {
  const scope: Partial<Record<ScopeParam, string>> = {};
  for (const [path, param] of Object.entries(spec?.scopeAs ?? {})) {
    const value = params[path];
    if (param !== undefined && value !== undefined && isOcid(value)) scope[param] = value;
  }
  for (const param of ['projectId', 'buildPipelineId', 'deployPipelineId'] as const) {
    const value = params[param];
    if (value !== undefined && isOcid(value)) scope[param] = value;
  }
  return scope;
}

export interface KindPageProps {
  readonly config: DetailsConfig;
  /** The route's parameters: `:id`, the kind's own identifier, and the parents its address names. */
  readonly routeParams: Readonly<Record<string, string | undefined>>;
  readonly breadcrumbs?: ReactNode;
}

export function KindPage({ config, routeParams, breadcrumbs }: KindPageProps) {
  const { t } = useTranslation(['details', 'devops', 'licenses', 'glossary']);
  const navigate = useNavigate();
  const { actions: actionParts, sections } = useKitParts();
  const publicApi = speaksPublicApi(useRuntimeConfig());
  const { id } = routeParams;
  const [panel, setPanel] = useState<Panel>();
  const kind = resourceKind(config.operation);
  const form = kind?.form;
  const page = kind?.page;
  const children = useMemo(() => childKinds(config.operation, publicApi), [config.operation, publicApi]);
  const canEdit = form?.operations.update !== undefined && form.form !== undefined;
  const canDelete = form?.operations.delete !== undefined;
  // A kind set up from its parent's page (a project's service logging) can be set up from its
  // own address too, when the service has none there: a log listed without a configuration.
  const canCreate =
    kind?.parent !== undefined && form?.operations.create !== undefined && form.form !== undefined;
  const creates = children.filter((child) => child.kind.form?.operations.create !== undefined);
  const typeKey = typeTitleKey(config);
  const route = scopeFromRoute(form?.form, routeParams);
  const close = () => {
    setPanel(undefined);
  };
  const open = panel !== undefined;
  const createLabel = kind?.parent?.createLabel;
  const hasActions = canEdit || canDelete || creates.length > 0 || (page?.actions?.length ?? 0) > 0;

  const panelOf = (resource: Resource, refresh: () => void): ReactNode => {
    if (panel === undefined) return null;
    if (panel.mode === 'action') {
      const Part = actionParts[panel.name];
      return (
        <Suspense fallback={<Spinner />}>
          <Part
            resource={panel.resource}
            etag={panel.etag}
            onClose={() => {
              close();
              refresh();
            }}
          />
        </Suspense>
      );
    }
    if (panel.mode === 'child') {
      const childForm = panel.child.kind.form;
      const childDetails = panel.child.kind.details;
      if (childForm === undefined) return null;
      return (
        <KindForm
          config={childForm}
          typeKey={childDetails === undefined ? panel.child.parent.createLabel : typeTitleKey(childDetails)}
          workRequestPath={childForm.workRequestPath}
          mode="create"
          scope={pageScope(kind, resource, id ?? '', route)}
          onClose={close}
          onDone={(entry) => {
            const made = createdPage(panel.child.kind, entry);
            if (made !== null) void navigate(made);
          }}
        />
      );
    }
    if (form === undefined) return null;
    const workRequestPath =
      form.workRequestPath === undefined ? {} : { workRequestPath: form.workRequestPath };
    if (panel.mode === 'edit')
      return (
        <KindForm
          config={form}
          typeKey={typeKey}
          mode="edit"
          scope={{}}
          resource={panel.resource}
          etag={panel.etag}
          {...workRequestPath}
          onClose={close}
          // The page shows the changed resource (and its new etag) once the service has it.
          onDone={refresh}
        />
      );
    if (panel.mode === 'delete')
      return (
        <KindDelete
          config={form}
          resource={panel.resource}
          etag={panel.etag}
          typeKey={typeKey}
          name={stringAt(panel.resource, form.nameField) ?? id ?? ''}
          {...workRequestPath}
          onClose={close}
        />
      );
    return null;
  };

  return (
    <ReadDetails
      key={`${config.key}:${id ?? ''}`}
      config={config}
      id={id}
      breadcrumbs={breadcrumbs}
      actions={
        hasActions
          ? (resource, etag) => (
              <>
                {(page?.actions ?? []).map((action) => (
                  <Button
                    key={action.name}
                    variant={action.variant ?? 'primary'}
                    onPress={() => {
                      setPanel({ mode: 'action', name: action.name, resource, etag });
                    }}
                    isDisabled={open}
                  >
                    {t(action.label)}
                  </Button>
                ))}
                {creates.map((child) => (
                  <Button
                    key={child.name}
                    variant="secondary"
                    onPress={() => {
                      setPanel({ mode: 'child', child });
                    }}
                    isDisabled={open}
                  >
                    {t(child.parent.createLabel)}
                  </Button>
                ))}
                {canEdit ? (
                  <Button
                    onPress={() => {
                      setPanel({ mode: 'edit', resource, etag });
                    }}
                    isDisabled={open}
                  >
                    {t('form.edit')}
                  </Button>
                ) : null}
                {canDelete ? (
                  <Button
                    variant="danger"
                    onPress={() => {
                      setPanel({ mode: 'delete', resource, etag });
                    }}
                    isDisabled={open}
                  >
                    {t('form.delete')}
                  </Button>
                ) : null}
              </>
            )
          : undefined
      }
      before={(resource, _etag, refresh) => (
        <>
          {(page?.links ?? []).map((link) => {
            const href = link.href(resource, id ?? '');
            return href === undefined ? null : (
              <p key={link.label}>
                <Link to={href}>{t(link.label)}</Link>
              </p>
            );
          })}
          {panelOf(resource, refresh)}
        </>
      )}
      tabs={(resource) =>
        kindTabs({
          kind,
          children,
          resource,
          id: id ?? '',
          scope: pageScope(kind, resource, id ?? '', route),
          sections,
          t,
        })
      }
      // The create form opened from the page stays while the page reads what it made.
      notice={
        panel?.mode === 'create' && form !== undefined
          ? (refresh) => (
              <KindForm
                config={form}
                typeKey={typeKey}
                mode="create"
                scope={route}
                // The form starts from what the address says: the resource's own id.
                resource={{ [form.idPath ?? form.idParam]: id }}
                {...(form.workRequestPath === undefined ? {} : { workRequestPath: form.workRequestPath })}
                onClose={close}
                onDone={refresh}
              />
            )
          : undefined
      }
      missing={
        canCreate && createLabel !== undefined && panel === undefined
          ? () => (
              <Button
                onPress={() => {
                  setPanel({ mode: 'create', resource: {}, etag: undefined });
                }}
              >
                {t(createLabel)}
              </Button>
            )
          : undefined
      }
    />
  );
}
