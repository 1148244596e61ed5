import { describe, expect, it } from 'vitest';
import { parseOciConfig } from '../../../../src/worker/auth/profiles';

const CONFIG = [
  '# written by oci setup config',
  '[DEFAULT]',
  'user=ocid1.user.oc1..aaaa',
  'fingerprint=73:61:a2:21:67:e0:df:be:7e:4b:93:1e:15:98:a5:b7',
  'tenancy = ocid1.tenancy.oc1..bbbb',
  'region=us-ashburn-1',
  'key_file=~/.oci/oci_api_key.pem',
  '',
  '[session]',
  'fingerprint=11:22',
  'key_file=/home/me/.oci/sessions/session/oci_api_key.pem',
  'security_token_file=/home/me/.oci/sessions/session/token',
  'region=eu-frankfurt-1',
  '; a comment',
  'unknown_setting=ignored',
  '',
  '[ encrypted ]',
  'pass_phrase=hunter2',
].join('\r\n');

describe('parseOciConfig', () => {
  it('reads every section, with DEFAULT values inherited and unknown keys dropped', () => {
    expect(parseOciConfig(CONFIG)).toEqual([
      {
        name: 'DEFAULT',
        user: 'ocid1.user.oc1..aaaa',
        fingerprint: '73:61:a2:21:67:e0:df:be:7e:4b:93:1e:15:98:a5:b7',
        tenancy: 'ocid1.tenancy.oc1..bbbb',
        region: 'us-ashburn-1',
        key_file: '~/.oci/oci_api_key.pem',
      },
      {
        name: 'session',
        user: 'ocid1.user.oc1..aaaa',
        fingerprint: '11:22',
        tenancy: 'ocid1.tenancy.oc1..bbbb',
        region: 'eu-frankfurt-1',
        key_file: '/home/me/.oci/sessions/session/oci_api_key.pem',
        security_token_file: '/home/me/.oci/sessions/session/token',
      },
      {
        name: 'encrypted',
        user: 'ocid1.user.oc1..aaaa',
        fingerprint: '73:61:a2:21:67:e0:df:be:7e:4b:93:1e:15:98:a5:b7',
        tenancy: 'ocid1.tenancy.oc1..bbbb',
        region: 'us-ashburn-1',
        key_file: '~/.oci/oci_api_key.pem',
        pass_phrase: 'hunter2',
      },
    ]);
  });

  it('treats lines pasted without a header as DEFAULT, and keeps = inside values', () => {
    expect(parseOciConfig('region=us-phoenix-1\nkey_file=C:\\keys\\a=b.pem')).toEqual([
      { name: 'DEFAULT', region: 'us-phoenix-1', key_file: 'C:\\keys\\a=b.pem' },
    ]);
    expect(parseOciConfig('')).toEqual([]);
  });
});
