import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import type { ReactNode } from 'react';
import { Button } from './Button';
import { useUiStrings } from './UiStringsProvider';
import './ConfirmDialog.css';

export interface ConfirmDialogProps {
  readonly isOpen: boolean;
  /** Called with false when the dialog closes by Cancel, Escape or (when not destructive) a tap outside. */
  readonly onOpenChange: (isOpen: boolean) => void;
  readonly onConfirm: () => void;
  /** A question naming the action and its object: "Terminate instance web-01?". */
  readonly title: ReactNode;
  /** Consequences, in plain words. */
  readonly children?: ReactNode;
  /** The confirm button's words; name the action ("Terminate"), not "OK". */
  readonly confirmLabel?: string;
  readonly cancelLabel?: string;
  /** For what cannot be undone: a red confirm button, focus starting on Cancel, no tap-outside dismissal. */
  readonly destructive?: boolean;
  /** While the confirmed action is being sent: the confirm button shows a spinner and ignores presses. */
  readonly isPending?: boolean;
  /**
   * For a dialog that asks for input: focus starts on the first field of the body (which sets
   * autoFocus) rather than on a button, so an Enter pressed at once confirms nothing.
   */
  readonly focusBody?: boolean;
}

/**
 * A modal alertdialog asking to confirm an action. Focus moves into it (onto Cancel when the
 * action is destructive, so a stray Enter does no harm), stays inside it, and returns to the
 * button that opened it when it closes. On phones the buttons stack full width at the bottom.
 */
export function ConfirmDialog({
  isOpen,
  onOpenChange,
  onConfirm,
  title,
  children,
  confirmLabel,
  cancelLabel,
  destructive = false,
  isPending = false,
  focusBody = false,
}: ConfirmDialogProps) {
  const strings = useUiStrings();
  return (
    <ModalOverlay
      className="ui-dialog-overlay"
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={!destructive && !isPending}
      isKeyboardDismissDisabled={isPending}
    >
      <Modal className="ui-dialog-modal">
        <Dialog className="ui-dialog" role="alertdialog">
          {({ close }) => (
            <>
              <Heading slot="title" className="ui-dialog__title">
                {title}
              </Heading>
              {children !== undefined ? <div className="ui-dialog__body">{children}</div> : null}
              <div className="ui-dialog__actions">
                <Button onPress={close} autoFocus={destructive && !focusBody} isDisabled={isPending}>
                  {cancelLabel ?? strings.cancel}
                </Button>
                <Button
                  variant={destructive ? 'danger' : 'primary'}
                  onPress={onConfirm}
                  autoFocus={!destructive && !focusBody}
                  isPending={isPending}
                >
                  {confirmLabel ?? strings.confirm}
                </Button>
              </div>
            </>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
