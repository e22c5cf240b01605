import dayjs from 'dayjs';
import 'dayjs/locale/ru';
import i18n from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { local, STORAGE_KEYS } from '../storage.ts';
import { en } from './en.ts';
import { ru } from './ru.ts';

export type Language = 'ru' | 'en';
export const LANGUAGES: readonly Language[] = ['ru', 'en'];

export function storedLanguage(): Language {
  const v = local.get(STORAGE_KEYS.lang);
  return v === 'en' ? 'en' : 'ru';
}

function applyDocumentLanguage(lng: Language): void {
  dayjs.locale(lng);
  if (typeof document !== 'undefined') document.documentElement.lang = lng;
}

const initial = storedLanguage();

void i18n.use(initReactI18next).init({
  resources: { ru: { translation: ru }, en: { translation: en } },
  lng: initial,
  fallbackLng: 'ru',
  supportedLngs: LANGUAGES,
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});
applyDocumentLanguage(initial);

export function currentLanguage(): Language {
  return i18n.language === 'en' ? 'en' : 'ru';
}

/** Switches the interface language and remembers it under localStorage `lang`. */
export function setLanguage(lng: Language): void {
  local.set(STORAGE_KEYS.lang, lng);
  applyDocumentLanguage(lng);
  void i18n.changeLanguage(lng);
}

export function useLanguage(): [Language, (lng: Language) => void] {
  const { i18n: instance } = useTranslation();
  return [instance.language === 'en' ? 'en' : 'ru', setLanguage];
}

export type { Resources } from './ru.ts';
export { i18n };

/**
 * A feature's (or widget's) own texts, registered when its lazy chunk loads so that the
 * login bundle stays small and features never edit each other's resource files. `ru` is
 * the source of truth; `en` must have the same shape (the type says so).
 */
export function registerResources<T extends Record<string, unknown>>(namespaceKey: string, ru: T, en: NoInfer<DeepStrings<T>>): void {
  i18n.addResourceBundle('ru', 'translation', { [namespaceKey]: ru }, true, true);
  i18n.addResourceBundle('en', 'translation', { [namespaceKey]: en }, true, true);
}

type DeepStrings<T> = { [K in keyof T]: T[K] extends string ? string : DeepStrings<T[K]> };
