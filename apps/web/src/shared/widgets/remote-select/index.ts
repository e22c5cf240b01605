export {
  customTagValue,
  DROPDOWN_MAX_HEIGHT,
  normalizeOptions,
  OPTION_LIMIT,
  type OptionKeys,
  type OptionValue,
  SEARCH_DEBOUNCE_MS,
  type SelectOption,
} from './options.ts';
export { Autocomplete, RemoteSelect, type RemoteSelectProps } from './remote-select.tsx';
export { type RemoteSource, useRemoteOptions } from './use-remote-options.ts';
