import type { ReactNode } from 'react';
import type { ConsoleFailure } from '../../contract/failure';
import { notOfferedToCaller } from '../../contract/failurePolicy';
import { ErrorPanel } from '../ui';
import './ReadProblem.css';

export interface ReadProblemProps {
  readonly failure: ConsoleFailure;
  /** What failed, for a failure that may pass: "The chart could not be read". */
  readonly title: ReactNode;
  /** The plain sentence for a read the tenancy does not offer or the user may not make. */
  readonly notOffered: ReactNode;
  readonly onRetry?: () => void;
}

/**
 * A read that failed, by the one failure policy: a 404 (an API the tenancy lacks) or a 401 or
 * 403 (a policy the user lacks) is a sentence on the page, since retrying changes nothing;
 * anything else is the error panel, with its request id and a retry. Its `read-problem` class is
 * the one look of such a sentence, for the screens' other ones too (no tenancy, no data).
 */
export function ReadProblem({ failure, title, notOffered, onRetry }: ReadProblemProps) {
  if (notOfferedToCaller(failure))
    return (
      <p className="read-problem" role="status">
        {notOffered}
      </p>
    );
  return <ErrorPanel title={title} failure={failure} onRetry={onRetry} />;
}
