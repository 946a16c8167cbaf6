// The client's languages: i18next with our two catalogues, the language picked from the
// browser (navigator.languages) unless the player chose one (kept in localStorage), and
// <html lang> kept in step. Components use `useT()`; plain functions (prompt titles,
// waiting lines) use `i18n.t`, called while a component that listens to the language renders.
// Each catalogue is its own chunk, fetched before the first render (main.tsx awaits
// `i18nReady`) or before a switch: a page carries one language, not all of them.
import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { LANGS, isLang, pickLang, type Lang } from '../../i18n/lang.ts';
import type { Catalogue } from './catalogue.ts';

const CATALOGUES: Record<Lang, () => Promise<Catalogue>> = {
  en: () => import('./en.ts').then((m) => m.en),
  fr: () => import('./fr.ts').then((m) => m.fr),
};

const KEY = 'abyss.lang.v1';

function storedLang(): Lang | null {
  try {
    const v = localStorage.getItem(KEY);
    return isLang(v) ? v : null;
  } catch {
    return null;
  }
}

function browserLangs(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : [navigator.language ?? ''];
}

/** The player's stored choice, else the first of the browser's languages we speak, else English. */
export function initialLang(): Lang {
  return storedLang() ?? pickLang(browserLangs());
}

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: {},
  // Catalogues arrive by loadLang; every language has every key (test/web/i18n-catalogue.test.ts).
  partialBundledLanguages: true,
  lng: initialLang(),
  fallbackLng: false,
  supportedLngs: [...LANGS],
  // React escapes what it renders; escaping here would show "&amp;" in names.
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
});

const loading = new Map<Lang, Promise<void>>();

/** Fetches a language's catalogue once (its own chunk) and adds it to i18next. */
export function loadLang(lang: Lang): Promise<void> {
  let p = loading.get(lang);
  if (!p) {
    p = CATALOGUES[lang]().then((catalogue) => {
      i18n.addResourceBundle(lang, 'translation', catalogue);
    });
    loading.set(lang, p);
    // A fetch that failed (offline) is tried again at the next call.
    p.catch(() => loading.delete(lang));
  }
  return p;
}

/** Settles once the starting language's catalogue is in: render after it, and no key shows. */
export const i18nReady: Promise<void> = loadLang(initialLang());

function markDocument(lang: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
}
markDocument(i18n.language);
i18n.on('languageChanged', markDocument);

export function currentLang(): Lang {
  return isLang(i18n.language) ? i18n.language : 'en';
}

/** Switches the whole client at once and remembers the choice in this browser. */
export function setLang(lang: Lang): void {
  try {
    localStorage.setItem(KEY, lang);
  } catch {
    // Private mode or a full quota: the choice lasts for this page only.
  }
  // Offline and never fetched: the page stays in its language (the switch can be tried again).
  loadLang(lang).then(() => i18n.changeLanguage(lang), () => undefined);
}

/** `t` for components: they render again when the language changes. */
export function useT() {
  return useTranslation().t;
}

/** The current language, for components (re-renders on change). */
export function useLang(): Lang {
  const { i18n: inst } = useTranslation();
  return isLang(inst.language) ? inst.language : 'en';
}

/** A date and time in the reader's language (Intl). */
export function formatDateTime(when: string | number | Date, lang: Lang = currentLang()): string {
  return new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(when));
}

/** A date alone in the reader's language (Intl). */
export function formatDate(when: string | number | Date, lang: Lang = currentLang()): string {
  return new Intl.DateTimeFormat(lang, { dateStyle: 'medium' }).format(new Date(when));
}

/** A share such as 0.5 as "50 %" or "50%", as the language writes it. */
export function formatPercent(share: number, lang: Lang = currentLang()): string {
  return new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 0 }).format(share);
}

/** "a, b and c" / "a, b et c" (Intl.ListFormat). */
export function formatList(items: readonly string[], lang: Lang = currentLang(), type: 'conjunction' | 'disjunction' = 'conjunction'): string {
  return new Intl.ListFormat(lang, { style: 'long', type }).format(items);
}
