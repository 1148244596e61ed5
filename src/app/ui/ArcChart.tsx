import { Group } from '@visx/group';
import { Pie } from '@visx/shape';
import { useLocale } from 'react-aria-components';
import { ChartFigure } from './ChartFigure';
import {
  chartColor,
  cleanData,
  foldTail,
  numberFormatter,
  PALETTE_SIZE,
  percentFormatter,
  summarize,
  total,
} from './chartData';
import type { ChartDatum, ChartVariant, ValueFormatter } from './chartData';
import { useUiStrings } from './UiStringsProvider';

/** §9 pie and donut size. */
export const ARC_CHART_SIZE = 400;

export interface ArcChartProps {
  /** What the whole is: "Resources by type". Names the figure and the data table. */
  readonly title: string;
  readonly hideTitle?: boolean;
  readonly data: readonly ChartDatum[];
  /** §9 colour variant; `default` unless told. */
  readonly variant?: ChartVariant;
  readonly width?: number;
  readonly height?: number;
  readonly formatValue?: ValueFormatter;
}

interface ArcChartAllProps extends ArcChartProps {
  /** 0 draws a pie; a fraction of the radius draws a donut with the total in its hole. */
  readonly hole: number;
}

/**
 * The drawing shared by PieChart and DonutChart: slices in the variant's colours, separated by a
 * gap of the surface colour, a legend with values and shares, and the data table. More items than
 * the palette has colours are folded into "Other" in the drawing (the table keeps them all).
 */
export function ArcChart({
  title,
  hideTitle = false,
  data,
  variant = 'default',
  width = ARC_CHART_SIZE,
  height = ARC_CHART_SIZE,
  formatValue,
  hole,
}: ArcChartAllProps) {
  const strings = useUiStrings();
  const { locale } = useLocale();
  const format = formatValue ?? numberFormatter(locale);
  const formatShare = percentFormatter(locale);
  const items = cleanData(data);
  const slices = foldTail(items, PALETTE_SIZE, strings.chartOther);
  const sum = total(items);
  const radius = Math.min(width, height) / 2 - 4;
  const inner = radius * hole;
  const legend = slices.map((d, i) => ({ label: d.label, value: d.value, color: chartColor(variant, i) }));

  return (
    <ChartFigure
      title={title}
      hideTitle={hideTitle}
      summary={summarize(title, items, strings, format, formatShare)}
      width={width}
      height={height}
      data={items}
      legend={legend}
      formatValue={format}
      formatShare={formatShare}
    >
      <Group top={height / 2} left={width / 2}>
        {sum > 0 ? (
          <Pie
            data={slices}
            pieValue={(d: ChartDatum) => d.value}
            outerRadius={radius}
            innerRadius={inner}
            pieSort={null}
          >
            {(pie) =>
              pie.arcs.map((arc, i) => (
                <path
                  key={`${i}-${arc.data.label}`}
                  className="ui-chart__slice"
                  d={pie.path(arc) ?? ''}
                  style={{ fill: chartColor(variant, i) }}
                />
              ))
            }
          </Pie>
        ) : (
          <circle className="ui-chart__track" r={radius} />
        )}
        {hole > 0 ? (
          <>
            <text className="ui-chart__text ui-chart__text--total" textAnchor="middle" y={-4}>
              {format(sum)}
            </text>
            <text className="ui-chart__text" textAnchor="middle" y={22}>
              {strings.chartTotal}
            </text>
          </>
        ) : null}
      </Group>
    </ChartFigure>
  );
}
