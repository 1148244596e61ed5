import { Button as AriaButton } from 'react-aria-components';
import type { ButtonProps as AriaButtonProps } from 'react-aria-components';
import type { ReactNode } from 'react';
import { Spinner } from './Spinner';
import './Button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';
/** Heights from the §9 tokens: sm 20px, md 30px, lg 50px (44px at least on phones). */
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps extends Omit<AriaButtonProps, 'className' | 'children'> {
  readonly variant?: ButtonVariant;
  readonly size?: ButtonSize;
  readonly className?: string;
  readonly children: ReactNode;
}

/**
 * The console's button: react-aria's Button (press, keyboard and touch handled alike) with the
 * token heights. `isPending` shows a spinner and keeps the button focusable while it works.
 */
export function Button({ variant = 'secondary', size = 'md', className, children, ...rest }: ButtonProps) {
  const classes = ['ui-button', `ui-button--${variant}`, `ui-button--${size}`, className]
    .filter(Boolean)
    .join(' ');
  return (
    <AriaButton {...rest} className={classes}>
      {({ isPending }) => (
        <>
          {isPending ? <Spinner size="sm" decorative /> : null}
          <span className="ui-button__label">{children}</span>
        </>
      )}
    </AriaButton>
  );
}
