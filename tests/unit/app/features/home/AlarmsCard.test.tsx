/**
 * The home page's firing alarms: each opens its own page, and "All firing alarms" opens the page
 * the alarm kind lists them on (the route its entry declares, served by the route table).
 */
import { describe, expect, it } from 'vitest';
import { AlarmsCard } from '../../../../../src/app/features/home/AlarmsCard';
import { kindListPages } from '../../../../../src/app/kinds/kindLists';
import { renderWithProviders } from '../../shell/renderWithProviders';

const ALARM = {
  id: 'ocid1.alarm.oc1.iad.aaaa',
  displayName: 'cpu-high',
  severity: 'CRITICAL' as const,
  region: 'us-ashburn-1',
  seenAt: 1,
};

describe('the firing alarms card', () => {
  it('links each alarm to its page and all of them to the alarm kind’s list', () => {
    const html = renderWithProviders(<AlarmsCard alarms={[ALARM]} now={2} />, { namespaces: ['home'] });
    const hrefs = [...html.matchAll(/href="([^"]+)"/g)].map((match) => match[1]);
    const list = kindListPages().find((page) => page.kind === 'getAlarm');
    expect(list).toBeDefined();
    expect(hrefs).toEqual([list?.route, `/monitoring/alarms/${ALARM.id}`]);
  });
});
