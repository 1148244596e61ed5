/**
 * Identifiers as OCI writes them: OCIDs (`ocid1.<type>.<realm>.<region key>.<unique>`, the region
 * part empty for global resources), request ids, etags and opaque page tokens.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Random } from './random';

const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';

function counterPart(n: number): string {
  const codes = new Array<number>(7);
  let rest = n;
  for (let i = 6; i >= 0; i--) {
    codes[i] = BASE32.charCodeAt(rest % 32);
    rest = Math.floor(rest / 32);
  }
  return String.fromCharCode(...codes);
}

/** Mints OCIDs: random-looking, unique within the minter (a counter is part of each). */
export class OcidMinter {
  private count = 0;

  constructor(private readonly random: Random | undefined) {}

  mint(type: string, realm: string, regionKey: string): string {
    const tail = this.random ? this.random.chars(45, BASE32) : randomText(45);
    // Joined, not concatenated: a flat string, not a rope of pieces (a quarter of a million ids).
    return ['ocid1', type, realm, regionKey, `amaaaaaa${counterPart(this.count++)}${tail}`].join('.');
  }
}

function randomText(length: number): string {
  const bytes = randomBytes(length);
  let out = '';
  for (const byte of bytes) out += BASE32.charAt(byte % 32);
  return out;
}

/** A request id like the services': 32 upper-case hex characters. */
export function newRequestId(): string {
  return randomBytes(16).toString('hex').toUpperCase();
}

export function etagOf(id: string, version: number): string {
  return createHash('sha256').update(`${id}#${version}`).digest('hex').slice(0, 40);
}

export function hashText(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}
