import { CheckboxButton, CheckboxField, FieldError, Text } from 'react-aria-components';
import type { CheckboxFieldProps } from 'react-aria-components';
import './Field.css';

export interface CheckboxProps extends Omit<CheckboxFieldProps, 'className' | 'children'> {
  readonly label: string;
  readonly description?: string;
  readonly errorMessage?: string;
}

/**
 * A checkbox whose whole label is the target (44px tall on phones), with description and error
 * message tied to it by aria-describedby (react-aria CheckboxField).
 */
export function Checkbox({ label, description, errorMessage, ...rest }: CheckboxProps) {
  return (
    <CheckboxField {...rest} className="ui-field ui-field--toggle">
      <CheckboxButton className="ui-toggle">
        {({ isSelected, isIndeterminate }) => (
          <>
            <svg className="ui-toggle__box" viewBox="0 0 18 18" aria-hidden="true" focusable="false">
              <rect x="1" y="1" width="16" height="16" rx="3" />
              {isIndeterminate ? <path d="M5 9h8" /> : isSelected ? <path d="m4.5 9.2 3 3 6-6.4" /> : null}
            </svg>
            <span className="ui-toggle__label">{label}</span>
          </>
        )}
      </CheckboxButton>
      {description ? (
        <Text slot="description" className="ui-field__description ui-toggle__help">
          {description}
        </Text>
      ) : null}
      <FieldError className="ui-field__error ui-toggle__help">{errorMessage}</FieldError>
    </CheckboxField>
  );
}
