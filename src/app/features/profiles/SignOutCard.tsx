import { storageFailure } from '../../../contract/storageError';
import { useState } from 'react';
import type { ConsoleFailure } from '../../../contract/failure';
import { profileCommands } from './profileCommands';
import { markSigningOutHere } from '../../shell/signingOut';
import { useOutboxCounts } from '../../data/useOutboxCounts';
import { useTenancies } from '../../data/useTenancies';
import { Button, Card, ConfirmDialog, ErrorPanel } from '../../ui';
import { useProfilesText } from './profilesText';

export interface SignOutCardProps {
  /** What happens once everything is wiped: the page reloads by default. */
  readonly onSignedOut?: () => void;
}

/**
 * Signing out of the tenancy shown, named as the header names it: after a confirmation naming
 * what is lost, the worker wipes that tenancy's keys, saved data and queued changes, and the
 * console reloads into another tenancy of the device, which it keeps (saying so), or empty
 * when it was the only one. A device with no tenancy recorded yet is wiped as before.
 */
export function SignOutCard({
  onSignedOut = () => {
    window.location.reload();
  },
}: SignOutCardProps) {
  const t = useProfilesText();
  // Changes still pending (outboxLifecycle.isPending): the ones signing out loses.
  const unsent = useOutboxCounts()?.unfinished ?? 0;
  const tenancies = useTenancies();
  const tenancy = tenancies?.find((row) => row.shown)?.name;
  const others = (tenancies ?? []).filter((row) => !row.shown).length;
  const kept =
    tenancy === undefined ? null : (
      <p>{others > 0 ? t('signOut.othersKept', { count: others }) : t('signOut.lastTenancy')}</p>
    );
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
      <p>{tenancy === undefined ? t('signOut.intro') : t('signOut.introTenancy', { tenancy })}</p>
      {kept}
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
        title={
          tenancy === undefined ? t('signOut.confirmTitle') : t('signOut.confirmTitleTenancy', { tenancy })
        }
        confirmLabel={t('signOut.confirm')}
        destructive
        isPending={pending}
      >
        <p>
          {tenancy === undefined ? t('signOut.confirmBody') : t('signOut.confirmBodyTenancy', { tenancy })}
        </p>
        {kept}
        {unsent > 0 ? (
          <p className="profiles-notes__warning">{t('signOut.unsent', { count: unsent })}</p>
        ) : null}
      </ConfirmDialog>
    </Card>
  );
}
