import { describe, expect, it } from 'vitest';
import {
  checkDraft,
  draftFromSection,
  emptyDraft,
  fieldOfParameter,
  newProfileOf,
  normalizeFingerprint,
  tokenExpiry,
  type DraftFacts,
  type ProfileDraft,
} from '../../../../../src/app/features/profiles/profileForm';
import { makeToken, NOW } from './renderProfiles';

const FINGERPRINT = '73:61:a2:21:67:e0:df:be:7e:4b:93:1e:15:98:a5:b7';

const apiKeyDraft = (overrides: Partial<ProfileDraft> = {}): ProfileDraft => ({
  kind: 'apiKey',
  name: 'DEFAULT',
  tenancy: 'ocid1.tenancy.oc1..aaaatenancy',
  user: 'ocid1.user.oc1..aaaauser',
  fingerprint: '',
  region: 'us-ashburn-1',
  ...overrides,
});

const facts = (overrides: Partial<DraftFacts> = {}): DraftFacts => ({
  keyFingerprint: FINGERPRINT,
  hasToken: false,
  takenNames: [],
  now: NOW,
  ...overrides,
});

const codes = (draft: ProfileDraft, given: Partial<DraftFacts> = {}) =>
  checkDraft(draft, facts(given)).map((p) => `${p.field}:${p.code}`);

describe('checking an API key draft before it is sent', () => {
  it('passes a complete draft with a usable key', () => {
    expect(codes(apiKeyDraft())).toEqual([]);
  });

  it('asks for every required field and the key', () => {
    const draft = { ...emptyDraft(''), name: ' ' };
    expect(codes(draft, { keyFingerprint: undefined })).toEqual([
      'name:required',
      'tenancy:required',
      'user:required',
      'region:required',
      'key:keyRequired',
    ]);
  });

  it('refuses OCIDs without the tenancy and user prefixes', () => {
    expect(codes(apiKeyDraft({ tenancy: 'ocid1.compartment.oc1..x', user: 'ocid1.tenancy.oc1..x' }))).toEqual(
      ['tenancy:tenancyOcid', 'user:userOcid'],
    );
  });

  it('refuses a name already on the device', () => {
    expect(codes(apiKeyDraft({ name: ' DEFAULT ' }), { takenNames: ['DEFAULT'] })).toEqual([
      'name:nameTaken',
    ]);
  });

  it('checks the fingerprint shape, then that it is the picked key’s, whatever its case and spaces', () => {
    expect(codes(apiKeyDraft({ fingerprint: '73:61:a2' }))).toEqual(['fingerprint:fingerprintFormat']);
    expect(codes(apiKeyDraft({ fingerprint: FINGERPRINT.replace('73', '74') }))).toEqual([
      'fingerprint:fingerprintMismatch',
    ]);
    expect(codes(apiKeyDraft({ fingerprint: ` ${FINGERPRINT.toUpperCase()} ` }))).toEqual([]);
  });
});

describe('checking a session token draft', () => {
  const session = apiKeyDraft({ kind: 'sessionToken', tenancy: '', user: '' });

  it('needs the token file but no user, and the tenancy only when typed', () => {
    expect(codes(session)).toEqual(['token:tokenRequired']);
    expect(codes(session, { hasToken: true })).toEqual([]);
    expect(codes({ ...session, tenancy: 'ocid1.user.oc1..x' }, { hasToken: true })).toEqual([
      'tenancy:tenancyOcid',
    ]);
  });

  it('refuses a token that has expired', () => {
    expect(codes(session, { hasToken: true, tokenExpiresAt: NOW - 1 })).toEqual(['token:tokenExpired']);
    expect(codes(session, { hasToken: true, tokenExpiresAt: NOW + 60_000 })).toEqual([]);
  });

  it('reads the expiry of a session token, and nothing from what is not a JWT', () => {
    const expiresAt = NOW + 3_600_000;
    expect(tokenExpiry(`${makeToken(expiresAt)}\n`)).toBe(expiresAt);
    expect(tokenExpiry('not a token')).toBeUndefined();
    expect(tokenExpiry('a.%%%.c')).toBeUndefined();
  });
});

describe('the profile handed to the worker', () => {
  it('trims an API key profile and leaves out an empty fingerprint', () => {
    const draft = apiKeyDraft({
      name: ' prod ',
      tenancy: ' ocid1.tenancy.oc1..t ',
      region: 'eu-frankfurt-1',
    });
    expect(newProfileOf(draft, 'PEM')).toEqual({
      kind: 'apiKey',
      name: 'prod',
      region: 'eu-frankfurt-1',
      privateKeyPem: 'PEM',
      tenancy: 'ocid1.tenancy.oc1..t',
      user: 'ocid1.user.oc1..aaaauser',
    });
    expect(newProfileOf(apiKeyDraft({ fingerprint: 'AA:BB' }), 'PEM')).toMatchObject({
      fingerprint: 'aa:bb',
    });
  });

  it('carries a session token and its key, with the tenancy only when typed', () => {
    const draft = apiKeyDraft({ kind: 'sessionToken', tenancy: '' });
    expect(newProfileOf(draft, 'PEM', 'TOKEN')).toEqual({
      kind: 'sessionToken',
      name: 'DEFAULT',
      region: 'us-ashburn-1',
      privateKeyPem: 'PEM',
      sessionToken: 'TOKEN',
    });
  });
});

describe('filling the form from a ~/.oci/config section', () => {
  it('takes what the section says and keeps the rest', () => {
    const current = apiKeyDraft({ fingerprint: '', region: 'us-ashburn-1' });
    expect(
      draftFromSection(
        {
          name: 'PROD',
          tenancy: 'ocid1.tenancy.oc1..p',
          user: 'ocid1.user.oc1..p',
          fingerprint: FINGERPRINT,
        },
        current,
      ),
    ).toEqual({
      kind: 'apiKey',
      name: 'PROD',
      tenancy: 'ocid1.tenancy.oc1..p',
      user: 'ocid1.user.oc1..p',
      fingerprint: FINGERPRINT,
      region: 'us-ashburn-1',
    });
  });

  it('is a session token profile when the section names a token file', () => {
    const draft = draftFromSection(
      { name: 'S', security_token_file: '~/.oci/sessions/S/token', region: 'eu-frankfurt-1' },
      emptyDraft('x'),
    );
    expect(draft.kind).toBe('sessionToken');
    expect(draft.region).toBe('eu-frankfurt-1');
  });
});

describe('worker refusals', () => {
  it('land under the field they name', () => {
    expect(fieldOfParameter('privateKeyPem')).toBe('key');
    expect(fieldOfParameter('sessionToken')).toBe('token');
    expect(fieldOfParameter('fingerprint')).toBe('fingerprint');
    expect(fieldOfParameter('id')).toBeUndefined();
    expect(fieldOfParameter(undefined)).toBeUndefined();
  });

  it('compare fingerprints as OCI shows them', () => {
    expect(normalizeFingerprint(' 73:61:A2 ')).toBe('73:61:a2');
  });
});
