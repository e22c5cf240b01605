export { type HistoryRow, HistoryTab, type HistoryTabProps, historyKey } from './history-tab.tsx';
