import { Label, ProgressBar as AriaProgressBar } from 'react-aria-components';
import './ProgressBar.css';

export interface ProgressBarProps {
  /** What is progressing: "Deploying", "Work request ocid1…". */
  readonly label: string;
  /** Between minValue and maxValue (0–100 by default); leave out while it cannot be known. */
  readonly value?: number;
  readonly minValue?: number;
  readonly maxValue?: number;
  /**
   * Replaces the percent text, e.g. "3 of 8 stages"; without a value, says how far it has come
   * where no total is known ("1,200 resources so far").
   */
  readonly valueLabel?: string;
  /** Show the percent text (it is always given to assistive technology). */
  readonly showValueLabel?: boolean;
}

/**
 * A labelled progress bar with its percent as text; indeterminate when there is no value, then
 * with the value label, if given, as its text.
 */
export function ProgressBar({
  label,
  value,
  minValue = 0,
  maxValue = 100,
  valueLabel,
  showValueLabel = true,
}: ProgressBarProps) {
  return (
    <AriaProgressBar
      className="ui-progress"
      value={value}
      minValue={minValue}
      maxValue={maxValue}
      valueLabel={valueLabel}
      isIndeterminate={value === undefined}
    >
      {({ percentage, valueText, isIndeterminate }) => (
        <>
          <div className="ui-progress__header">
            <Label className="ui-progress__label">{label}</Label>
            {showValueLabel && !isIndeterminate ? (
              <span className="ui-progress__value">{valueText}</span>
            ) : showValueLabel && valueLabel !== undefined ? (
              <span className="ui-progress__value">{valueLabel}</span>
            ) : null}
          </div>
          <div className="ui-progress__track">
            <div
              className={
                isIndeterminate ? 'ui-progress__fill ui-progress__fill--indeterminate' : 'ui-progress__fill'
              }
              style={isIndeterminate ? undefined : { inlineSize: `${percentage ?? 0}%` }}
            />
          </div>
        </>
      )}
    </AriaProgressBar>
  );
}
