import type { ReactNode } from 'react';
import './StatusLabel.css';

/**
 * `success` is a finished success (a run that succeeded, a change that was applied): a tick.
 * `active` is a healthy state that lasts (running, available, online): a filled dot. Both use the
 * success green, whose contrast the token tests check in light and dark; the two meanings differ
 * by shape, not by a second green that colour-blind users or a glare-washed phone could not tell
 * apart.
 */
export type Status = 'muted' | 'active' | 'success' | 'info' | 'warning' | 'danger';

export interface StatusLabelProps {
  readonly status: Status;
  /** The words; the colour and the glyph only repeat what they say. */
  readonly children: ReactNode;
  readonly className?: string;
}

/**
 * A coloured status pill. Each status also has its own glyph (ring, filled dot, tick, i, !, ×) so that it
 * reads without colour: in greyscale, for colour-blind users, and in forced-colours mode.
 */
export function StatusLabel({ status, children, className }: StatusLabelProps) {
  return (
    <span className={['ui-status-label', `ui-status-label--${status}`, className].filter(Boolean).join(' ')}>
      <svg className="ui-status-label__glyph" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
        {glyph(status)}
      </svg>
      <span className="ui-status-label__text">{children}</span>
    </span>
  );
}

function glyph(status: Status): ReactNode {
  switch (status) {
    case 'active':
      return <circle cx="6" cy="6" r="3.5" fill="currentColor" />;
    case 'success':
      return (
        <path
          d="M2.5 6.2 5 8.6l4.6-5"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      );
    case 'info':
      return (
        <>
          <circle cx="6" cy="2.6" r="1.2" fill="currentColor" />
          <path d="M6 5.2v4.8" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
        </>
      );
    case 'warning':
      return (
        <>
          <path d="M6 1.6v5.4" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
          <circle cx="6" cy="9.6" r="1.2" fill="currentColor" />
        </>
      );
    case 'danger':
      return <path d="m3 3 6 6M9 3 3 9" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />;
    case 'muted':
      return <circle cx="6" cy="6" r="3" fill="none" stroke="currentColor" strokeWidth="1.6" />;
  }
}
