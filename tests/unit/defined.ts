/** The value, or a thrown error if it is missing: how a test states that something is there. */
export function defined<T>(value: T | null | undefined): T {
  if (value === undefined || value === null) throw new Error('Expected a value, found none.');
  return value;
}
