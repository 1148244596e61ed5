import { describe, expect, it } from 'vitest';
import { parseEmailList } from '../../../../../src/app/features/licenses/emailList';

describe('configuration e-mail list', () => {
  it('takes addresses separated by lines, commas, semicolons or spaces, once each', () => {
    expect(parseEmailList('ops@example.com, dba@example.com\nOPS@example.com;  lic@sub.example.org')).toEqual(
      {
        emails: ['ops@example.com', 'dba@example.com', 'lic@sub.example.org'],
        invalid: [],
      },
    );
  });

  it('names what is not an address', () => {
    expect(parseEmailList('ops@example.com nobody @example.com a@b a@b.c').invalid).toEqual([
      'nobody',
      '@example.com',
      'a@b',
    ]);
  });

  it('allows an empty list: nobody is told', () => {
    expect(parseEmailList('  \n ')).toEqual({ emails: [], invalid: [] });
  });
});
