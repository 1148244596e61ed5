import { useUiStrings } from './UiStringsProvider';
import './Spinner.css';

/** Sizes from the §9 tokens: 10, 20, 30, 60 and 120px. */
export type SpinnerSize = 'xs' | 'sm' | 'md' | 'lg' | 'xl';

export interface SpinnerProps {
  readonly size?: SpinnerSize;
  /** What is loading, read by screen readers; defaults to "Loading…". */
  readonly label?: string;
  /**
   * Inside something that already announces its own state (a pending button, a busy table):
   * drawn, but hidden from assistive technology.
   */
  readonly decorative?: boolean;
}

/** A loading indicator: a live status region whose text names what is loading. */
export function Spinner({ size = 'md', label, decorative = false }: SpinnerProps) {
  const strings = useUiStrings();
  const ring = (
    <svg
      className={`ui-spinner__ring ui-spinner--${size}`}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
    >
      <circle className="ui-spinner__track" cx="12" cy="12" r="10" />
      <circle className="ui-spinner__arc" cx="12" cy="12" r="10" />
    </svg>
  );
  if (decorative) return <span className="ui-spinner">{ring}</span>;
  return (
    <span className="ui-spinner" role="status">
      {ring}
      <span className="visually-hidden">{label ?? strings.loading}</span>
    </span>
  );
}
