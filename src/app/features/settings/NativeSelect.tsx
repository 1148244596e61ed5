import { useId } from 'react';
import './NativeSelect.css';

export interface NativeSelectOption {
  readonly value: string;
  readonly label: string;
}

export interface NativeSelectGroup {
  readonly label: string;
  readonly options: readonly NativeSelectOption[];
}

export interface NativeSelectProps {
  readonly label: string;
  /** Keep the label for screen readers only (the header's compact region picker). */
  readonly hideLabel?: boolean;
  readonly description?: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  /** Plain options, or groups (<optgroup>) of them. */
  readonly options?: readonly NativeSelectOption[];
  readonly groups?: readonly NativeSelectGroup[];
  readonly isDisabled?: boolean;
  readonly className?: string;
  readonly testId?: string;
}

/**
 * A labelled native <select> for long lists (regions, time zones, currencies): on a phone the
 * system's own picker opens, scrolls fast and types ahead, within reach of one thumb.
 */
export function NativeSelect({
  label,
  hideLabel = false,
  description,
  value,
  onChange,
  options = [],
  groups = [],
  isDisabled = false,
  className,
  testId,
}: NativeSelectProps) {
  const id = useId();
  const descriptionId = `${id}-description`;
  const renderOption = (option: NativeSelectOption) => (
    <option key={option.value} value={option.value}>
      {option.label}
    </option>
  );
  return (
    <div className={['ui-field', 'native-select', className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={hideLabel ? 'visually-hidden' : 'ui-field__label'}>
        {label}
      </label>
      <select
        id={id}
        className="ui-field__input native-select__input"
        value={value}
        disabled={isDisabled}
        onChange={(event) => {
          onChange(event.target.value);
        }}
        aria-describedby={description === undefined ? undefined : descriptionId}
        data-testid={testId}
      >
        {options.map(renderOption)}
        {groups.map((group) => (
          <optgroup key={group.label} label={group.label}>
            {group.options.map(renderOption)}
          </optgroup>
        ))}
      </select>
      {description === undefined ? null : (
        <p id={descriptionId} className="ui-field__description">
          {description}
        </p>
      )}
    </div>
  );
}
