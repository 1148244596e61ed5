import type { ReactNode } from 'react';
import type { ConsoleFailure } from '../../contract/failure';
import { Button } from './Button';
import { useUiStrings } from './UiStringsProvider';
import './ErrorPanel.css';

export interface ErrorPanelProps {
  /** What failed, in the user's terms: "Could not load instances". */
  readonly title: ReactNode;
  /** Why; defaults to the failure's message. */
  readonly message?: ReactNode;
  /** A failure from the worker: supplies the message, the opc-request-id and the status and code. */
  readonly failure?: ConsoleFailure;
  /** The opc-request-id to quote to Oracle support; defaults to the failure's. */
  readonly requestId?: string;
  /** More facts, shown under a disclosure (a stack of codes, the failed operation). */
  readonly details?: ReactNode;
  /** Offered as a "Retry" button when given. */
  readonly onRetry?: () => void;
  readonly retryLabel?: string;
}

/**
 * A failure, announced at once (role="alert"): title, message, the request id support needs
 * (selectable in one tap), optional details, and a retry.
 */
export function ErrorPanel({
  title,
  message,
  failure,
  requestId,
  details,
  onRetry,
  retryLabel,
}: ErrorPanelProps) {
  const strings = useUiStrings();
  const shownMessage = message ?? (failure === undefined ? undefined : strings.failureText(failure));
  const id = requestId ?? (failure?.kind === 'http' ? failure.opcRequestId : undefined);
  const code = failure?.kind === 'http' ? `${failure.status} ${failure.code}` : undefined;
  return (
    <div className="ui-error-panel" role="alert">
      <p className="ui-error-panel__title">{title}</p>
      {shownMessage !== undefined ? <p className="ui-error-panel__message">{shownMessage}</p> : null}
      {code !== undefined || id !== undefined ? (
        <dl className="ui-error-panel__facts">
          {code !== undefined ? (
            <div>
              <dt>HTTP</dt>
              <dd>
                <code>{code}</code>
              </dd>
            </div>
          ) : null}
          {id !== undefined ? (
            <div>
              <dt>{strings.requestId}</dt>
              <dd>
                <code className="ui-error-panel__request-id">{id}</code>
              </dd>
            </div>
          ) : null}
        </dl>
      ) : null}
      {details !== undefined ? (
        <details className="ui-error-panel__details">
          <summary>{strings.errorDetails}</summary>
          <div className="ui-error-panel__details-body">{details}</div>
        </details>
      ) : null}
      {onRetry ? (
        <div className="ui-error-panel__actions">
          <Button variant="primary" onPress={onRetry}>
            {retryLabel ?? strings.retry}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
