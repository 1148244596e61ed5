/**
 * The one page of a resource kind, from its registry entry: ReadDetails with the kind's edit and
 * delete, the one host of both for every kind. Its own id and the parents its address names come
 * from the route. A kind whose entry has an edit form or a delete offers them here: the one form
 * (KindForm) opening on the page, the one delete (KindDelete) asking first; both send the etag of
 * the copy they were opened on, and the page reads the resource again once an edit is done.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isOcid } from '../../oci/ocid';
import type { DetailsConfig, Resource } from '../kit/detailsConfig';
import { stringAt } from '../kit/formatField';
import { KindDelete } from '../kit/KindDelete';
import { KindForm } from '../kit/KindForm';
import type { FormSpec, Scope, ScopeParam } from '../kit/formSpec';
import { ReadDetails } from '../kit/ReadDetails';
import { Button } from '../ui';
import { resourceKind } from './registry';
import '../kit/details.css';

/** The change open on the page, with the copy of the resource (and its etag) it was opened on. */
interface Panel {
  readonly mode: 'edit' | 'delete' | 'create';
  readonly resource: Resource;
  readonly etag: string | undefined;
}

/**
 * The parents a page's address names, as a create form's scope: a route parameter named like a
 * body path the form fills from its scope (`:resource` → scopeAs.resource → projectId).
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
  return scope;
}

export interface KindPageProps {
  readonly config: DetailsConfig;
  /** The route's parameters: `:id`, the kind's own identifier, and the parents its address names. */
  readonly routeParams: Readonly<Record<string, string | undefined>>;
}

export function KindPage({ config, routeParams }: KindPageProps) {
  const { t } = useTranslation(['details', 'devops', 'licenses', 'glossary']);
  const { id } = routeParams;
  const [panel, setPanel] = useState<Panel>();
  const kind = resourceKind(config.operation);
  const form = kind?.form;
  const canEdit = form?.operations.update !== undefined && form.form !== undefined;
  const canDelete = form?.operations.delete !== undefined;
  // A kind set up from its parent's page (a project's service logging) can be set up from its
  // own address too, when the service has none there: a log listed without a configuration.
  const canCreate =
    kind?.parent !== undefined && form?.operations.create !== undefined && form.form !== undefined;
  if (form === undefined || (!canEdit && !canDelete && !canCreate)) {
    return <ReadDetails key={`${config.key}:${id ?? ''}`} config={config} id={id} />;
  }
  const typeKey = `details:types.${config.key}` as const;
  const close = () => {
    setPanel(undefined);
  };
  const createLabel = kind?.parent?.createLabel;
  return (
    <ReadDetails
      key={`${config.key}:${id ?? ''}`}
      config={config}
      id={id}
      actions={(resource, etag) => (
        <>
          {canEdit ? (
            <Button
              onPress={() => {
                setPanel({ mode: 'edit', resource, etag });
              }}
              isDisabled={panel !== undefined}
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
              isDisabled={panel !== undefined}
            >
              {t('form.delete')}
            </Button>
          ) : null}
        </>
      )}
      // The create form opened from the page stays while the page reads what it made.
      notice={
        panel?.mode === 'create'
          ? (refresh) => (
              <KindForm
                config={form}
                typeKey={typeKey}
                mode="create"
                scope={scopeFromRoute(form.form, routeParams)}
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
    >
      {(_resource, refresh) =>
        panel?.mode === 'edit' ? (
          <KindForm
            config={form}
            typeKey={typeKey}
            mode="edit"
            scope={{}}
            resource={panel.resource}
            etag={panel.etag}
            {...(form.workRequestPath === undefined ? {} : { workRequestPath: form.workRequestPath })}
            onClose={close}
            // The page shows the changed resource (and its new etag) once the service has it.
            onDone={refresh}
          />
        ) : panel?.mode === 'delete' ? (
          <KindDelete
            config={form}
            resource={panel.resource}
            etag={panel.etag}
            typeKey={typeKey}
            name={stringAt(panel.resource, form.nameField) ?? id ?? ''}
            onClose={close}
          />
        ) : null
      }
    </ReadDetails>
  );
}
