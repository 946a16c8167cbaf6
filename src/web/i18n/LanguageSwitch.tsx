// The language control of every page's header: each language named in itself.
import { LANGS, type Lang } from '../../i18n/lang.ts';
import { setLang, useLang, useT } from './index.ts';

const NATIVE_NAME: Record<Lang, string> = { en: 'English', fr: 'Français' };

export function LanguageSwitch() {
  const t = useT();
  const lang = useLang();
  return (
    <label className="lang-switch" data-tip={t('lang.label')}>
      <select value={lang} onChange={(e) => setLang(e.currentTarget.value as Lang)} data-testid="lang-switch" aria-label={t('lang.label')}>
        {LANGS.map((l) => <option key={l} value={l} lang={l}>{NATIVE_NAME[l]}</option>)}
      </select>
    </label>
  );
}
