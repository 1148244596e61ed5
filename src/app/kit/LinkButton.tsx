import { Link } from 'react-router-dom';
import type { ReactNode } from 'react';
import type { ButtonSize, ButtonVariant } from '../ui';

export interface LinkButtonProps {
  readonly to: string;
  readonly variant?: ButtonVariant;
  readonly size?: ButtonSize;
  readonly children: ReactNode;
}

/** A link that goes to another page, drawn as the console's button (it is a link to assistive technology). */
export function LinkButton({ to, variant = 'secondary', size = 'md', children }: LinkButtonProps) {
  return (
    <Link to={to} className={`ui-button ui-button--${variant} ui-button--${size}`}>
      <span className="ui-button__label">{children}</span>
    </Link>
  );
}
