import { Suspense, useState } from 'react';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { resourceKind } from '../../kinds/registry';
import { KindForm } from '../../kit/KindForm';
import { Button, EmptyState, PageTemplate, OverviewHeading, Spinner } from '../../ui';
import { NavPage } from '../../shell/lazyScreens';
import { isOcid } from '../search/matchResourceLink';
import { detailsConfig } from './detailsConfigs';
import type { DetailsKey } from './paths';
import { ReadDetails } from './ReadDetails';
import './details.css';

/**
 * A details page at one of its URL patterns: the route's `:id` handed to ReadDetails. A word
 * where the id goes (`/db/adb/atp`) is not a resource but a registry page beside the details
 * pages, so the registry's catch-all page shows it. A kind whose registry entry has an edit form
 * offers it here, the one form (KindForm) opening on the page.
 */
export function DetailsRoute({ detailsKey }: { readonly detailsKey: DetailsKey }) {
  const { t } = useTranslation('details');
  const { id } = useParams();
  const [editing, setEditing] = useState(false);
  if (id !== undefined && !isOcid(id)) {
    return (
      <Suspense fallback={<Spinner />}>
        <NavPage />
      </Suspense>
    );
  }
  const config = detailsConfig(detailsKey);
  if (config === undefined) {
    return (
      <PageTemplate heading={<OverviewHeading title={t('errors.unknownType')} />}>
        <EmptyState title={t('errors.unknownType')} />
      </PageTemplate>
    );
  }
  const form = resourceKind(config.operation)?.form;
  if (form?.operations.update === undefined || form.form === undefined) {
    return <ReadDetails key={`${detailsKey}:${id ?? ''}`} config={config} id={id} />;
  }
  return (
    <ReadDetails
      key={`${detailsKey}:${id ?? ''}`}
      config={config}
      id={id}
      actions={() => (
        <Button
          onPress={() => {
            setEditing(true);
          }}
          isDisabled={editing}
        >
          {t('form.edit')}
        </Button>
      )}
    >
      {(resource) =>
        editing ? (
          <KindForm
            config={form}
            typeTitle={t(`types.${config.key}`)}
            mode="edit"
            scope={{}}
            resource={resource}
            {...(form.workRequestPath === undefined ? {} : { workRequestPath: form.workRequestPath })}
            onClose={() => {
              setEditing(false);
            }}
          />
        ) : null
      }
    </ReadDetails>
  );
}
