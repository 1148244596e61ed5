import { Group } from '@visx/group';
import { scaleLinear } from '@visx/scale';
import { LinePath } from '@visx/shape';
import { useLocale } from 'react-aria-components';
import { chartColor, type ValueFormatter } from './chartData';
import { ChartSvg } from './ChartSvg';

/** One point of a series: when (epoch ms) and how much. */
export interface TimePoint {
  readonly at: number;
  readonly value: number;
}

export interface TimeSeries {
  readonly label: string;
  readonly points: readonly TimePoint[];
}

export interface LineChartProps {
  /** The svg's accessible name: one sentence that says what the lines show. */
  readonly summary: string;
  readonly series: readonly TimeSeries[];
  /** The window drawn, so a series with gaps keeps its place in time. */
  readonly from: number;
  readonly to: number;
  readonly formatValue: ValueFormatter;
  /** How a tick's time is written: the hour for a day, the weekday for a week. */
  readonly formatTime: (at: number) => string;
  /** The top of the scale at least (100 for a percentage). */
  readonly minTop?: number;
  readonly width?: number;
  readonly height?: number;
}

const PAD_TOP = 10;
const PAD_BOTTOM = 22;
const LABEL_SPACE = 64;
const X_TICKS = 4;

/**
 * Values over time as lines (one colour a series), on a value scale from zero with three labelled
 * guides and four times underneath; time runs from the reading start, so right to left in Arabic.
 * The svg is one image named by the summary; the figures themselves are for a table beside it
 * (MetricChart's table view), since a line of hundreds of points is no list to listen to.
 */
export function LineChart({
  summary,
  series,
  from,
  to,
  formatValue,
  formatTime,
  minTop = 0,
  width = 350,
  height = 180,
}: LineChartProps) {
  const { direction } = useLocale();
  const rtl = direction === 'rtl';
  const highest = Math.max(minTop, ...series.flatMap((s) => s.points.map((p) => p.value)));
  const top = highest > 0 ? highest * (minTop > 0 && highest <= minTop ? 1 : 1.1) : 1;
  const plotStart = rtl ? 0 : LABEL_SPACE;
  const plotEnd = rtl ? width - LABEL_SPACE : width;
  const x = scaleLinear<number>({
    domain: [from, to],
    range: rtl ? [plotEnd, plotStart] : [plotStart, plotEnd],
  });
  const y = scaleLinear<number>({ domain: [0, top], range: [height - PAD_BOTTOM, PAD_TOP] });
  const guides = [0, top / 2, top];
  const ticks = Array.from({ length: X_TICKS }, (_, i) => from + ((to - from) * (i + 0.5)) / X_TICKS);
  return (
    <ChartSvg summary={summary} width={width} height={height}>
      {guides.map((value) => (
        <Group key={value} top={y(value)}>
          <line className="ui-chart__guide" x1={plotStart} x2={plotEnd} y1={0} y2={0} />
          <text
            className="ui-chart__text ui-chart__text--axis"
            x={rtl ? width : LABEL_SPACE - 6}
            y={4}
            textAnchor="end"
            direction={direction}
          >
            {formatValue(value)}
          </text>
        </Group>
      ))}
      {ticks.map((at) => (
        <text
          key={at}
          className="ui-chart__text ui-chart__text--axis"
          x={x(at)}
          y={height - 6}
          textAnchor="middle"
          direction={direction}
        >
          {formatTime(at)}
        </text>
      ))}
      {series.map((s, i) => (
        <LinePath<TimePoint>
          key={`${i}-${s.label}`}
          data={[...s.points]}
          x={(p) => x(p.at)}
          y={(p) => y(Math.max(0, p.value))}
          className="ui-chart__line"
          style={{ stroke: chartColor('default', i) }}
        />
      ))}
    </ChartSvg>
  );
}
