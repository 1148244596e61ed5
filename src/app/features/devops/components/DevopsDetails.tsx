/**
 * A DevOps resource on the one details page, driven by its configuration: edit, delete and the
 * resource's own actions (start a build run, create a deployment, move a project), its work
 * requests, and tabs for its details and the lists it nests. The registry's kinds that live on
 * its page (a project's service logging) add their create action, which lands on what it made,
 * and a tab with their list.
 */
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { speaksPublicApi } from '../../../../oci/callForms';
import { childKinds, createdPage, type ChildKind } from '../../../kinds/registry';
import { useRuntimeConfig } from '../../../runtimeConfigContext';
import { KindDelete } from '../../../kit/KindDelete';
import { FieldList } from '../../../kit/FieldList';
import { KindList } from '../../../kit/KindList';
import { ResourceDetails } from '../../../kit/ResourceDetails';
import { Button, Tabs, type TabItem } from '../../../ui';
import type { Scope, ScopeParam } from '../../../kit/formSpec';
import type { ResourceAction, ResourceKey, Row, SectionSpec } from '../../../kinds/devops/resourceConfig';
import { resourceConfig } from '../../../kinds/devops/resources';
import { rowName, rowText } from '../../../kinds/devops/rows';
import { devopsPaths } from '../paths';
import { ActionDialog } from './ActionDialog';
import { ConnectionGit } from './ConnectionGit';
import { KindForm } from '../../../kit/KindForm';
import { DevopsList } from './DevopsList';
import type { DevopsKey } from '../../../i18n/keys';

export interface DevopsDetailsProps {
  readonly resource: ResourceKey;
  readonly id: string;
  /** The parents the route names (projectId, a pipeline id). */
  readonly scope: Scope;
  readonly region: string;
  readonly breadcrumbs?: ReactNode;
}

/** The scope parameter a resource's id is, for what it nests. */
const OWN_SCOPE: Partial<Readonly<Record<ResourceKey, ScopeParam>>> = {
  project: 'projectId',
  buildPipeline: 'buildPipelineId',
  deployPipeline: 'deployPipelineId',
};

const ACTION_KEYS: Readonly<Record<ResourceAction, DevopsKey>> = {
  startBuildRun: 'action.startBuildRun',
  startDeployment: 'action.startDeployment',
  moveProject: 'action.moveProject',
};

/** What is open on the page: a form, the delete, an action's dialog, or a child kind's create form. */
type Panel = 'edit' | 'delete' | ResourceAction | { readonly child: ChildKind };

