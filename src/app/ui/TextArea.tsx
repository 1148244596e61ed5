import {
  FieldError,
  Label,
  Text,
  TextArea as AriaTextArea,
  TextField as AriaTextField,
} from 'react-aria-components';
import type { TextFieldProps as AriaTextFieldProps } from 'react-aria-components';
import './Field.css';

export interface TextAreaProps extends Omit<AriaTextFieldProps, 'className' | 'children'> {
  readonly label: string;
  readonly description?: string;
  readonly errorMessage?: string;
  /** Visible lines before it scrolls; 4 by default. */
  readonly rows?: number;
}

/** A labelled multi-line input, wired like TextField (aria-describedby, aria-invalid). */
export function TextArea({ label, description, errorMessage, rows = 4, ...rest }: TextAreaProps) {
  return (
    <AriaTextField {...rest} className="ui-field">
      <Label className="ui-field__label">{label}</Label>
      <AriaTextArea className="ui-field__input ui-field__input--multiline" rows={rows} />
      {description ? (
        <Text slot="description" className="ui-field__description">
          {description}
        </Text>
      ) : null}
      <FieldError className="ui-field__error">{errorMessage}</FieldError>
    </AriaTextField>
  );
}
