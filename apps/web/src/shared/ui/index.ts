export { ErrorCard } from './error-card.tsx';
export { FullScreenSpin } from './full-screen-spin.tsx';
export { LiteLanguageSwitch } from './lite-language-switch.tsx';
export { NotBuiltPage } from './not-built-page.tsx';
