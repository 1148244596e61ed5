import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { md5 } from '../../../../src/worker/auth/md5';

const hex = (bytes: Uint8Array): string => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
const md5Text = (text: string): string => hex(md5(new TextEncoder().encode(text)));

describe('md5', () => {
  it('matches the RFC 1321 test suite', () => {
    expect(md5Text('')).toBe('d41d8cd98f00b204e9800998ecf8427e');
    expect(md5Text('a')).toBe('0cc175b9c0f1b6a831c399e269772661');
    expect(md5Text('abc')).toBe('900150983cd24fb0d6963f7d28e17f72');
    expect(md5Text('message digest')).toBe('f96b697d7cb7938d525a2f31aaf161d0');
    expect(md5Text('abcdefghijklmnopqrstuvwxyz')).toBe('c3fcd3d76192e4007dfb496cca67e13b');
    expect(md5Text('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789')).toBe(
      'd174ab98d277d9f5a5611c2c9f419d9f',
    );
    expect(md5Text('1234567890'.repeat(8))).toBe('57edf4a22be3c955ac49da2e2107b67a');
  });

  it('agrees with node:crypto for every length across several block edges', () => {
    for (let length = 0; length <= 200; length++) {
      const data = Uint8Array.from({ length }, (_, i) => (i * 31 + length) % 256);
      expect(hex(md5(data))).toBe(createHash('md5').update(data).digest('hex'));
    }
  });
});
