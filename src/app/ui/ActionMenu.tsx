import { Button, Menu, MenuItem, MenuTrigger, Popover, Text } from 'react-aria-components';
import type { Key, Placement } from 'react-aria-components';
import { useUiStrings } from './UiStringsProvider';
import './ActionMenu.css';

export interface ActionMenuItem {
  readonly id: string;
  readonly label: string;
  /** A second line under the label. */
  readonly description?: string;
  readonly isDisabled?: boolean;
  /** Shown in the danger colour; pair it with a ConfirmDialog. */
  readonly destructive?: boolean;
}

export interface ActionMenuProps {
  readonly items: readonly ActionMenuItem[];
  readonly onAction: (id: string) => void;
  /** The button's name; defaults to "Actions". Read by screen readers even when not shown. */
  readonly label?: string;
  /** Show the label as text next to the ⋯ icon (otherwise icon only). */
  readonly showLabel?: boolean;
  readonly placement?: Placement;
}

/**
 * A menu button (react-aria MenuTrigger): Enter, Space or a tap opens it, arrow keys and typing a
 * letter move, Escape closes and returns focus to the button. Items are 44px tall on phones.
 */
export function ActionMenu({
  items,
  onAction,
  label,
  showLabel = false,
  placement = 'bottom end',
}: ActionMenuProps) {
  const strings = useUiStrings();
  const name = label ?? strings.actions;
  const disabledKeys = items.filter((item) => item.isDisabled).map((item) => item.id);
  return (
    <MenuTrigger>
      <Button className="ui-action-menu__button" aria-label={showLabel ? undefined : name}>
        {showLabel ? <span>{name}</span> : null}
        <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <circle cx="3" cy="8" r="1.5" fill="currentColor" />
          <circle cx="8" cy="8" r="1.5" fill="currentColor" />
          <circle cx="13" cy="8" r="1.5" fill="currentColor" />
        </svg>
      </Button>
      <Popover className="ui-action-menu__popover" placement={placement}>
        <Menu
          className="ui-action-menu__menu"
          items={items}
          disabledKeys={disabledKeys}
          onAction={(key: Key) => {
            onAction(String(key));
          }}
        >
          {(item) => (
            <MenuItem
              id={item.id}
              textValue={item.label}
              className={
                item.destructive
                  ? 'ui-action-menu__item ui-action-menu__item--destructive'
                  : 'ui-action-menu__item'
              }
            >
              <Text slot="label">{item.label}</Text>
              {item.description ? (
                <Text slot="description" className="ui-action-menu__description">
                  {item.description}
                </Text>
              ) : null}
            </MenuItem>
          )}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
