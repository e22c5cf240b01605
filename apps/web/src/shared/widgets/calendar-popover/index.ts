export { CalendarPopover, type CalendarPopoverProps } from './calendar-popover.tsx';
export { completeTime, displayBound, maskTime, outOfRange, POPOVER_MIN_WIDTH } from './calendar-rules.ts';
