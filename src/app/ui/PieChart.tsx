import { ArcChart } from './ArcChart';
import type { ArcChartProps } from './ArcChart';

export type PieChartProps = ArcChartProps;

/** Shares of a whole as a pie, 400 × 400 by default (§9), with a legend and a data table. */
export function PieChart(props: PieChartProps) {
  return <ArcChart {...props} hole={0} />;
}
