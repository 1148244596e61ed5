/** Copy and Share buttons for a text (a public key, a command), each saying what happened. */
import { useState } from 'react';
import { Button } from '../../ui';
import { copyText, shareText, type TextOutcome } from './copyText';
import { useProfilesText } from './profilesText';

export interface TextToolsProps {
  readonly text: string;
  readonly title: string;
  /** Names the text for assistive technology: "Copy the public key". */
  readonly copyLabel: string;
  readonly shareLabel: string;
  readonly testId: string;
}

export function TextTools({ text, title, copyLabel, shareLabel, testId }: TextToolsProps) {
  const t = useProfilesText();
  const [outcome, setOutcome] = useState<TextOutcome | undefined>(undefined);
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  return (
    <div className="profiles-actions">
      <Button
        aria-label={copyLabel}
        onPress={() => void copyText(text, navigator).then(setOutcome)}
        data-testid={`${testId}-copy`}
      >
        {t('device.copy')}
      </Button>
      {canShare ? (
        <Button
          aria-label={shareLabel}
          onPress={() => void shareText(title, text, navigator).then(setOutcome)}
        >
          {t('device.share')}
        </Button>
      ) : null}
      <span role="status" className="profiles-note">
        {outcome === 'copied' ? t('device.copied') : null}
        {outcome === 'shared' ? t('device.shared') : null}
        {outcome === 'failed' ? t('device.copyFailed') : null}
      </span>
    </div>
  );
}
