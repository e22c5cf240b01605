import { useTranslation } from 'react-i18next';
import { LANGUAGES, useLanguage } from '../i18n/index.ts';

/** RU / EN switch without antd (login route); remembered under localStorage `lang`. */
export function LiteLanguageSwitch() {
  const { t } = useTranslation();
  const [lang, setLang] = useLanguage();
  return (
    <fieldset className="lite-segmented">
      <legend className="lite-visually-hidden">{t('login.language')}</legend>
      {LANGUAGES.map((l) => (
        <button key={l} type="button" title={t(`lang.${l}`)} aria-pressed={lang === l} onClick={() => setLang(l)}>
          {l.toUpperCase()}
        </button>
      ))}
    </fieldset>
  );
}
