import type { ReactNode } from 'react';
import type { ChartDatum, ValueFormatter } from './chartData';
import { total } from './chartData';
import { ChartSvg } from './ChartSvg';
import { useUiStrings } from './UiStringsProvider';
import './Chart.css';

export interface LegendEntry {
  readonly label: string;
  readonly value: number;
  readonly color: string;
}

export interface ChartFigureProps {
  readonly title: string;
  readonly hideTitle: boolean;
  /** The svg's accessible name: a one-sentence summary of the data. */
  readonly summary: string;
  readonly width: number;
  readonly height: number;
  /** The drawing, in a viewBox of width × height. */
  readonly children: ReactNode;
  /** All data, for the screen-reader table. */
  readonly data: readonly ChartDatum[];
  readonly legend?: readonly LegendEntry[];
  readonly formatValue: ValueFormatter;
  readonly formatShare: ValueFormatter;
}

/**
 * What every chart shares: a figure with a caption, the svg as one image (role="img") named by
 * the summary, a legend, and the same data as a visually hidden table for screen readers.
 * The svg scales down to its container (viewBox), so a 400px chart fits a 360px phone.
 */
export function ChartFigure({
  title,
  hideTitle,
  summary,
  width,
  height,
  children,
  data,
  legend,
  formatValue,
  formatShare,
}: ChartFigureProps) {
  const strings = useUiStrings();
  const sum = total(data);
  return (
    <figure className="ui-chart" style={{ maxInlineSize: `${width}px` }}>
      <figcaption className={hideTitle ? 'visually-hidden' : 'ui-chart__title'}>{title}</figcaption>
      <ChartSvg summary={summary} width={width} height={height}>
        {children}
      </ChartSvg>
      {legend && legend.length > 0 ? (
        // The hidden table already gives screen readers these facts; the legend is for the eye.
        <ul className="ui-chart__legend" role="list" aria-hidden="true">
          {legend.map((entry, i) => (
            <li key={`${i}-${entry.label}`} className="ui-chart__legend-item">
              <span className="ui-chart__swatch" style={{ background: entry.color }} />
              <span className="ui-chart__legend-label">{entry.label}</span>
              <span className="ui-chart__legend-value">
                {formatValue(entry.value)}
                {sum > 0 ? ` (${formatShare(entry.value / sum)})` : ''}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      {/* The wrapper hides it: a table keeps its content's width whatever its own, and widened a phone's page. */}
      <div className="visually-hidden">
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{strings.chartItem}</th>
              <th scope="col">{strings.chartValue}</th>
              <th scope="col">{strings.chartShare}</th>
            </tr>
          </thead>
          <tbody>
            {data.map((d, i) => (
              <tr key={`${i}-${d.label}`}>
                <th scope="row">{d.label}</th>
                <td>{formatValue(d.value)}</td>
                <td>{sum > 0 ? formatShare(d.value / sum) : '–'}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{strings.chartTotal}</th>
              <td>{formatValue(sum)}</td>
              <td>{sum > 0 ? formatShare(1) : '–'}</td>
            </tr>
          </tfoot>
        </table>
      </div>
    </figure>
  );
}
