import { FieldError, SwitchButton, SwitchField, Text } from 'react-aria-components';
import type { SwitchFieldProps } from 'react-aria-components';
import './Field.css';

export interface SwitchProps extends Omit<SwitchFieldProps, 'className' | 'children'> {
  readonly label: string;
  readonly description?: string;
  readonly errorMessage?: string;
}

/**
 * An on/off switch (role="switch") for a setting that takes effect at once, with description and
 * error message tied to it (react-aria SwitchField). The knob's position, not only its colour, says on.
 */
export function Switch({ label, description, errorMessage, ...rest }: SwitchProps) {
  return (
    <SwitchField {...rest} className="ui-field ui-field--toggle">
      <SwitchButton className="ui-toggle">
        <span className="ui-toggle__track" aria-hidden="true">
          <span className="ui-toggle__knob" />
        </span>
        <span className="ui-toggle__label">{label}</span>
      </SwitchButton>
      {description ? (
        <Text slot="description" className="ui-field__description ui-toggle__help">
          {description}
        </Text>
      ) : null}
      <FieldError className="ui-field__error ui-toggle__help">{errorMessage}</FieldError>
    </SwitchField>
  );
}
