export { pageStep, type RecordId, type SidePanelPaging, SWIPE_THRESHOLD, swipeDirection } from './paging.ts';
export type { SidePanelTab } from './panel-tabs.tsx';
export { SIDE_PANEL_BODY_CLASS, SidePanel, type SidePanelProps } from './side-panel.tsx';
export { readTabMemory, type TabMemory } from './tab-memory.ts';
