import { renderToStaticMarkup } from 'react-dom/server';
import { I18nProvider } from 'react-aria-components';
import { describe, expect, test } from 'vitest';
import { BarChart } from '../../../../src/app/ui/BarChart';
import { DonutChart } from '../../../../src/app/ui/DonutChart';
import { LineChart } from '../../../../src/app/ui/LineChart';
import { PieChart } from '../../../../src/app/ui/PieChart';

const data = [
  { label: 'Running', value: 12 },
  { label: 'Stopped', value: 6 },
  { label: 'Terminated', value: 2 },
];

const charts = [
  ['BarChart', renderToStaticMarkup(<BarChart title="Instances by state" data={data} />), 350, 350],
  ['PieChart', renderToStaticMarkup(<PieChart title="Instances by state" data={data} />), 400, 400],
  ['DonutChart', renderToStaticMarkup(<DonutChart title="Instances by state" data={data} />), 400, 400],
] as const;

describe.each(charts)('%s', (_name, html, width, height) => {
  test('is one image named by a summary of the data', () => {
    expect(html).toMatch(/<svg[^>]*role="img"/);
    expect(html).toContain('aria-label="Instances by state: 3 items, total 20. Largest: Running, 12 (60%)."');
  });

  test(`has the §9 default size, ${width} × ${height}, scaling down to fit a phone`, () => {
    expect(html).toContain(`viewBox="0 0 ${width} ${height}"`);
    expect(html).toContain(`max-inline-size:${width}px`);
  });

  test('has a visually hidden data table with every value and share', () => {
    expect(html).toMatch(/<div class="visually-hidden"><table><caption>Instances by state<\/caption>/);
    expect(html).toContain('<th scope="row">Running</th><td>12</td><td>60%</td>');
    expect(html).toContain('<th scope="row">Stopped</th><td>6</td><td>30%</td>');
    expect(html).toContain('<th scope="row">Total</th><td>20</td><td>100%</td>');
  });

  test('has a visible caption', () => {
    expect(html).toContain('<figcaption class="ui-chart__title">Instances by state</figcaption>');
  });
});

describe('chart colours and legends', () => {
  test('pie and donut have a legend with values and shares, in the chosen variant', () => {
    const html = renderToStaticMarkup(<DonutChart title="t" data={data} variant="greens" />);
    expect(html).toMatch(/<ul class="ui-chart__legend"/);
    expect(html).toContain('background:var(--chart-greens-1)');
    expect(html).toContain('fill:var(--chart-greens-1)');
    expect(html).toContain(
      '<span class="ui-chart__legend-label">Stopped</span><span class="ui-chart__legend-value">6 (30%)</span>',
    );
  });

  test('a pie with more items than colours folds the smallest into "Other", the table keeps them all', () => {
    const many = Array.from({ length: 10 }, (_, i) => ({ label: `Type ${i + 1}`, value: 10 - i }));
    const html = renderToStaticMarkup(<PieChart title="Resources" data={many} />);
    expect(html.match(/class="ui-chart__legend-item"/g)).toHaveLength(7);
    expect(html).toContain(
      '<span class="ui-chart__legend-label">Other</span><span class="ui-chart__legend-value">10 (18.2%)</span>',
    );
    expect(html.match(/<tr><th scope="row">Type /g)).toHaveLength(10);
  });

  test('bars are labelled directly and grow taller than the default when there are many', () => {
    const many = Array.from({ length: 12 }, (_, i) => ({ label: `Compartment ${i + 1}`, value: i }));
    const html = renderToStaticMarkup(<BarChart title="By compartment" data={many} variant="reds" />);
    expect(html).toContain('viewBox="0 0 350 480"');
    expect(html).toContain('>Compartment 12</text>');
    expect(html).toContain('fill:var(--chart-reds-3)');
  });

  test('an empty chart still has its summary and table', () => {
    const html = renderToStaticMarkup(<DonutChart title="Nothing yet" data={[]} />);
    expect(html).toContain('aria-label="Nothing yet: 0 items, total 0."');
    expect(html).toContain('<th scope="row">Total</th><td>0</td>');
  });
});

describe('charts in a right-to-left language', () => {
  test('bars grow from the right, labels start at the right edge', () => {
    const html = renderToStaticMarkup(
      <I18nProvider locale="ar-EG">
        <BarChart
          title="الحالات"
          data={[
            { label: 'قيد التشغيل', value: 10 },
            { label: 'متوقف', value: 5 },
          ]}
        />
      </I18nProvider>,
    );
    expect(html).toMatch(/<text class="ui-chart__text" x="350" y="13" direction="rtl">متوقف<\/text>/);
    expect(html).toContain('<rect class="visx-bar" x="175" y="18" width="175"');
    expect(html).toMatch(/x="0" y="13" text-anchor="end" direction="rtl">٥</);
  });
});

describe('LineChart', () => {
  const line = (locale: string) =>
    renderToStaticMarkup(
      <I18nProvider locale={locale}>
        <LineChart
          summary="CPU utilization: latest 40%"
          series={[
            {
              label: 'web-1',
              points: [
                { at: 0, value: 20 },
                { at: 60_000, value: 40 },
              ],
            },
          ]}
          from={0}
          to={60_000}
          formatValue={(value) => `${value}%`}
          formatTime={(at) => `t${at}`}
        />
      </I18nProvider>,
    );

  test('is one image named by its summary, at its default size, scaling down to fit a phone', () => {
    const html = line('en-US');
    expect(html).toMatch(/^<svg class="ui-chart__svg" role="img" aria-label="CPU utilization: latest 40%"/);
    expect(html).toContain('viewBox="0 0 350 180"');
    expect(html).toContain('ui-chart__line');
  });

  test('runs time from the right in a right-to-left language', () => {
    expect(line('en-US')).toMatch(/<path[^>]*d="M64,/);
    expect(line('ar-EG')).toMatch(/<path[^>]*d="M286,/);
  });
});
