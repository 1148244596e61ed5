import { Label, RadioButton, RadioField, RadioGroup } from 'react-aria-components';
import { isThemeChoice, THEME_CHOICES, useTheme } from './theme';
import type { ThemeChoice } from './theme';
import { useUiStrings } from './UiStringsProvider';
import './ThemeToggle.css';

export interface ThemeToggleProps {
  /** Show the "Theme" label on screen; it is always the group's accessible name. */
  readonly showLabel?: boolean;
}

/** Light / Dark / System as a radio group named "Theme": arrow keys move, each radio is 44px tall on phones. */
export function ThemeToggle({ showLabel = true }: ThemeToggleProps) {
  const { choice, setChoice } = useTheme();
  const strings = useUiStrings();
  const labels: Readonly<Record<ThemeChoice, string>> = {
    light: strings.themeLight,
    dark: strings.themeDark,
    system: strings.themeSystem,
  };
  return (
    <RadioGroup
      className="ui-theme-toggle"
      orientation="horizontal"
      value={choice}
      onChange={(value) => {
        if (isThemeChoice(value)) setChoice(value);
      }}
      aria-label={showLabel ? undefined : strings.theme}
    >
      {showLabel ? <Label className="ui-theme-toggle__label">{strings.theme}</Label> : null}
      <div className="ui-theme-toggle__options">
        {THEME_CHOICES.map((option) => (
          <RadioField key={option} value={option} className="ui-theme-toggle__field">
            <RadioButton className="ui-theme-toggle__option">{labels[option]}</RadioButton>
          </RadioField>
        ))}
      </div>
    </RadioGroup>
  );
}