export function DevopsDetails({ resource, id, scope, region, breadcrumbs }: DevopsDetailsProps) {
  const { t } = useTranslation(['devops', 'details', 'licenses', 'glossary']);
  const navigate = useNavigate();
  const config = resourceConfig(resource);
  const publicApi = speaksPublicApi(useRuntimeConfig());
  const children = useMemo(() => childKinds(config.operations.get, publicApi), [config, publicApi]);
  const params = useMemo(() => ({ [config.idParam]: id }), [config.idParam, id]);
  const [searchParams, setSearchParams] = useSearchParams();
  const [panel, setPanel] = useState<Panel>();

  const actions = (
    <>
      {(config.actions ?? []).map((action) => (
        <Button
          key={action}
          variant={action === 'moveProject' ? 'secondary' : 'primary'}
          onPress={() => {
            setPanel(action);
          }}
        >
          {t(ACTION_KEYS[action])}
        </Button>
      ))}
      {children
        .filter((child) => child.kind.form?.operations.create !== undefined)
        .map((child) => (
          <Button
            key={child.name}
            variant="secondary"
            onPress={() => {
              setPanel({ child });
            }}
          >
            {t(child.parent.createLabel)}
          </Button>
        ))}
      {config.operations.update !== undefined && config.form !== undefined ? (
        <Button
          onPress={() => {
            setPanel('edit');
          }}
        >
          {t('action.edit')}
        </Button>
      ) : null}
      {config.operations.delete !== undefined ? (
        <Button
          variant="danger"
          onPress={() => {
            setPanel('delete');
          }}
        >
          {t('action.delete')}
        </Button>
      ) : null}
    </>
  );

  return (
    <ResourceDetails
      operation={config.operations.get}
      params={params}
      region={region}
      typeTitle={t(config.titleKey)}
      titleOf={(_answer, row) => rowName(config, row) || undefined}
      id={id}
      breadcrumbs={breadcrumbs}
      actions={() => actions}
    >
      {(ready, row: Row, refresh) => {
        const own = OWN_SCOPE[resource];
        const context: Scope = {
          ...scope,
          projectId:
            scope.projectId ?? rowText(row, 'projectId') ?? (resource === 'project' ? id : undefined),
          compartmentId: rowText(row, 'compartmentId'),
          ...(own === undefined ? {} : { [own]: id }),
        };
        const section = (spec: SectionSpec): ReactNode =>
          spec.kind === 'git' ? (
            <ConnectionGit connectionId={id} region={region} />
          ) : (
            <DevopsList
              resource={spec.resource}
              scope={{ [spec.scope]: id }}
              context={context}
              region={region}
            />
          );
        const tabs: TabItem[] = [
          {
            id: 'details',
            title: t('details.tab'),
            content: <FieldList source={row} fields={config.details} />,
          },
          ...(config.sections ?? []).map((spec) => ({
            id: spec.id,
            title: t(spec.titleKey),
            content: section(spec),
          })),
          ...children.flatMap(({ kind, parent }) =>
            kind.list === undefined
              ? []
              : [
                  {
                    id: parent.tab,
                    title: t(kind.list.title),
                    content: (
                      <KindList
                        spec={kind.list}
                        parent={{ [parent.listParam]: id }}
                        rowLink={(row) => parent.rowLink(row, id)}
                        region={region}
                        testId={`list-${parent.tab}`}
                      />
                    ),
                  },
                ],
          ),
        ];
        const tab = searchParams.get('tab') ?? 'details';
        const close = () => {
          setPanel(undefined);
          refresh();
        };
        return (
          <>
            <p>
              <Link to={devopsPaths.workRequests({ compartmentId: context.compartmentId, resourceId: id })}>
                {t('details.workRequests')}
              </Link>
            </p>
            {panel === 'edit' ? (
              <KindForm
                config={config}
                typeKey={`devops:${config.titleKey}`}
                workRequestPath={devopsPaths.workRequest}
                mode="edit"
                scope={context}
                region={region}
                resource={row}
                etag={ready.etag}
                onClose={close}
              />
            ) : null}
            {panel === 'delete' ? (
              <KindDelete
                config={config}
                resource={row}
                etag={ready.etag}
                typeKey={`devops:${config.titleKey}`}
                name={rowName(config, row)}
                region={region}
                workRequestPath={devopsPaths.workRequest}
                onClose={close}
              />
            ) : null}
            {typeof panel === 'string' && panel !== 'edit' && panel !== 'delete' ? (
              <ActionDialog action={panel} row={row} etag={ready.etag} region={region} onClose={close} />
            ) : null}
            {typeof panel === 'object' && panel.child.kind.form !== undefined ? (
              <KindForm
                config={panel.child.kind.form}
                typeKey={
                  panel.child.kind.details === undefined
                    ? panel.child.parent.createLabel
                    : `details:types.${panel.child.kind.details.key}`
                }
                workRequestPath={panel.child.kind.form.workRequestPath}
                mode="create"
                scope={context}
                region={region}
                onClose={close}
                onDone={(entry) => {
                  const page = createdPage(panel.child.kind, entry);
                  if (page !== null) void navigate(page);
                }}
              />
            ) : null}
            <Tabs
              label={t('details.tabsLabel', { name: rowName(config, row) })}
              items={tabs}
              selectedKey={tabs.some((item) => item.id === tab) ? tab : 'details'}
              onSelectionChange={(next) => {
                setSearchParams(next === 'details' ? {} : { tab: next }, { replace: true });
              }}
            />
          </>
        );
      }}
    </ResourceDetails>
  );
}
