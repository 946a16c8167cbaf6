// Player names as others will read them. A name is shown to every seat, so it must not be a
// way to pass as someone else: bidi controls can reorder what is displayed ("Ann" spelled
// backwards behind an override), invisible characters make two different names look equal,
// and lone UTF-16 surrogates are not text at all (PostgreSQL's JSON refuses them).
import { MAX_NAME_LENGTH } from '../protocol/game.ts';

/** Lone surrogates: a high one not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * Removed outright: format characters (Cf: bidi embeddings, overrides, isolates and marks
 * U+200E/200F/061C, zero-width space/joiners U+200B–200D, word joiner U+2060, BOM U+FEFF,
 * soft hyphen, ...), every other default-ignorable code point (Hangul fillers, variation
 * selectors, tags, ...), and control characters (Cc).
 */
const INVISIBLE = /[\p{Cf}\p{Cc}\p{Default_Ignorable_Code_Point}]/gu;
/** Any run of whitespace or separators (including U+2028/2029 and no-break spaces) becomes one space. */
const SPACES = /[\s\p{Z}]+/gu;

export type NameResult = { ok: true; name: string } | { ok: false; message: string };

/**
 * The name to store for a seat: NFC, invisible and bidi characters removed, whitespace
 * collapsed and trimmed, at most MAX_NAME_LENGTH code units (never cutting a character in
 * two); `fallback` when nothing visible is left. Refuses text holding lone surrogates.
 */
export function cleanName(raw: string | undefined, fallback: string): NameResult {
  if (raw === undefined) return { ok: true, name: fallback };
  if (LONE_SURROGATE.test(raw)) {
    return { ok: false, message: 'A player name holds a broken character (a lone UTF-16 surrogate); please type it again.' };
  }
  const cleaned = raw.normalize('NFC').replace(INVISIBLE, '').replace(SPACES, ' ').trim();
  let name = '';
  for (const ch of cleaned) {
    if (name.length + ch.length > MAX_NAME_LENGTH) break;
    name += ch;
  }
  name = name.trim();
  return { ok: true, name: name || fallback };
}
