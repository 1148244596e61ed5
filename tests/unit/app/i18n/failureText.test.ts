import { describe, expect, it } from 'vitest';
import type { ConsoleFailure } from '../../../../src/contract/failure';
import { failureText } from '../../../../src/app/i18n/failureText';
import { makeI18n } from '../shell/renderWithProviders';

const textIn = (lng: string) => {
  const t = makeI18n(lng).getFixedT(lng, 'console');
  return (failure: ConsoleFailure) => failureText(t, failure);
};

const OFFLINE: ConsoleFailure = { kind: 'network', message: 'The device is offline.' };
const NOT_FOUND: ConsoleFailure = {
  kind: 'http',
  status: 404,
  code: 'NotAuthorizedOrNotFound',
  message: 'Authorization failed or requested resource not found.',
};

describe('failureText', () => {
  it("says why in the user's language, not in the call layer's English", () => {
    expect(textIn('en')(OFFLINE)).toBe('The device is offline or the connection dropped.');
    expect(textIn('de')(OFFLINE)).toBe('Das Gerät ist offline oder die Verbindung ist abgebrochen.');
    expect(textIn('fr')(OFFLINE)).toBe('L’appareil est hors ligne ou la connexion a été coupée.');
    expect(textIn('ar')(OFFLINE)).toBe('الجهاز غير متصل أو انقطع الاتصال.');
    expect(textIn('de')({ kind: 'timeout', message: 'Timed out after 30000 ms', afterMs: 30_000 })).toBe(
      'Der Dienst hat nicht rechtzeitig geantwortet.',
    );
  });

  it("adds the service's own message to an HTTP failure, as the service's words", () => {
    expect(textIn('de')(NOT_FOUND)).toBe(
      'Die Ressource existiert nicht, oder dieses Profil darf sie nicht sehen. ' +
        'Meldung des Dienstes: Authorization failed or requested resource not found.',
    );
    expect(textIn('en')({ ...NOT_FOUND, message: ' ' })).toBe(
      'The resource does not exist, or this profile may not see it.',
    );
  });

  it("words a form's refusal by its reason, not by the worker's English message", () => {
    const openSsh: ConsoleFailure = {
      kind: 'validation',
      parameter: 'privateKeyPem',
      message:
        'This is an OpenSSH key. OCI needs a PEM key: convert a copy with ssh-keygen -p -m PEM -f key-copy.',
      reason: 'keyOpenSsh',
    };
    expect(textIn('de')(openSsh)).toBe(
      'Das ist ein OpenSSH-Schlüssel. OCI braucht einen PEM-Schlüssel: Wandeln Sie eine Kopie mit ssh-keygen -p -m PEM -f key-copy um.',
    );
    expect(textIn('en')(openSsh)).toBe(openSsh.message);
  });

  it('keeps the detail of a refusal that has no reason of its own', () => {
    const region: ConsoleFailure = { kind: 'validation', message: 'x.attacker.example is not an OCI region' };
    expect(textIn('fr')(region)).toBe(
      'La requête a été refusée avant son envoi : une valeur manque ou est incorrecte. x.attacker.example is not an OCI region',
    );
  });

  it('has words for every outcome of the failure policy in every language', () => {
    const failures: ConsoleFailure[] = [
      OFFLINE,
      NOT_FOUND,
      { kind: 'timeout', message: '', afterMs: 1 },
      { kind: 'invalid-response', message: '', status: 200, reason: 'not-oci' },
      { kind: 'invalid-response', message: '', status: 200 },
      { kind: 'validation', message: '' },
      { kind: 'circuit-open', message: '', host: 'h', retryAt: 0 },
      { kind: 'storage', message: '', quotaExceeded: true },
      { kind: 'aborted', message: '' },
      ...[400, 401, 403, 409, 412, 429, 500, 503].map((status): ConsoleFailure => ({
        kind: 'http',
        status,
        code: 'X',
        message: '',
      })),
    ];
    const english = textIn('en');
    for (const failure of failures) expect(english(failure)).not.toMatch(/^failure\./);
    for (const lng of ['de', 'fr', 'ar']) {
      const text = textIn(lng);
      // A missing translation would fall back to the English words.
      for (const failure of failures) expect(text(failure)).not.toBe(english(failure));
    }
  });
});
