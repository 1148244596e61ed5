import type { QueryError } from './query';

/**
 * The error message, then the line of the query it points into, then a caret under the
 * offending character (tabs kept, so the caret lines up), for a monospaced error box:
 *
 *     Expected a comparison operator at position 31, found 'RUNNING'
 *     query instance resources where RUNNING
 *                                    ^
 */
export function describeQueryError(text: string, error: QueryError): string {
  const position = Math.min(Math.max(error.position, 0), text.length);
  const lineStart = text.lastIndexOf('\n', position - 1) + 1;
  const newline = text.indexOf('\n', position);
  const line = text.slice(lineStart, newline < 0 ? text.length : newline).replace(/\r$/, '');
  const indent = text.slice(lineStart, position).replace(/[^\t]/g, ' ');
  return `${error.message}\n${line}\n${indent}^`;
}
