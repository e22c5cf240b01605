export { COLOR_PICKER_DEBOUNCE_MS, ColorPicker, type ColorPickerProps, PICKER_COLORS } from './color-picker.tsx';
