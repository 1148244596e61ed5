/**
 * The home page's firing alarms: each opens its own page, and "All firing alarms" opens the page
 * the alarm kind lists them on (the route its entry declares, served by the route table). A
 * region whose alarms the service refused as not offered (404, 401) is a plain sentence in each
 * of the four languages, never an error panel.
 */
import { readFileSync } from 'node:fs';
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
    const html = renderWithProviders(<AlarmsCard alarms={[ALARM]} refused={[]} now={2} />, {
      namespaces: ['home'],
    });
    const hrefs = [...html.matchAll(/href="([^"]+)"/g)].map((match) => match[1]);
    const list = kindListPages().find((page) => page.kind === 'getAlarm');
    expect(list).toBeDefined();
    expect(hrefs).toEqual([list?.route, `/monitoring/alarms/${ALARM.id}`]);
  });
});

const NOT_FOUND = {
  kind: 'http' as const,
  status: 404,
  code: 'NotAuthorizedOrNotFound',
  message: 'Authorization failed or requested resource not found.',
  opcRequestId: 'req-1',
};
const REFUSED = [{ region: 'eu-frankfurt-1', failure: NOT_FOUND }];

function homeWords(lng: string): { alarms: Record<string, string> } {
  const url = new URL(`../../../../../public/locales/${lng}/home.json`, import.meta.url);
  return JSON.parse(readFileSync(url, 'utf8')) as { alarms: Record<string, string> };
}

describe('alarms the service does not offer', () => {
  it.each(['en', 'de', 'fr', 'ar'])('say so in a sentence (%s), not an error panel', (lng) => {
    const words = homeWords(lng).alarms;
    const html = renderWithProviders(<AlarmsCard alarms={[]} refused={REFUSED} now={2} />, {
      namespaces: ['home'],
      lng,
    });
    const sentence = (words['notOffered'] ?? '').replace('{{region}}', 'eu-frankfurt-1');
    expect(sentence).not.toBe('');
    expect(html).toContain(`<p class="read-problem" role="status">${sentence}</p>`);
    expect(html).toContain(words['heading']);
    expect(html).not.toContain('role="alert"');
    expect(html).not.toContain('req-1');
  });

  it('keeps a refusal beside the alarms that other regions fire', () => {
    const html = renderWithProviders(<AlarmsCard alarms={[ALARM]} refused={REFUSED} now={2} />, {
      namespaces: ['home'],
    });
    expect(html).toContain('Firing alarms (1)');
    expect(html).toContain('Alarms of eu-frankfurt-1 are not available');
    expect(renderWithProviders(<AlarmsCard alarms={[]} refused={[]} now={2} />)).toBe('');
  });

  it('shows any other failure kept there as the error panel of the one failure policy', () => {
    const failure = { ...NOT_FOUND, status: 500, code: 'InternalServerError' };
    const html = renderWithProviders(
      <AlarmsCard alarms={[]} refused={[{ region: 'eu-frankfurt-1', failure }]} now={2} />,
      { namespaces: ['home'] },
    );
    expect(html).toContain('role="alert"');
    expect(html).not.toContain('read-problem');
  });
});
