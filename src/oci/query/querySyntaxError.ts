import type { QueryError, UnknownTypeDetail } from './query';

/**
 * Thrown inside the scanner and parser only; `parseQuery` turns it into a `QueryError` value,
 * so nothing outside this folder ever sees an exception for a malformed query.
 */
export class QuerySyntaxError extends Error implements QueryError {
  readonly position: number;
  readonly unknownType?: UnknownTypeDetail;

  constructor(message: string, position: number, unknownType?: UnknownTypeDetail) {
    super(message);
    this.name = 'QuerySyntaxError';
    this.position = position;
    if (unknownType !== undefined) this.unknownType = unknownType;
  }
}

/** `A`, `A or B`, `A, B or C`. */
export function listAlternatives(alternatives: readonly string[]): string {
  if (alternatives.length <= 1) return alternatives[0] ?? '';
  return `${alternatives.slice(0, -1).join(', ')} or ${alternatives[alternatives.length - 1] ?? ''}`;
}
