/**
 * "Create a key on this device": the worker makes an RSA key pair whose private half never
 * leaves the browser, and the card shows its public half (PEM, fingerprint, Copy, Share, a QR
 * code). Then either way to use it:
 * - as an API key: add the public key in the OCI Console (your user → API keys → Add API key →
 *   Paste a public key) and paste back the configuration preview it shows;
 * - with a session token (no API key slot used): run the command shown on a computer where the
 *   OCI CLI is signed in, and paste, read or scan the token it prints.
 * A refusal is said under the field it is about, and what was typed stays.
 */
import { storageFailure } from '../../../contract/storageError';
import { useState } from 'react';
import type { ConsoleFailure } from '../../../contract/failure';
import type { ProfileSummary } from '../../../worker/api';
import { profileCommands } from './profileCommands';
import { useFailureText } from '../../i18n/failureText';
import { useSettings } from '../../settings/SettingsContext';
import { Button, Card, ErrorPanel, Spinner, TextArea, TextField, useAnnounce } from '../../ui';
import { KeyQr } from './KeyQr';
import { MintCommand } from './MintCommand';
import { useProfilesText } from './profilesText';
import { TextTools } from './TextTools';
import { TokenInput } from './TokenInput';
import { usePendingKey } from './usePendingKey';

export interface DeviceKeyCardProps {
  readonly takenNames: readonly string[];
  readonly onAdded: (profile: ProfileSummary) => void | Promise<void>;
}

type Busy = 'create' | 'apiKey' | 'session' | 'discard' | undefined;

export function DeviceKeyCard({ takenNames, onAdded }: DeviceKeyCardProps) {
  const t = useProfilesText();
  const describe = useFailureText();
  const announce = useAnnounce();
  const { settings } = useSettings();
  const { key, refresh } = usePendingKey();
  const [busy, setBusy] = useState<Busy>(undefined);
  const [name, setName] = useState('phone');
  const [preview, setPreview] = useState('');
  const [token, setToken] = useState('');
  const [errors, setErrors] = useState<{ preview?: string; token?: string; name?: string }>({});
  const [failure, setFailure] = useState<ConsoleFailure | undefined>(undefined);
  const nameTaken = takenNames.includes(name.trim());

  const run = async (what: Busy, action: () => Promise<void>) => {
    setBusy(what);
    setFailure(undefined);
    try {
      await action();
    } catch (error) {
      setFailure(storageFailure(error));
    }
    setBusy(undefined);
  };

  const added = async (
    result: Awaited<ReturnType<typeof profileCommands.addDeviceApiKey>>,
    field: 'preview' | 'token',
  ) => {
    if (result.ok) {
      setPreview('');
      setToken('');
      setErrors({});
      announce(t(result.value.active ? 'add.addedActive' : 'add.added', { name: result.value.name }));
      await refresh();
      await onAdded(result.value);
      return;
    }
    const parameter = result.failure.kind === 'validation' ? result.failure.parameter : undefined;
    if (parameter === 'name') setErrors({ name: describe(result.failure) });
    else if (parameter === 'preview' || parameter === 'sessionToken' || parameter === 'region')
      setErrors({ [field]: describe(result.failure) });
    else setFailure(result.failure);
  };

  if (key === null) return <Spinner label={t('screen.loading')} />;

  return (
    <Card title={t('device.title')} headingLevel={2}>
      <p>{t('device.intro')}</p>
      {failure !== undefined ? <ErrorPanel title={t('add.failed')} failure={failure} /> : null}
      {key === undefined ? (
        <div className="profiles-actions">
          <Button
            variant="primary"
            isPending={busy === 'create'}
            onPress={() =>
              void run('create', async () => {
                const made = await profileCommands.createDeviceKey();
                if (!made.ok) setFailure(made.failure);
                else announce(t('device.created'));
                await refresh();
              })
            }
            data-testid="device-key-create"
          >
            {t('device.create')}
          </Button>
        </div>
      ) : (
        <>
          <h3 className="profiles-subheading">{t('device.publicKey')}</h3>
          <pre className="profiles-code" data-testid="device-public-key" dir="ltr">
            {key.publicKeyPem}
          </pre>
          <p>
            {t('device.fingerprint')}{' '}
            <code className="profiles-ocid" data-testid="device-fingerprint">
              {key.fingerprint}
            </code>
          </p>
          <TextTools
            text={key.publicKeyPem}
            title={t('device.publicKey')}
            copyLabel={t('device.copyKey')}
            shareLabel={t('device.shareKey')}
            testId="device-public-key"
          />
          <KeyQr text={key.publicKeyPem} label={t('device.qr')} />
          <TextField
            label={t('glossary:name')}
            description={t('add.nameHelp')}
            value={name}
            onChange={(value) => {
              setName(value);
              setErrors((now) => ({ ...now, name: undefined }));
            }}
            isInvalid={nameTaken || errors.name !== undefined}
            errorMessage={nameTaken ? t('error.nameTaken') : errors.name}
            autoComplete="off"
            data-testid="device-profile-name"
          />

          <h3 className="profiles-subheading">{t('device.apiKeyTitle')}</h3>
          <ol className="profiles-steps">
            <li>{t('device.apiKeyStep1')}</li>
            <li>{t('device.apiKeyStep2')}</li>
            <li>{t('device.apiKeyStep3')}</li>
          </ol>
          <TextArea
            label={t('device.preview')}
            description={t('device.previewHelp')}
            value={preview}
            onChange={(value) => {
              setPreview(value);
              setErrors((now) => ({ ...now, preview: undefined }));
            }}
            rows={7}
            spellCheck="false"
            autoComplete="off"
            isInvalid={errors.preview !== undefined}
            errorMessage={errors.preview}
            data-testid="device-preview"
          />
          <div className="profiles-actions">
            <Button
              variant="primary"
              isPending={busy === 'apiKey'}
              isDisabled={preview.trim() === '' || nameTaken}
              onPress={() =>
                void run('apiKey', async () =>
                  added(await profileCommands.addDeviceApiKey({ name, preview }), 'preview'),
                )
              }
              data-testid="device-preview-submit"
            >
              {t('device.addApiKey')}
            </Button>
          </div>

          <h3 className="profiles-subheading">{t('device.sessionTitle')}</h3>
          <p>{t('device.sessionIntro', { region: settings.region })}</p>
          <MintCommand publicKeyPem={key.publicKeyPem} region={settings.region} profileName={name} />
          <TokenInput
            value={token}
            onChange={(value) => {
              setToken(value);
              setErrors((now) => ({ ...now, token: undefined }));
            }}
            errorMessage={errors.token}
            submitLabel={t('device.addSession')}
            pending={busy === 'session'}
            onSubmit={() =>
              void run('session', async () =>
                added(
                  await profileCommands.addDeviceSession({ name, region: settings.region, token }),
                  'token',
                ),
              )
            }
            testId="device-token"
          />

          <div className="profiles-actions">
            <Button
              variant="ghost"
              isPending={busy === 'discard'}
              onPress={() =>
                void run('discard', async () => {
                  await profileCommands.discardDeviceKey();
                  await refresh();
                })
              }
              data-testid="device-key-discard"
            >
              {t('device.discard')}
            </Button>
          </div>
        </>
      )}
    </Card>
  );
}
