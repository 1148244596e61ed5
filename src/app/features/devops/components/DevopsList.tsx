/**
 * A DevOps resource's list (the one live list, KindList, over the kind's ListSpec) with its create
 * form where the API has a create.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KindList } from '../../../kit/KindList';
import { Button } from '../../../ui';
import type { Scope } from '../../../kit/formSpec';
import type { ResourceKey } from '../../../kinds/devops/resourceConfig';
import { resourceConfig } from '../../../kinds/devops/resources';
import { KindForm } from '../../../kit/KindForm';
import { devopsPaths } from '../paths';

export interface DevopsListProps {
  readonly resource: ResourceKey;
  /** The list's parent: compartmentId for projects, projectId or a pipeline id for the rest. */
  readonly scope: Scope;
  /** Everything the page knows, for the create form's pickers. */
  readonly context?: Scope;
  readonly region: string;
}

export function DevopsList({ resource, scope, context, region }: DevopsListProps) {
  const { t } = useTranslation('devops');
  const config = resourceConfig(resource);
  const [creating, setCreating] = useState(false);
  const canCreate = config.operations.create !== undefined && config.form !== undefined;
  return (
    <KindList
      spec={config.list}
      parent={scope}
      rowLink={config.link}
      region={region}
      testId={`list-${resource}`}
      toolbar={
        canCreate ? (
          <Button
            variant="primary"
            onPress={() => {
              setCreating(true);
            }}
            isDisabled={creating}
          >
            {t('list.create', { type: t(config.titleKey) })}
          </Button>
        ) : null
      }
    >
      {(refresh) =>
        creating ? (
          <KindForm
            config={config}
            typeKey={`devops:${config.titleKey}`}
            workRequestPath={devopsPaths.workRequest}
            mode="create"
            scope={{ ...context, ...scope }}
            region={region}
            onClose={() => {
              setCreating(false);
              refresh();
            }}
          />
        ) : null
      }
    </KindList>
  );
}
