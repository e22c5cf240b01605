import { useCallback, useEffect, useRef, useState } from 'react';
import { api } from '../../api/index.ts';
import { normalizeOptions, type OptionKeys, SEARCH_DEBOUNCE_MS, type SelectOption } from './options.ts';

type Params = Record<string, string | number | boolean | null | undefined>;

export interface RemoteSource {
  url: string;
  method?: 'GET' | 'POST';
  params?: Params;
  /** Query parameter that carries the search text (default `term`). */
  searchParam?: string;
  /** Autocomplete mode: adds `model_method=autocomplete`. */
  autocomplete?: boolean;
  optionKeys?: OptionKeys;
}

/** Loads options for a search text, debounced; an answer to an older search is ignored. */
export function useRemoteOptions(source: RemoteSource) {
  const [options, setOptions] = useState<SelectOption[]>([]);
  const [loading, setLoading] = useState(false);
  const [term, setTerm] = useState('');
  const latest = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const sourceRef = useRef(source);
  sourceRef.current = source;

  const load = useCallback(async (text: string) => {
    const id = ++latest.current;
    const { url, method = 'GET', params, searchParam = 'term', autocomplete, optionKeys } = sourceRef.current;
    const query: Params = { ...params, [searchParam]: text, ...(autocomplete ? { model_method: 'autocomplete' } : {}) };
    setLoading(true);
    try {
      const data = await api<unknown>(url, method === 'GET' ? { query } : { method, json: query });
      if (id === latest.current) setOptions(normalizeOptions(data, optionKeys));
    } catch (e) {
      // Spec §8: a failed select call is only logged.
      console.error(e);
      if (id === latest.current) setOptions([]);
    } finally {
      if (id === latest.current) setLoading(false);
    }
  }, []);

  const search = useCallback(
    (text: string) => {
      setTerm(text);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void load(text), SEARCH_DEBOUNCE_MS);
    },
    [load],
  );

  useEffect(() => () => clearTimeout(timer.current), []);
  return { options, loading, term, search, loadNow: load };
}
