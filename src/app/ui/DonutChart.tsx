import { ArcChart } from './ArcChart';
import type { ArcChartProps } from './ArcChart';

export type DonutChartProps = ArcChartProps;

/** Shares of a whole as a ring with the total in the middle, 400 × 400 by default (§9). */
export function DonutChart(props: DonutChartProps) {
  return <ArcChart {...props} hole={0.6} />;
}
