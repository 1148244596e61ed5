import { Group } from '@visx/group';
import { scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { useLocale } from 'react-aria-components';
import { ChartFigure } from './ChartFigure';
import { chartColor, cleanData, numberFormatter, percentFormatter, summarize } from './chartData';
import type { ChartDatum, ChartVariant, ValueFormatter } from './chartData';
import { useUiStrings } from './UiStringsProvider';

/** §9 default chart size. */
export const BAR_CHART_WIDTH = 350;
export const BAR_CHART_HEIGHT = 350;

/** Each row: a label line, then the bar; rows never get thinner than this. */
const MIN_ROW = 40;
const MAX_BAR = 24;
const LABEL_LINE = 18;
const MAX_LABEL_CHARS = 34;

export interface BarChartProps {
  /** What is counted: "Instances by state". Names the figure and the data table. */
  readonly title: string;
  readonly hideTitle?: boolean;
  readonly data: readonly ChartDatum[];
  /** §9 colour variant; `default` unless told. */
  readonly variant?: ChartVariant;
  readonly width?: number;
  /** Grows past this when there are many rows, so labels never overlap. */
  readonly height?: number;
  /** How values are written (units, bytes); the locale's number format by default. */
  readonly formatValue?: ValueFormatter;
}

/**
 * Horizontal bars, each labelled directly above it with its name and value, so it needs no legend
 * and reads on a phone. Bars grow from the reading start: right to left in Arabic. One image for
 * screen readers (summary) plus the data table.
 */
export function BarChart({
  title,
  hideTitle = false,
  data,
  variant = 'default',
  width = BAR_CHART_WIDTH,
  height = BAR_CHART_HEIGHT,
  formatValue,
}: BarChartProps) {
  const strings = useUiStrings();
  const { locale, direction } = useLocale();
  const rtl = direction === 'rtl';
  const format = formatValue ?? numberFormatter(locale);
  const formatShare = percentFormatter(locale);
  const items = cleanData(data);
  const drawnHeight = Math.max(height, items.length * MIN_ROW);
  const row = items.length > 0 ? drawnHeight / items.length : drawnHeight;
  const barHeight = Math.min(MAX_BAR, row - LABEL_LINE - 6);
  const max = Math.max(0, ...items.map((d) => d.value));
  const x = scaleLinear<number>({ domain: [0, max || 1], range: [0, width] });
  const color = chartColor(variant, variant === 'default' ? 0 : 2);

  return (
    <ChartFigure
      title={title}
      hideTitle={hideTitle}
      summary={summarize(title, items, strings, format, formatShare)}
      width={width}
      height={drawnHeight}
      data={items}
      formatValue={format}
      formatShare={formatShare}
    >
      {items.map((d, i) => {
        const top = i * row + (row - LABEL_LINE - barHeight) / 2;
        const length = Math.max(d.value > 0 ? 2 : 0, x(d.value));
        return (
          <Group key={`${i}-${d.label}`} top={top}>
            <text className="ui-chart__text" x={rtl ? width : 0} y={LABEL_LINE - 5} direction={direction}>
              {d.label.length > MAX_LABEL_CHARS ? `${d.label.slice(0, MAX_LABEL_CHARS - 1)}…` : d.label}
            </text>
            <text
              className="ui-chart__text ui-chart__text--value"
              x={rtl ? 0 : width}
              y={LABEL_LINE - 5}
              textAnchor="end"
              direction={direction}
            >
              {format(d.value)}
            </text>
            <rect className="ui-chart__track" x={0} y={LABEL_LINE} width={width} height={barHeight} rx={3} />
            <Bar
              x={rtl ? width - length : 0}
              y={LABEL_LINE}
              width={length}
              height={barHeight}
              rx={3}
              style={{ fill: color }}
            />
          </Group>
        );
      })}
    </ChartFigure>
  );
}
