import type { ReactNode } from 'react';
import './Chart.css';

export interface ChartSvgProps {
  /** The svg's accessible name: one sentence that says what the drawing shows. */
  readonly summary: string;
  readonly width: number;
  readonly height: number;
  /** The drawing, in a viewBox of width × height. */
  readonly children: ReactNode;
}

/**
 * The drawing of every chart: one image (role="img") named by its summary, its figures given
 * elsewhere in words (a table); it scales down with its container (viewBox), so it fits a phone.
 */
export function ChartSvg({ summary, width, height, children }: ChartSvgProps) {
  return (
    <svg
      className="ui-chart__svg"
      role="img"
      aria-label={summary}
      viewBox={`0 0 ${width} ${height}`}
      width={width}
      height={height}
      focusable="false"
    >
      {children}
    </svg>
  );
}
