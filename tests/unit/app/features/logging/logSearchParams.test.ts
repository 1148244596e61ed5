import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FILTERS,
  filtersFromQuery,
  filtersToQuery,
  LOG_SEARCH_READ,
  logSearchParams,
  logSearchQuery,
} from '../../../../../src/app/features/logging/logSearchParams';
import { operation } from '../../../../../src/oci/operations';
import { prepareRequest } from '../../../../../src/worker/client/prepare';
import { jsonBody } from '../../../worker/client/fakeFetch';

const NOW = Date.parse('2026-11-01T12:00:00.000Z');
const inCompartment = { ...DEFAULT_FILTERS, compartmentId: 'ocid1.compartment.oc1..c' };

describe('log search parameters', () => {
  it('send every filter of the specified call, and leave out empty ones', () => {
    const params = logSearchParams(
      {
        ...inCompartment,
        logId: 'ocid1.log.oc1..l',
        logType: 'SERVICE',
        sourceService: 'devops',
        sortOrder: 'ASC',
      },
      { page: 'p2', limit: 50 },
      NOW,
    );
    expect(params).toMatchObject({
      compartmentId: 'ocid1.compartment.oc1..c',
      logId: 'ocid1.log.oc1..l',
      logType: 'SERVICE',
      sourceService: 'devops',
      sourceResource: undefined,
      sortBy: 'timeCreated',
      sortOrder: 'ASC',
      limit: 50,
      page: 'p2',
    });
  });

  it('carry the public body: the period up to now and the query', () => {
    const params = logSearchParams({ ...inCompartment, period: '1h' }, { limit: 50 }, NOW);
    expect(params['searchLogsDetails']).toEqual({
      timeStart: '2026-11-01T11:00:00.000Z',
      timeEnd: '2026-11-01T12:00:00.000Z',
      searchQuery: 'search "ocid1.compartment.oc1..c" | sort by datetime desc',
      isReturnFieldInfo: false,
      isIncludeSubcompartments: false,
    });
    const wider = logSearchParams({ ...inCompartment, includeSubcompartments: true }, { limit: 50 }, NOW);
    expect(wider['searchLogsDetails']).toMatchObject({ isIncludeSubcompartments: true });
  });

  it('scope the public query to the log when its group is known, or filter by log id otherwise', () => {
    expect(logSearchQuery({ ...inCompartment, logId: 'L', logGroupId: 'G' })).toBe(
      'search "ocid1.compartment.oc1..c/G/L" | sort by datetime desc',
    );
    expect(logSearchQuery({ ...inCompartment, logId: 'L', sourceResource: "it's", sortOrder: 'ASC' })).toBe(
      "search \"ocid1.compartment.oc1..c\" | where oracle.logid = 'L' and source = 'it\\'s' | sort by datetime asc",
    );
  });

  it('round-trip through the URL, ignoring values they do not know', () => {
    const filters = {
      ...inCompartment,
      logId: 'L',
      logType: 'CUSTOM',
      sortBy: 'displayName' as const,
      period: '7d' as const,
      includeSubcompartments: true,
    };
    expect(filtersFromQuery(filtersToQuery(filters))).toEqual(filters);
    expect(
      filtersFromQuery(
        new URLSearchParams('logType=OTHER&sortBy=x&sortOrder=UP&period=1y&subcompartments=yes'),
      ),
    ).toEqual(DEFAULT_FILTERS);
  });

  it('are sent as the public search even to an endpoint that takes the specified calls', () => {
    // The emulator as `npm start` runs it: an explicit endpoint, so no public forms by default.
    const emulator = {
      region: 'us-ashburn-1',
      endpoint: 'http://emu.test',
      usePublicForms: false,
      randomId: () => 'id',
    };
    for (const includeSubcompartments of [false, true]) {
      const params = logSearchParams({ ...inCompartment, includeSubcompartments }, { limit: 50 }, NOW);
      const request = prepareRequest(operation(LOG_SEARCH_READ.operation), params, emulator, {
        form: LOG_SEARCH_READ.form,
      });
      expect(`${request.method} ${request.url}`).toBe(
        'POST http://emu.test/logging/us-ashburn-1/20190909/search?limit=50',
      );
      expect(JSON.parse(jsonBody(request.body))).toMatchObject({
        searchQuery: 'search "ocid1.compartment.oc1..c" | sort by datetime desc',
        isIncludeSubcompartments: includeSubcompartments,
      });
    }
    // Without the asked form, the same endpoint gets the specified call (what the enrichment reads).
    const specified = prepareRequest(operation('searchLogs'), { compartmentId: 'c' }, emulator);
    expect(`${specified.method} ${specified.url}`).toBe(
      'GET http://emu.test/logging/us-ashburn-1/20200531/searchLogs?compartmentId=c',
    );
  });
});
