import { FieldError, Input, Label, Text, TextField as AriaTextField } from 'react-aria-components';
import type { TextFieldProps as AriaTextFieldProps } from 'react-aria-components';
import './Field.css';

export interface TextFieldProps extends Omit<AriaTextFieldProps, 'className' | 'children'> {
  readonly label: string;
  /** Help under the label, tied to the input with aria-describedby. */
  readonly description?: string;
  /** Shown, and tied with aria-describedby, when the field is invalid (isInvalid or failed validation). */
  readonly errorMessage?: string;
  readonly placeholder?: string;
}

/**
 * A labelled text input. react-aria wires the label, aria-describedby (description and error)
 * and aria-invalid; the error is text, not only a red border.
 */
export function TextField({ label, description, errorMessage, placeholder, ...rest }: TextFieldProps) {
  return (
    <AriaTextField {...rest} className="ui-field">
      <Label className="ui-field__label">{label}</Label>
      <Input className="ui-field__input" placeholder={placeholder} />
      {description ? (
        <Text slot="description" className="ui-field__description">
          {description}
        </Text>
      ) : null}
      <FieldError className="ui-field__error">{errorMessage}</FieldError>
    </AriaTextField>
  );
}
