/**
 * The little DER (ITU-T X.690) that RSA key containers need: read one element, list the elements
 * of a SEQUENCE, write an element. Definite lengths only, as DER requires.
 */

export const DER_TAG = {
  integer: 0x02,
  bitString: 0x03,
  octetString: 0x04,
  null: 0x05,
  objectIdentifier: 0x06,
  sequence: 0x30,
} as const;

/** OID 1.2.840.113549.1.1.1 (rsaEncryption), content bytes only. */
export const RSA_ENCRYPTION_OID = Uint8Array.of(0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x01, 0x01);

export interface DerElement {
  readonly tag: number;
  readonly content: Uint8Array;
  /** The offset just past this element in the buffer it was read from. */
  readonly end: number;
}

export class DerError extends Error {
  override readonly name = 'DerError';
}

/** Reads the element that starts at `offset`. */
export function readDer(bytes: Uint8Array, offset = 0): DerElement {
  const tag = bytes[offset];
  const first = bytes[offset + 1];
  if (tag === undefined || first === undefined) {
    throw new DerError('Truncated DER element');
  }
  let length = first;
  let start = offset + 2;
  if (first & 0x80) {
    const count = first & 0x7f;
    if (count === 0 || count > 4) {
      throw new DerError('Unsupported DER length');
    }
    length = 0;
    for (let i = 0; i < count; i++) {
      const byte = bytes[start + i];
      if (byte === undefined) {
        throw new DerError('Truncated DER length');
      }
      length = length * 256 + byte;
    }
    start += count;
  }
  const end = start + length;
  if (end > bytes.length) {
    throw new DerError('DER element runs past the end of its buffer');
  }
  return { tag, content: bytes.subarray(start, end), end };
}

/** The elements inside a constructed element's content, in order. */
export function readDerChildren(content: Uint8Array): DerElement[] {
  const children: DerElement[] = [];
  let offset = 0;
  while (offset < content.length) {
    const child = readDer(content, offset);
    children.push(child);
    offset = child.end;
  }
  return children;
}

/** Reads an element and checks its tag. */
export function expectDer(element: DerElement | undefined, tag: number, what: string): DerElement {
  if (element?.tag !== tag) {
    throw new DerError(`Expected ${what}`);
  }
  return element;
}

export function concatBytes(...parts: readonly Uint8Array[]): Uint8Array {
  const total = parts.reduce((sum, part) => sum + part.length, 0);
  const out = new Uint8Array(total);
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

function encodeLength(length: number): Uint8Array {
  if (length < 0x80) {
    return Uint8Array.of(length);
  }
  const bytes: number[] = [];
  for (let rest = length; rest > 0; rest = Math.floor(rest / 256)) {
    bytes.unshift(rest % 256);
  }
  return Uint8Array.of(0x80 | bytes.length, ...bytes);
}

/** One DER element: tag, definite length, content. */
export function encodeDer(tag: number, ...content: readonly Uint8Array[]): Uint8Array {
  const body = concatBytes(...content);
  return concatBytes(Uint8Array.of(tag), encodeLength(body.length), body);
}
