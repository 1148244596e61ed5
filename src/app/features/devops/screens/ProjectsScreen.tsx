/**
 * DevOps projects of a compartment (the compartment is chosen from those a resource search
 * finds, and kept in the address so a link or a reload returns to it), with the kind's one list.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { EmptyState, OverviewHeading, PageTemplate } from '../../../ui';
import { useSettings } from '../../../settings/SettingsContext';
import { CompartmentPicker } from '../../../kit/CompartmentPicker';
import { devopsKind } from '../../../kinds/devops/devopsKinds';
import { KindListPanel } from '../../../kinds/KindListPanel';
import { devopsPaths } from '../paths';

export function ProjectsScreen() {
  const { t } = useTranslation(['devops', 'glossary']);
  const { settings } = useSettings();
  const [searchParams, setSearchParams] = useSearchParams();
  const compartmentId = searchParams.get('compartmentId') ?? undefined;
  const scope = useMemo(() => ({ compartmentId }), [compartmentId]);
  return (
    <PageTemplate
      heading={
        <OverviewHeading
          title={t('resource.project.plural')}
          subtitle={t('projects.subtitle')}
          actions={<Link to={devopsPaths.workRequests({ compartmentId })}>{t('workRequests.title')}</Link>}
        />
      }
    >
      <CompartmentPicker
        label={t('glossary:compartment')}
        region={settings.region}
        value={compartmentId}
        onChange={(id) => {
          setSearchParams({ compartmentId: id });
        }}
      />
      {compartmentId === undefined ? (
        <EmptyState
          title={t('projects.chooseCompartment')}
          description={t('projects.chooseCompartmentHint')}
        />
      ) : (
        <KindListPanel
          key={compartmentId}
          kind={devopsKind('project')}
          parent={scope}
          testId="list-project"
        />
      )}
    </PageTemplate>
  );
}
