// Words for turn-based time limits, shared by the lobby and the table, in the reader's language.
import type { Lang } from '../../i18n/lang.ts';
import { currentLang, i18n } from '../i18n/index.ts';

/** "12 hours", "1 day", "7 days" (or in French). */
export function hoursLabel(hours: number): string {
  return hours % 24 === 0 ? i18n.t('turnBased.days', { count: hours / 24 }) : i18n.t('turnBased.hours', { count: hours });
}

/** A deadline in the reader's time zone and language, to the minute. */
export function deadlineLabel(ms: number, lang: Lang = currentLang()): string {
  return new Date(ms).toLocaleString(lang, { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });
}
