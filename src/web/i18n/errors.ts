// Sentences for what went wrong. The client's own failures (no server, an odd status) come
// from the catalogue. The server writes its sentences in English, often with the detail of
// the case: English shows them as they are, other languages show the catalogue's sentence
// for the error's code (the server's own sentence when the catalogue has none).
import { ApiFailure } from '../api.ts';
import type { en } from './en.ts';
import { currentLang, i18n } from './index.ts';

type Code = keyof typeof en.errors.codes;
const isKnownCode = (code: string): code is Code => i18n.exists(`errors.codes.${code}`);

export function errorText(e: unknown, fallback: string): string {
  if (e instanceof ApiFailure) {
    if (e.status === 0) return i18n.t('errors.unavailable');
    if (!e.serverSaid) return i18n.t('errors.status', { status: e.status });
    if (currentLang() !== 'en' && isKnownCode(e.code)) return i18n.t(`errors.codes.${e.code}` as never, e.args as never) as unknown as string;
    return e.message;
  }
  return e instanceof Error && e.message ? e.message : fallback;
}
