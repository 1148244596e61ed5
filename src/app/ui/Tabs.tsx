import { Tab, TabList, TabPanel, Tabs as AriaTabs } from 'react-aria-components';
import type { Key } from 'react-aria-components';
import type { ReactNode } from 'react';
import './Tabs.css';

export interface TabItem {
  readonly id: string;
  readonly title: ReactNode;
  readonly content: ReactNode;
  readonly isDisabled?: boolean;
}

export interface TabsProps {
  /** Names the tab list for screen readers: "Instance details". */
  readonly label: string;
  readonly items: readonly TabItem[];
  readonly selectedKey?: string;
  readonly defaultSelectedKey?: string;
  readonly onSelectionChange?: (id: string) => void;
}

/**
 * react-aria Tabs with the console's look. Arrow keys move between tabs; on a phone the tab row
 * scrolls sideways inside itself rather than widening the page.
 */
export function Tabs({ label, items, selectedKey, defaultSelectedKey, onSelectionChange }: TabsProps) {
  const disabledKeys = items.filter((item) => item.isDisabled).map((item) => item.id);
  return (
    <AriaTabs
      className="ui-tabs"
      selectedKey={selectedKey}
      defaultSelectedKey={defaultSelectedKey}
      onSelectionChange={
        onSelectionChange
          ? (key: Key) => {
              onSelectionChange(String(key));
            }
          : undefined
      }
      disabledKeys={disabledKeys}
    >
      <TabList className="ui-tabs__list" aria-label={label}>
        {items.map((item) => (
          <Tab key={item.id} id={item.id} className="ui-tabs__tab">
            {item.title}
          </Tab>
        ))}
      </TabList>
      {items.map((item) => (
        <TabPanel key={item.id} id={item.id} className="ui-tabs__panel">
          {item.content}
        </TabPanel>
      ))}
    </AriaTabs>
  );
}
