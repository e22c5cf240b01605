export { DateInput, type DateInputProps } from './date-input.tsx';
export { type DateBounds, DISPLAY_DATE, ISO_DATE, isoToDisplay, MIN_YEAR, maskDate, parseMaskedDate } from './date-mask.ts';
