export { EditableText, type EditableTextProps, MAX_LENGTH_TOAST_THROTTLE_MS } from './editable-text.tsx';
