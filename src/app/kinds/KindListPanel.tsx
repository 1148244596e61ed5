/**
 * A kind's live list under a parent (a compartment's projects, a pipeline's stages), from its
 * registry entry: the one list (KindList), each row linking to the kind's page, with the kind's
 * create form where its entry has one.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { typeTitleKey } from '../kit/detailsConfig';
import { detailsLinkOf } from '../kit/detailsLinks';
import type { Scope } from '../kit/formSpec';
import { KindForm } from '../kit/KindForm';
import { KindList } from '../kit/KindList';
import { Button } from '../ui';
import type { ResourceKind } from './resourceKind';

export interface KindListPanelProps {
  readonly kind: ResourceKind;
  /** What the rows are listed under: `{ compartmentId }`, `{ buildPipelineId }`; null while not chosen. */
  readonly parent: Scope | null;
  /** Everything the page knows (the project, the compartment), for the create form's pickers. */
  readonly scope?: Scope;
  readonly testId: string;
}

export function KindListPanel({ kind, parent, scope = {}, testId }: KindListPanelProps) {
  const { t } = useTranslation(['details', 'devops', 'licenses', 'glossary']);
  const [creating, setCreating] = useState(false);
  const { list, form, details } = kind;
  if (list === undefined) return null;
  const canCreate = form?.operations.create !== undefined && form.form !== undefined && details !== undefined;
  const typeKey = details === undefined ? list.title : typeTitleKey(details);
  return (
    <KindList
      spec={list}
      parent={parent}
      rowLink={(row) => (details === undefined ? null : detailsLinkOf(details, row))}
      testId={testId}
      toolbar={
        canCreate ? (
          <Button
            variant="primary"
            onPress={() => {
              setCreating(true);
            }}
            isDisabled={creating}
          >
            {t('details:form.createTitle', { type: t(typeKey) })}
          </Button>
        ) : null
      }
    >
      {(refresh) =>
        creating && form !== undefined ? (
          <KindForm
            config={form}
            typeKey={typeKey}
            {...(form.workRequestPath === undefined ? {} : { workRequestPath: form.workRequestPath })}
            mode="create"
            scope={{ ...scope, ...parent }}
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
