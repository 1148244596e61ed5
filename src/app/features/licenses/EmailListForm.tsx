import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { TextArea } from '../../ui';
import { parseEmailList } from './emailList';
import { ChangeFormActions } from '../../kit/ChangeFormActions';
import { workRequestPath } from './paths';
import { useDraftForm } from './useDraftForm';
import { useQueuedChange } from '../../kit/useQueuedChange';
import { changeTitle } from '../../i18n/changeTitle';

export interface EmailListFormProps {
  readonly compartmentId: string;
  readonly emails: readonly string[];
  /** The configuration's etag, sent as if-match so a change made elsewhere is not overwritten. */
  readonly etag?: string;
  /** After the service has the new list. */
  readonly onSaved: () => void;
}

function validate(draft: { readonly text: string }): { text?: 'emails' } {
  return parseEmailList(draft.text).invalid.length > 0 ? { text: 'emails' } : {};
}

/** The e-mail addresses told about licenses: typed as a list, each checked, sent through the outbox. */
export function EmailListForm({ compartmentId, emails, etag, onSaved }: EmailListFormProps) {
  const { t } = useTranslation('licenses');
  const form = useDraftForm({ text: emails.join('\n') }, validate, (_code, draft) =>
    t('form.errors.emails', { addresses: parseEmailList(draft.text).invalid.join(', ') }),
  );
  const mutation = useQueuedChange({
    onDone: useCallback(() => {
      onSaved();
    }, [onSaved]),
  });
  const send = () => {
    if (!form.check()) return;
    const emailIds = parseEmailList(form.draft.text).emails;
    void mutation.queue({
      operation: 'updateConfiguration',
      params: { compartmentId, updateConfigurationDetails: { emailIds } },
      resourceId: compartmentId,
      title: changeTitle('licenses:summaries.updateConfiguration', { numbers: { number: emailIds.length } }),
      ...(etag === undefined ? {} : { ifMatch: etag }),
    });
  };
  return (
    <form
      className="details-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <TextArea
        label={t('configuration.emails')}
        description={t('configuration.emailsHelp')}
        value={form.draft.text}
        onChange={(text) => {
          form.set('text', text);
        }}
        isInvalid={form.error('text') !== undefined}
        errorMessage={form.error('text')}
      />
      <ChangeFormActions change={mutation} workRequestPath={workRequestPath} submitLabel={t('form.save')} />
    </form>
  );
}
