import { describe, expect, it } from 'vitest';
import { matchResourceLink } from '../../../../../src/app/features/search/matchResourceLink';
import { ocidInText, sharedTarget } from '../../../../../src/app/features/search/sharedTarget';
import { searchPaths } from '../../../../../src/app/features/search/paths';

const INSTANCE = 'ocid1.instance.oc1.iad.anuwcljt2ahxmzqcmtaqxnb5ml3kh5kfwqrdenc3lnb3ysbnvq5n7lo4wq3a';
const shared = (query: Record<string, string>) => sharedTarget(new URLSearchParams(query));

describe('the OCID in a shared text', () => {
  it('finds it in a message, a console link and a log line, without the sentence around it', () => {
    expect(ocidInText(`Can you look at ${INSTANCE}? It is stuck.`)).toBe(INSTANCE);
    expect(ocidInText(`It is ${INSTANCE}.`)).toBe(INSTANCE);
    expect(ocidInText(`https://cloud.oracle.com/compute/instances/${INSTANCE}?region=us-ashburn-1`)).toBe(
      INSTANCE,
    );
    expect(ocidInText(`https://x.example/db?ocid=${encodeURIComponent(INSTANCE)}`)).toBe(INSTANCE);
    expect(ocidInText(`id="${INSTANCE}"`)).toBe(INSTANCE);
    expect(
      ocidInText('tenancy ocid1.tenancy.oc1..aaaaaaaaba3pv6wkcr4jqae5f15p2b2m2yt2j6rx32uzr4h25vqstifsfdsq'),
    ).toBe('ocid1.tenancy.oc1..aaaaaaaaba3pv6wkcr4jqae5f15p2b2m2yt2j6rx32uzr4h25vqstifsfdsq');
  });

  it('takes the first of several', () => {
    expect(ocidInText(`${INSTANCE} and ocid1.vcn.oc1.iad.other`)).toBe(INSTANCE);
  });

  it('finds none in hostile or ordinary text, and never throws', () => {
    for (const text of [
      '',
      'no id here',
      'ocid1',
      'ocid1.',
      'xocid1.instance.oc1.iad.abc',
      `ocid1.instance.oc1.iad.${'a'.repeat(400)}`,
      "ocid1.instance.oc1.iad.a'--",
      '%E0%A4%A',
      'ocid1.instance<script>',
      'ocid1.'.repeat(10_000),
    ]) {
      expect(() => ocidInText(text)).not.toThrow();
      const found = ocidInText(text);
      if (found !== undefined) expect(found).toMatch(/^ocid1\.[a-z0-9]+\.[a-z0-9-]*\.[A-Za-z0-9._-]*$/);
    }
    expect(ocidInText('xocid1.instance.oc1.iad.abc')).toBeUndefined();
    expect(ocidInText(`ocid1.instance.oc1.iad.${'a'.repeat(400)}`)).toBeUndefined();
    expect(ocidInText("ocid1.instance.oc1.iad.a'--")).toBe('ocid1.instance.oc1.iad.a');
  });
});

describe('what a shared text opens', () => {
  it('opens the resource of an OCID in the text, the link or the title', () => {
    expect(shared({ text: `look: ${INSTANCE}` })).toEqual({ kind: 'resource', id: INSTANCE });
    expect(
      shared({ text: 'look at this', url: `https://cloud.oracle.com/compute/instances/${INSTANCE}` }),
    ).toEqual({
      kind: 'resource',
      id: INSTANCE,
    });
    expect(shared({ title: INSTANCE })).toEqual({ kind: 'resource', id: INSTANCE });
  });

  it('searches for the text when it holds no OCID, the title when there is no text', () => {
    expect(shared({ text: '  prod-web   01\n', title: 'Notes' })).toEqual({
      kind: 'search',
      q: 'prod-web 01',
    });
    expect(shared({ title: 'prod-db', url: 'https://example.com/' })).toEqual({
      kind: 'search',
      q: 'prod-db',
    });
    expect(shared({})).toEqual({ kind: 'search', q: '' });
  });

  it('bounds the search a long text becomes', () => {
    const target = shared({ text: 'word '.repeat(10_000) });
    expect(target.kind).toBe('search');
    expect(target.kind === 'search' ? target.q.length : 0).toBeLessThanOrEqual(200);
  });
});

describe('the generic page of a shared OCID', () => {
  it('is an address the catch-all route reads back as that resource', () => {
    expect(matchResourceLink(searchPaths.resource(INSTANCE))).toEqual({ id: INSTANCE });
    const tenancy = 'ocid1.tenancy.oc1..aaaaaaaaba3pv6wkcr4jqae5f15p2b2m2yt2j6rx32uzr4h25vqstifsfdsq';
    expect(matchResourceLink(searchPaths.resource(tenancy))).toEqual({ id: tenancy });
  });
});
