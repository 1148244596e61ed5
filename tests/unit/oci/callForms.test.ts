/** Which form of the API the console speaks, and whether an operation exists in it. */
import { describe, expect, it } from 'vitest';
import { offeredIn, speaksPublicApi } from '../../../src/oci/callForms';
import { operation } from '../../../src/oci/operations';

describe('the form of the API the console speaks', () => {
  it('is the public one on real regions: through the relay, or with no endpoint', () => {
    expect(speaksPublicApi({ endpoint: 'http://127.0.0.1:8787', mode: 'emulator' })).toBe(false);
    expect(speaksPublicApi({ endpoint: 'http://127.0.0.1:4173/relay', mode: 'relay' })).toBe(true);
    expect(speaksPublicApi({ mode: 'direct' })).toBe(true);
    expect(speaksPublicApi({})).toBe(true);
  });

  it('offers an operation without a public form only where the specified calls are spoken', () => {
    const logging = operation('createServiceLoggingConfig');
    expect(offeredIn(logging, false)).toBe(true);
    expect(offeredIn(logging, true)).toBe(false);
    // A call with a public form of its own is offered on both.
    expect(offeredIn(operation('searchLogs'), true)).toBe(true);
    expect(offeredIn(operation('getProject'), true)).toBe(true);
  });
});
