/**
 * The add-profile form as data: the draft the user types, the checks made before anything is
 * sent to the worker (OCID prefixes, fingerprint shape and match, an expired session token), the
 * profile handed to the worker, and a pasted ~/.oci/config section turned into a draft.
 * The key and the token are not part of the draft: the form holds them apart and drops them
 * once sent.
 */
import type { NewProfile, OciConfigSection } from '../../../worker/api';
import { TENANCY_PREFIX } from '../../../oci/ocid';

export type ProfileKind = NewProfile['kind'];

export interface ProfileDraft {
  readonly kind: ProfileKind;
  readonly name: string;
  readonly tenancy: string;
  readonly user: string;
  /** Optional: when given it must be the picked key's. */
  readonly fingerprint: string;
  readonly region: string;
}

export type DraftField = 'name' | 'tenancy' | 'user' | 'fingerprint' | 'region' | 'key' | 'token';

export type DraftProblemCode =
  | 'required'
  | 'nameTaken'
  | 'tenancyOcid'
  | 'userOcid'
  | 'fingerprintFormat'
  | 'fingerprintMismatch'
  | 'keyRequired'
  | 'tokenRequired'
  | 'tokenExpired';

export interface DraftProblem {
  readonly field: DraftField;
  readonly code: DraftProblemCode;
}

/** What the form knows besides the draft: the picked key and token, the names in use, the time. */
export interface DraftFacts {
  /** The picked key's fingerprint (from the worker), when a usable key is picked. */
  readonly keyFingerprint?: string;
  readonly hasToken: boolean;
  /** When the picked session token expires (epoch ms), if it says. */
  readonly tokenExpiresAt?: number;
  readonly takenNames: readonly string[];
  readonly now: number;
}

export const USER_PREFIX = 'ocid1.user.';
const FINGERPRINT = /^[0-9a-f]{2}(:[0-9a-f]{2}){15}$/;

export function emptyDraft(region: string): ProfileDraft {
  return { kind: 'apiKey', name: 'DEFAULT', tenancy: '', user: '', fingerprint: '', region };
}

/** A fingerprint as OCI shows it: lower case, colons, no spaces. */
export function normalizeFingerprint(text: string): string {
  return text.trim().toLowerCase().replace(/\s+/g, '');
}

/** When a session token (a JWT) expires, in epoch ms; undefined when it does not say. */
export { tokenExpiry } from '../../../oci/sessionToken';

/** Every problem of the draft, in the order of the form's fields; empty when it can be sent. */
export function checkDraft(draft: ProfileDraft, facts: DraftFacts): DraftProblem[] {
  const problems: DraftProblem[] = [];
  const name = draft.name.trim();
  if (name === '') problems.push({ field: 'name', code: 'required' });
  else if (facts.takenNames.includes(name)) problems.push({ field: 'name', code: 'nameTaken' });

  const tenancy = draft.tenancy.trim();
  if (draft.kind === 'apiKey' && tenancy === '') problems.push({ field: 'tenancy', code: 'required' });
  else if (tenancy !== '' && !tenancy.startsWith(TENANCY_PREFIX))
    problems.push({ field: 'tenancy', code: 'tenancyOcid' });

  if (draft.kind === 'apiKey') {
    const user = draft.user.trim();
    if (user === '') problems.push({ field: 'user', code: 'required' });
    else if (!user.startsWith(USER_PREFIX)) problems.push({ field: 'user', code: 'userOcid' });

    const fingerprint = normalizeFingerprint(draft.fingerprint);
    if (fingerprint !== '' && !FINGERPRINT.test(fingerprint))
      problems.push({ field: 'fingerprint', code: 'fingerprintFormat' });
    else if (fingerprint !== '' && facts.keyFingerprint !== undefined && fingerprint !== facts.keyFingerprint)
      problems.push({ field: 'fingerprint', code: 'fingerprintMismatch' });
  }

  if (draft.region.trim() === '') problems.push({ field: 'region', code: 'required' });

  if (draft.kind === 'sessionToken') {
    if (!facts.hasToken) problems.push({ field: 'token', code: 'tokenRequired' });
    else if (facts.tokenExpiresAt !== undefined && facts.tokenExpiresAt <= facts.now)
      problems.push({ field: 'token', code: 'tokenExpired' });
  }
  if (facts.keyFingerprint === undefined) problems.push({ field: 'key', code: 'keyRequired' });
  return problems;
}

/** The profile the worker stores, from a checked draft, the key's PEM and (for a session) the token. */
export function newProfileOf(draft: ProfileDraft, privateKeyPem: string, sessionToken = ''): NewProfile {
  const common = { name: draft.name.trim(), region: draft.region.trim(), privateKeyPem };
  if (draft.kind === 'sessionToken') {
    const tenancy = draft.tenancy.trim();
    return { ...common, kind: 'sessionToken', sessionToken, ...(tenancy === '' ? {} : { tenancy }) };
  }
  const fingerprint = normalizeFingerprint(draft.fingerprint);
  return {
    ...common,
    kind: 'apiKey',
    tenancy: draft.tenancy.trim(),
    user: draft.user.trim(),
    ...(fingerprint === '' ? {} : { fingerprint }),
  };
}

/** The draft a config section describes; what it does not say keeps the current value. */
export function draftFromSection(section: OciConfigSection, current: ProfileDraft): ProfileDraft {
  return {
    kind: section.security_token_file ? 'sessionToken' : 'apiKey',
    name: section.name,
    tenancy: section.tenancy ?? current.tenancy,
    user: section.user ?? current.user,
    fingerprint: section.fingerprint ?? current.fingerprint,
    region: section.region ?? current.region,
  };
}

/** Which field of the form a worker validation failure names (its `parameter`). */
export function fieldOfParameter(parameter: string | undefined): DraftField | undefined {
  switch (parameter) {
    case 'name':
    case 'tenancy':
    case 'user':
    case 'fingerprint':
    case 'region':
      return parameter;
    case 'privateKeyPem':
      return 'key';
    case 'sessionToken':
      return 'token';
    default:
      return undefined;
  }
}
