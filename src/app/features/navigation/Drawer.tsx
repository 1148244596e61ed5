import type { ReactNode } from 'react';
import { Button, Dialog, Modal, ModalOverlay } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import './Drawer.css';

export interface DrawerProps {
  readonly isOpen: boolean;
  readonly onOpenChange: (isOpen: boolean) => void;
  /** The dialog's accessible name. */
  readonly label: string;
  /** `side`: a sheet from the start edge (phones); `menu`: the mega menu, a sheet on phones and a large panel under the header above. */
  readonly variant: 'side' | 'menu';
  /** The content; `close` closes the drawer (after a link is followed). */
  readonly children: (close: () => void) => ReactNode;
  readonly testId?: string;
}

/**
 * A modal navigation drawer (react-aria Modal and Dialog): focus moves in and stays in, Escape
 * or a tap outside closes it, and focus returns to the button that opened it.
 */
export function Drawer({ isOpen, onOpenChange, label, variant, children, testId }: DrawerProps) {
  const { t } = useTranslation('console');
  return (
    <ModalOverlay className="nav-drawer-overlay" isOpen={isOpen} onOpenChange={onOpenChange} isDismissable>
      <Modal className={`nav-drawer nav-drawer--${variant}`}>
        <Dialog className="nav-drawer__dialog" aria-label={label} data-testid={testId}>
          {({ close }) => (
            <>
              <Button className="nav-drawer__close" aria-label={t('shell.closeMenu')} onPress={close}>
                <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
                  <path
                    d="m3 3 10 10M13 3 3 13"
                    stroke="currentColor"
                    strokeWidth="1.8"
                    strokeLinecap="round"
                  />
                </svg>
              </Button>
              {children(close)}
            </>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
