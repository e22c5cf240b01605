export { NumberInput, type NumberInputProps } from './number-input.tsx';
export {
  clampNumber,
  DEFAULT_DECIMAL_LIMIT,
  groupThousands,
  type NumberRules,
  parseNumberText,
  sanitizeNumberText,
} from './number-rules.ts';
