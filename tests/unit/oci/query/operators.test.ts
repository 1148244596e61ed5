import { describe, expect, it } from 'vitest';
import { makeResource, where } from './builders';

const web = makeResource({
  displayName: 'Web-Server-01',
  lifecycleState: 'RUNNING',
  additionalDetails: { cpus: 4, memory: '16', flag: true },
});
const db = makeResource({
  displayName: 'db-primary',
  lifecycleState: 'STOPPED',
  additionalDetails: { cpus: 16, memory: '128' },
});
const unnamed = makeResource({ displayName: undefined, lifecycleState: undefined });

describe('= and != (case-insensitive)', () => {
  it('compares strings ignoring case', () => {
    expect(where("lifecycleState = 'running'", web)).toBe(true);
    expect(where("lifecycleState = 'RUNNING'", web)).toBe(true);
    expect(where("lifecycleState = 'RUN'", web)).toBe(false);
    expect(where("displayName = 'web-server-01'", web)).toBe(true);
  });

  it('ignores case where lower-casing changes the length (İ becomes i̇)', () => {
    const city = makeResource({ displayName: 'İSTANBUL' });
    expect(where(`displayName = '${'İSTANBUL'.toLowerCase()}'`, city)).toBe(true);
    expect(where("displayName = 'istanbul'", city)).toBe(false);
  });

  it('negates with !=, and a missing field is not equal', () => {
    expect(where("lifecycleState != 'running'", web)).toBe(false);
    expect(where("lifecycleState != 'running'", db)).toBe(true);
    expect(where("lifecycleState != 'running'", unnamed)).toBe(true);
    expect(where("lifecycleState = 'running'", unnamed)).toBe(false);
  });

  it('compares numbers numerically, also against numeric strings', () => {
    expect(where('cpus = 4', web)).toBe(true);
    expect(where('cpus = 4.0', web)).toBe(true);
    expect(where('memory = 16', web)).toBe(true);
    expect(where('cpus != 4', db)).toBe(true);
    expect(where("cpus = '4'", web)).toBe(true);
    expect(where("cpus = '4.0'", web)).toBe(true);
  });

  it('reads booleans through their text', () => {
    expect(where("flag = 'TRUE'", web)).toBe(true);
    expect(where("flag = 'false'", web)).toBe(false);
  });
});

describe('== and !== (case-sensitive)', () => {
  it('needs the exact text', () => {
    expect(where("displayName == 'Web-Server-01'", web)).toBe(true);
    expect(where("displayName == 'web-server-01'", web)).toBe(false);
    expect(where("displayName !== 'web-server-01'", web)).toBe(true);
    expect(where("displayName !== 'Web-Server-01'", web)).toBe(false);
    expect(where("displayName !== 'x'", unnamed)).toBe(true);
  });

  it('compares numbers numerically', () => {
    expect(where('cpus == 16', db)).toBe(true);
    expect(where('cpus !== 16', db)).toBe(false);
  });
});

describe('=~ and !=~ (contains, case-insensitive, not a regex)', () => {
  it('finds a substring ignoring case', () => {
    expect(where("displayName =~ 'server'", web)).toBe(true);
    expect(where("displayName =~ 'SERVER-0'", web)).toBe(true);
    expect(where("displayName =~ 'primary'", web)).toBe(false);
    expect(where("displayName =~ ''", web)).toBe(true);
  });

  it('treats regex characters literally', () => {
    const dotted = makeResource({ displayName: 'a.b*c' });
    expect(where("displayName =~ 'a.b*'", dotted)).toBe(true);
    expect(where("displayName =~ 'a.b*'", makeResource({ displayName: 'axbbbc' }))).toBe(false);
    expect(where("displayName =~ '.*'", web)).toBe(false);
    expect(where("displayName =~ '^Web'", web)).toBe(false);
  });

  it('negates with !=~', () => {
    expect(where("displayName !=~ 'server'", web)).toBe(false);
    expect(where("displayName !=~ 'server'", db)).toBe(true);
    expect(where("displayName !=~ 'server'", unnamed)).toBe(true);
  });

  it('finds a number in the text of a field', () => {
    expect(where('displayName =~ 0', web)).toBe(true);
    expect(where('displayName =~ 2', web)).toBe(false);
    expect(where('cpus =~ 6', db)).toBe(true);
  });
});

describe('>, >=, <, <=', () => {
  it('compares numbers numerically, not lexically', () => {
    expect(where('cpus > 10', db)).toBe(true);
    expect(where('cpus > 10', web)).toBe(false);
    expect(where('cpus >= 16', db)).toBe(true);
    expect(where('cpus < 16', db)).toBe(false);
    expect(where('cpus <= 16', db)).toBe(true);
    expect(where('memory > 100', db)).toBe(true);
    expect(where('memory > 100', web)).toBe(false);
    expect(where('cpus > -1', web)).toBe(true);
  });

  it('compares a numeric string operand with a number field numerically', () => {
    expect(where("cpus > '9'", db)).toBe(true);
  });

  it('compares other strings lexically, by code unit', () => {
    expect(where("displayName > 'a'", db)).toBe(true);
    expect(where("displayName < 'dc'", db)).toBe(true);
    expect(where("displayName >= 'db-primary'", db)).toBe(true);
    expect(where("displayName <= 'db-primar'", db)).toBe(false);
    expect(where("displayName < 'a'", web)).toBe(true);
  });

  it('is false for a missing or non-numeric field', () => {
    expect(where('cpus > 0', unnamed)).toBe(false);
    expect(where("displayName > 'a'", unnamed)).toBe(false);
    expect(where('displayName > 0', web)).toBe(false);
  });
});

describe('&&, || and parentheses', () => {
  it('combines conditions', () => {
    expect(where("lifecycleState = 'RUNNING' && cpus = 4", web)).toBe(true);
    expect(where("lifecycleState = 'RUNNING' && cpus = 16", web)).toBe(false);
    expect(where("lifecycleState = 'STOPPED' || cpus = 4", web)).toBe(true);
    expect(where("lifecycleState = 'STOPPED' || cpus = 16", web)).toBe(false);
  });

  it('groups with parentheses', () => {
    const condition = "(lifecycleState = 'RUNNING' || lifecycleState = 'STOPPED') && cpus > 8";
    expect(where(condition, db)).toBe(true);
    expect(where(condition, web)).toBe(false);
    expect(where("lifecycleState = 'RUNNING' && (cpus > 8 || displayName =~ 'web')", web)).toBe(true);
    expect(where('((cpus = 4))', web)).toBe(true);
  });
});
