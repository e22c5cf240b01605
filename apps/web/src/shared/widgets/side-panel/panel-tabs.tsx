import { Tabs } from 'antd';
import { type ReactNode, useState } from 'react';
import { navigateTo } from '../../navigation.ts';
import { readTabMemory, type TabMemory, writeTabMemory } from './tab-memory.ts';

/** A side-panel menu item: a content tab, an external link (new window) or an app route. */
export interface SidePanelTab {
  key: string;
  label: ReactNode;
  content?: ReactNode;
  /** External address: opens in a new window, the active tab stays. */
  link?: string;
  /** App path of a named route: navigates there. */
  route?: string;
  hidden?: boolean;
  color?: string;
}

export interface PanelTabsProps {
  tabs: readonly SidePanelTab[];
  /** localStorage key part: the active and the last clicked tab are remembered per panel. */
  panelKey?: string;
  onTabChange?: (key: string) => void;
}

function initialActive(tabs: readonly SidePanelTab[], memory: TabMemory): string | undefined {
  const contentTabs = tabs.filter((t) => !t.hidden && !t.link && !t.route);
  return contentTabs.find((t) => t.key === memory.active)?.key ?? contentTabs[0]?.key;
}

export function PanelTabs({ tabs, panelKey, onTabChange }: PanelTabsProps) {
  const [memory, setMemory] = useState<TabMemory>(() => readTabMemory(panelKey));
  const [active, setActive] = useState(() => initialActive(tabs, memory));

  const remember = (next: TabMemory) => {
    setMemory(next);
    writeTabMemory(panelKey, next);
  };

  const onTabClick = (key: string) => {
    const tab = tabs.find((t) => t.key === key);
    if (!tab) return;
    if (tab.link) {
      remember({ ...memory, lastClicked: key });
      window.open(tab.link, '_blank', 'noopener,noreferrer');
      return;
    }
    if (tab.route) {
      remember({ ...memory, lastClicked: key });
      navigateTo(tab.route);
      return;
    }
    remember({ active: key, lastClicked: key });
    setActive(key);
    onTabChange?.(key);
  };

  return (
    <Tabs
      size="small"
      activeKey={active}
      onTabClick={onTabClick}
      items={tabs
        .filter((t) => !t.hidden)
        .map((t) => ({
          key: t.key,
          label: <span style={t.color ? { color: t.color } : undefined}>{t.label}</span>,
          children: t.link || t.route ? null : t.content,
        }))}
    />
  );
}
