import { storageFailure } from '../../../contract/storageError';
import { useState } from 'react';
import type { ConsoleFailure } from '../../../contract/failure';
import { profileCommands } from './profileCommands';
import { markSigningOutHere } from '../../shell/signingOut';
import { useOutboxCounts } from '../../data/useOutboxCounts';
import { Button, Card, ConfirmDialog, ErrorPanel } from '../../ui';
import { useProfilesText } from './profilesText';

export interface SignOutCardProps {
  /** What happens once everything is wiped: the page reloads by default. */
  readonly onSignedOut?: () => void;
}

/**
 * Signing out of everything on this device: after a confirmation naming what is lost, the
 * worker wipes keys, caches, saved data and queued changes, and the console reloads empty.
 */
export function SignOutCard({
  onSignedOut = () => {
    window.location.reload();
  },
}: SignOutCardProps) {
  const t = useProfilesText();
  // Changes still pending (outboxLifecycle.isPending): the ones signing out loses.
  const unsent = useOutboxCounts()?.unfinished ?? 0;
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<ConsoleFailure | undefined>(undefined);

  const signOut = async () => {
    setPending(true);
    setFailure(undefined);
    try {
      markSigningOutHere();
      await profileCommands.signOut();
      onSignedOut();
    } catch (error) {
      setPending(false);
      setOpen(false);
      setFailure(storageFailure(error));
    }
  };

  return (
    <Card title={t('signOut.title')}>
      <p>{t('signOut.intro')}</p>
      {failure !== undefined ? <ErrorPanel title={t('signOut.failed')} failure={failure} /> : null}
      <div className="profiles-actions">
        <Button
          variant="danger"
          onPress={() => {
            setOpen(true);
          }}
          data-testid="sign-out"
        >
          {t('signOut.button')}
        </Button>
      </div>
      <ConfirmDialog
        isOpen={open}
        onOpenChange={setOpen}
        onConfirm={() => void signOut()}
        title={t('signOut.confirmTitle')}
        confirmLabel={t('signOut.confirm')}
        destructive
        isPending={pending}
      >
        <p>{t('signOut.confirmBody')}</p>
        {unsent > 0 ? (
          <p className="profiles-notes__warning">{t('signOut.unsent', { count: unsent })}</p>
        ) : null}
      </ConfirmDialog>
    </Card>
  );
}
