/**
 * A session token, three ways in: pasted, read from the token file, or scanned from a QR code
 * where the browser can. The text is kept as typed until it is accepted, so a refusal (shown
 * under the field, in words) loses nothing.
 */
import { Button, TextArea } from '../../ui';
import { FileField } from './FileField';
import { QrScanner } from './QrScanner';
import { useProfilesText } from './profilesText';

export interface TokenInputProps {
  readonly value: string;
  readonly onChange: (text: string) => void;
  readonly errorMessage?: string | undefined;
  readonly submitLabel: string;
  readonly pending: boolean;
  readonly onSubmit: () => void;
  readonly testId: string;
}

export function TokenInput({
  value,
  onChange,
  errorMessage,
  submitLabel,
  pending,
  onSubmit,
  testId,
}: TokenInputProps) {
  const t = useProfilesText();
  return (
    <div className="profiles-form">
      <TextArea
        label={t('token.paste')}
        description={t('token.pasteHelp')}
        value={value}
        onChange={onChange}
        rows={4}
        spellCheck="false"
        autoComplete="off"
        isInvalid={errorMessage !== undefined}
        errorMessage={errorMessage}
        data-testid={`${testId}-text`}
      />
      <FileField
        label={t('token.file')}
        description={t('token.fileHelp')}
        testId={`${testId}-file`}
        onRead={(read) => {
          if (read.ok) onChange(read.text);
        }}
      />
      <QrScanner onText={onChange} />
      <div className="profiles-actions">
        <Button
          variant="primary"
          onPress={onSubmit}
          isPending={pending}
          isDisabled={value.trim() === ''}
          data-testid={`${testId}-submit`}
        >
          {submitLabel}
        </Button>
      </div>
    </div>
  );
}
