/** The month's cost from the Usage API's daily answer: this month, last month, the forecast, the currency. */
import { describe, expect, it } from 'vitest';
import { costRequest, monthCost } from '../../../../../src/app/features/cost/monthCost';

const NOW = Date.UTC(2026, 10, 29, 15, 0);
const day = (m: number, d: number) => new Date(Date.UTC(2026, m, d)).toISOString();
const item = (service: string, started: string, amount: number, isForecast = false, currency = 'EUR') => ({
  service,
  timeUsageStarted: started,
  timeUsageEnded: started,
  computedAmount: amount,
  currency,
  isForecast,
});

describe('costRequest', () => {
  it("asks for last month to the end of today, daily, with a forecast to the month's end", () => {
    expect(costRequest('ocid1.tenancy.oc1..t', 'service', NOW)).toEqual({
      tenantId: 'ocid1.tenancy.oc1..t',
      timeUsageStarted: '2026-10-01T00:00:00.000Z',
      timeUsageEnded: '2026-11-30T00:00:00.000Z',
      granularity: 'DAILY',
      queryType: 'COST',
      groupBy: ['service'],
      forecast: {
        forecastType: 'BASIC',
        timeForecastStarted: '2026-11-30T00:00:00.000Z',
        timeForecastEnded: '2026-12-01T00:00:00.000Z',
      },
    });
    expect(costRequest('t', 'service', Date.UTC(2026, 10, 30, 12)).forecast).toBeUndefined();
  });
});

describe('monthCost', () => {
  const answer = {
    groupBy: ['service'],
    items: [
      item('Compute', day(9, 3), 100),
      item('Compute', day(10, 2), 40),
      item('Compute', day(10, 28), 60),
      item('Compute', day(10, 30), 55, true),
      item('Database', day(10, 5), 30),
    ],
  };

  it("sums this month, last month and the forecast per service, largest first, in the answer's currency", () => {
    const cost = monthCost(answer, 'service', NOW, 'Other');
    expect(cost.rows).toEqual([
      { name: 'Compute', thisMonth: 100, lastMonth: 100, forecast: 155 },
      { name: 'Database', thisMonth: 30, lastMonth: 0, forecast: 30 },
    ]);
    expect(cost.total).toMatchObject({ thisMonth: 130, lastMonth: 100, forecast: 185 });
    expect(cost.currency).toBe('EUR');
    expect(cost.mixedCurrencies).toBe(false);
  });

  it('assumes no currency the answer did not give, and says when it gave several', () => {
    expect(
      monthCost({ items: [item('Compute', day(10, 2), 1, false, 'euros')] }, 'service', NOW, 'Other')
        .currency,
    ).toBeUndefined();
    const mixed = monthCost(
      { items: [item('Compute', day(10, 2), 1, false, 'EUR'), item('Compute', day(10, 3), 1, false, 'USD')] },
      'service',
      NOW,
      'Other',
    );
    expect(mixed.mixedCurrencies).toBe(true);
  });
});
