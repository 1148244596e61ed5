import { describe, expect, it } from 'vitest';
import { formatBytes } from '../../../../src/app/kit/formatBytes';
import { valueAt } from '../../../../src/app/kit/valueAt';
import { formatDuration, formatField, stringAt, stringsAt } from '../../../../src/app/kit/formatField';
import type { FormatContext } from '../../../../src/app/kit/formatField';

const en: FormatContext = { locale: 'en', timeZone: 'UTC', yes: 'Yes', no: 'No', allPorts: 'All' };
const de: FormatContext = { locale: 'de', timeZone: 'UTC', yes: 'Ja', no: 'Nein', allPorts: 'Alle' };

describe('reading values', () => {
  const vnic = { id: 'a', networkDetails: { type: 'VCN' }, nsgIds: ['n1', '', 'n2'], mappings: [{ id: 'm1' }, {}] };

  it('follows dot paths and answers the whole value for an empty path', () => {
    expect(valueAt(vnic, 'networkDetails.type')).toBe('VCN');
    expect(valueAt(vnic, 'networkDetails.missing.deeper')).toBeUndefined();
    expect(valueAt('tenancy-ns', '')).toBe('tenancy-ns');
  });

  it('takes non-empty strings and numbers as strings', () => {
    expect(stringAt(vnic, 'id')).toBe('a');
    expect(stringAt({ vlanTag: 100 }, 'vlanTag')).toBe('100');
    expect(stringAt({ name: '' }, 'name')).toBeUndefined();
  });

  it('collects identifiers from one value, a list, or a field of each object', () => {
    expect(stringsAt(vnic, 'id')).toEqual(['a']);
    expect(stringsAt(vnic, 'nsgIds')).toEqual(['n1', 'n2']);
    expect(stringsAt(vnic, 'mappings', 'id')).toEqual(['m1']);
    expect(stringsAt(vnic, 'missing')).toEqual([]);
  });
});

describe('formatting fields', () => {
  it('leaves out what is not there', () => {
    expect(formatField(undefined, 'text', en)).toBeNull();
    expect(formatField('', 'code', en)).toBeNull();
    expect(formatField(null, 'number', en)).toBeNull();
    expect(formatField({ nested: true }, 'text', en)).toBeNull();
  });

  it('writes booleans in the user language', () => {
    expect(formatField(true, 'boolean', en)).toBe('Yes');
    expect(formatField(false, 'boolean', de)).toBe('Nein');
  });

  it('writes numbers, sizes and durations for the locale', () => {
    expect(formatField(16384, 'number', en)).toBe('16,384');
    expect(formatField(16384, 'number', de)).toBe('16.384');
    expect(formatBytes(57_000_000, 'en')).toBe('57 MB');
    expect(formatBytes(1647, 'en')).toBe('1.6 kB');
    expect(formatField(128, 'megabytes', en)).toBe('128 MB');
    expect(formatField(30, 'seconds', en)).toBe('30 seconds');
    expect(formatDuration(7_200_000, 'en')).toBe('2 hours');
    expect(formatField(90_000, 'milliseconds', en)).toBe('90 seconds');
  });

  it('writes a virtual circuit MTU as bytes and keeps an unknown value as it is', () => {
    expect(formatField('MTU_9000', 'mtu', en)).toBe('9,000 bytes');
    expect(formatField('MTU_1500', 'mtu', de)).toBe('1.500 Byte');
    expect(formatField('JUMBO', 'mtu', en)).toBe('JUMBO');
  });

  it('writes port ranges, with every port when none is set', () => {
    expect(formatField({ min: 443, max: 443 }, 'portRange', en)).toBe('443');
    expect(formatField({ min: 1024, max: 65535 }, 'portRange', en)).toBe('1024–65535');
    expect(formatField(undefined, 'portRange', en)).toBe('All');
  });

  it('writes dates in the user time zone, and calendar dates the same everywhere', () => {
    expect(formatField('2026-09-15T10:03:46.281Z', 'dateTime', en)).toBe('Sep 15, 2026, 10:03 AM');
    expect(formatField('2027-01-05T00:00:00.000Z', 'date', { ...en, timeZone: 'America/Los_Angeles' })).toBe(
      'Jan 5, 2027',
    );
    expect(formatField('not a date', 'dateTime', en)).toBe('not a date');
  });

  it('lists values and fields of objects, and counts lists', () => {
    expect(formatField(['GET', 'POST'], 'list', en)).toBe('GET, POST');
    expect(formatField([{ serviceName: 'All IAD Services' }], 'list', en, 'serviceName')).toBe('All IAD Services');
    expect(formatField([], 'list', en)).toBeNull();
    expect(formatField([{}, {}, {}], 'count', en)).toBe('3');
  });
});
