import {
  Button,
  FieldError,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Select as AriaSelect,
  SelectValue,
  Text,
} from 'react-aria-components';
import type { Key } from 'react-aria-components';
import './Field.css';

export interface SelectOption {
  readonly id: string;
  readonly label: string;
  readonly isDisabled?: boolean;
}

export interface SelectProps {
  readonly label: string;
  readonly options: readonly SelectOption[];
  readonly selectedKey?: string | null;
  readonly defaultSelectedKey?: string;
  readonly onSelectionChange?: (id: string) => void;
  readonly placeholder?: string;
  readonly description?: string;
  readonly errorMessage?: string;
  readonly isInvalid?: boolean;
  readonly isRequired?: boolean;
  readonly isDisabled?: boolean;
  readonly name?: string;
}

/** A labelled single choice from a list (react-aria Select), wired like TextField. */
export function Select({
  label,
  options,
  selectedKey,
  defaultSelectedKey,
  onSelectionChange,
  placeholder,
  description,
  errorMessage,
  isInvalid,
  isRequired,
  isDisabled,
  name,
}: SelectProps) {
  const disabledKeys = options.filter((option) => option.isDisabled).map((option) => option.id);
  return (
    <AriaSelect
      className="ui-field"
      value={selectedKey}
      defaultValue={defaultSelectedKey}
      onChange={
        onSelectionChange
          ? (key: Key | null) => {
              if (key !== null) onSelectionChange(String(key));
            }
          : undefined
      }
      placeholder={placeholder}
      isInvalid={isInvalid}
      isRequired={isRequired}
      isDisabled={isDisabled}
      disabledKeys={disabledKeys}
      name={name}
    >
      <Label className="ui-field__label">{label}</Label>
      <Button className="ui-field__input ui-field__select-button">
        <SelectValue className="ui-field__select-value" />
        <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <path d="m4 6 4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
        </svg>
      </Button>
      {description ? (
        <Text slot="description" className="ui-field__description">
          {description}
        </Text>
      ) : null}
      <FieldError className="ui-field__error">{errorMessage}</FieldError>
      <Popover className="ui-field__popover">
        <ListBox className="ui-field__listbox" items={options}>
          {(option) => (
            <ListBoxItem id={option.id} textValue={option.label} className="ui-field__option">
              {option.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}
