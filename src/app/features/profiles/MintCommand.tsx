/** The command that mints a session token for this device's key, with Copy and Share. */
import { mintCommand } from './mintCommand';
import { useProfilesText } from './profilesText';
import { TextTools } from './TextTools';

export interface MintCommandProps {
  readonly publicKeyPem: string;
  readonly region: string;
  readonly profileName: string;
}

export function MintCommand({ publicKeyPem, region, profileName }: MintCommandProps) {
  const t = useProfilesText();
  const command = mintCommand(publicKeyPem, region, profileName);
  return (
    <div className="profiles-mint">
      <p>{t('mint.intro')}</p>
      <pre className="profiles-code" data-testid="mint-command" dir="ltr">
        {command}
      </pre>
      <TextTools
        text={command}
        title={t('mint.title')}
        copyLabel={t('mint.copy')}
        shareLabel={t('mint.share')}
        testId="mint-command"
      />
      <p className="profiles-note">{t('mint.after')}</p>
    </div>
  );
}
