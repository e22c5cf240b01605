export { TruncatedText, type TruncatedTextProps } from './truncated-text.tsx';
