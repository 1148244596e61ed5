import { renderToStaticMarkup } from 'react-dom/server';
import { I18nProvider } from 'react-aria-components';
import { describe, expect, test } from 'vitest';
import { Freshness } from '../../../../src/app/ui/Freshness';
import { UiStringsProvider } from '../../../../src/app/ui/UiStringsProvider';

const now = Date.parse('2025-03-10T12:00:00Z');
const second = 1000;
const minute = 60 * second;
const hour = 60 * minute;
const day = 24 * hour;

const text = (html: string) => html.replace(/<[^>]+>/g, '');

describe('Freshness', () => {
  test.each([
    [0, 'as of now'],
    [20 * second, 'as of 20 seconds ago'],
    [5 * minute, 'as of 5 minutes ago'],
    [3 * hour, 'as of 3 hours ago'],
    [3 * hour - 1 * minute, 'as of 2 hours ago'],
    [1 * day, 'as of yesterday'],
    [3 * day, 'as of 3 days ago'],
    [10 * day, 'as of last week'],
    [45 * day, 'as of last month'],
    [400 * day, 'as of last year'],
    [-5 * second, 'as of now'],
  ])('%i ms old reads "%s"', (age, expected) => {
    const html = renderToStaticMarkup(<Freshness timestamp={now - age} now={now} locale="en-US" />);
    expect(text(html)).toBe(expected);
  });

  test('is a <time> with the exact instant and the full date as its title', () => {
    const html = renderToStaticMarkup(
      <Freshness timestamp="2025-03-10T09:00:00Z" now={now} locale="en-US" timeZone="UTC" />,
    );
    expect(html).toContain('<time');
    expect(html).toContain('dateTime="2025-03-10T09:00:00.000Z"');
    expect(html).toContain('title="Monday, March 10, 2025 at 9:00:00 AM UTC"');
  });

  test('speaks the current language of the I18nProvider', () => {
    const html = renderToStaticMarkup(
      <I18nProvider locale="fr-FR">
        <UiStringsProvider strings={{ asOf: (t) => `état ${t}` }}>
          <Freshness timestamp={now - 3 * hour} now={now} />
        </UiStringsProvider>
      </I18nProvider>,
    );
    expect(text(html)).toBe('état il y a 3 heures');
  });

  test('marks data older than staleAfterMs', () => {
    const old = renderToStaticMarkup(<Freshness timestamp={now - 2 * day} now={now} staleAfterMs={day} />);
    const fresh = renderToStaticMarkup(<Freshness timestamp={now - hour} now={now} staleAfterMs={day} />);
    expect(old).toContain('ui-freshness--stale');
    expect(fresh).not.toContain('ui-freshness--stale');
  });

  test('renders nothing for a timestamp that is not a date', () => {
    expect(renderToStaticMarkup(<Freshness timestamp="not a date" now={now} />)).toBe('');
  });
});
