/** Ids both the app and the worker make: opc-request-id and opc-retry-token values. */

/** 32 random hexadecimal characters, upper-case (128 bits from the platform's CSPRNG). */
export function randomHexId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0'))
    .join('')
    .toUpperCase();
}
