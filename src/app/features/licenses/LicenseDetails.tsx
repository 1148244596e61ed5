/**
 * The page of a license manager resource (a product license, a license record): its details as
 * every resource's (ReadDetails), the notice of the change that led here, Edit (a page of its own)
 * and Delete, the kit's one delete as the kind's registry entry declares it (licenseForms.ts).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { stringAt } from '../../kit/formatField';
import { KindDelete } from '../../kit/KindDelete';
import { Button } from '../../ui';
import type { Resource } from '../../kit/detailsConfig';
import { LinkButton } from '../../kit/LinkButton';
import { ReadDetails, type ReadDetailsProps } from '../../kit/ReadDetails';
import { ChangeNotice } from './ChangeNotice';
import { LICENSE_KINDS } from '../../kinds/licenses/licenses';
import '../../kit/details.css';

export interface LicenseDetailsProps {
  readonly kind: keyof typeof LICENSE_KINDS;
  readonly id: string;
  /** The resource's edit page. */
  readonly editTo: string;
  readonly children?: ReadDetailsProps['children'];
}

export function LicenseDetails({ kind, id, editTo, children }: LicenseDetailsProps) {
  const { t } = useTranslation(['licenses', 'details']);
  const { details, form } = LICENSE_KINDS[kind];
  // The copy the delete was asked on, and its etag (sent as if-match).
  const [deleting, setDeleting] = useState<{ readonly resource: Resource; readonly etag?: string }>();
  return (
    <ReadDetails
      key={id}
      config={details}
      id={id}
      notice={
        <>
          {deleting === undefined ? null : (
            <KindDelete
              config={form}
              resource={deleting.resource}
              {...(deleting.etag === undefined ? {} : { etag: deleting.etag })}
              typeKey={`details:types.${details.key}`}
              name={stringAt(deleting.resource, form.nameField) ?? id}
              onClose={() => {
                setDeleting(undefined);
              }}
            />
          )}
          <ChangeNotice />
        </>
      }
      actions={(resource, etag) => (
        <>
          <LinkButton to={editTo}>{t('actions.edit')}</LinkButton>
          <Button
            variant="danger"
            onPress={() => {
              setDeleting(etag === undefined ? { resource } : { resource, etag });
            }}
            isDisabled={deleting !== undefined}
          >
            {t('details:form.delete')}
          </Button>
        </>
      )}
    >
      {children}
    </ReadDetails>
  );
}
