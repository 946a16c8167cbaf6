// `abyss play`, Leviathan games: the Border, each player's Wounds and slain Leviathans, the
// Scourge and the Leviathan deck, in text. Only what the view shows: the deck and the Leviathan
// Monster tokens are counts, never an order. The dice rolls are log lines (src/i18n/events.ts).
import {
  BORDER_LABELS, LEVIATHANS, SCOURGE_IP, WOUND_IP, capitalise,
  type BorderLeviathan, type LeviathanPenalty, type PlayerPublicView, type PlayerView,
} from '../engine/index.ts';
import { RACE_WORDS } from '../i18n/cards.ts';
import type { Lang } from '../i18n/lang.ts';

interface LeviathanWords {
  border: string;
  free: string;
  /** A Leviathan's race; null: only Crabs (and Kraken Allies) may fight it. */
  race(race: number | null): string;
  /** What it does to the player it attacks. */
  penalty(kind: LeviathanPenalty, amount: number): string;
  table(deck: number, discard: number, tokens: number, scourge: string | null): string;
  playerLine(wounds: number, slain: string, scourge: boolean): string;
  none: string;
  /** The score sheet's column: the Scourge and the Wounds. */
  column: string;
  /** The Border replaces the Threat track: the board's first line says only whether the final round has begun. */
  finalRound: string;
  /** While exploring: the track, your Pearls and hand (no Threat in a Leviathan game). */
  trackNow(track: string, pearls: string, hand: string): string;
}

const count = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`;

const en: LeviathanWords = {
  border: 'Border:',
  free: '—',
  race: (r) => (r === null ? 'Crab-only' : capitalise(RACE_WORDS.en[r].one)),
  penalty: (kind, n) => ({
    wounds: count(n, 'Wound', 'Wounds'),
    pearls: `−${count(n, 'Pearl', 'Pearls')}`,
    allies: `−${count(n, 'Ally', 'Allies')}`,
    freeLord: n === 1 ? '−a free Lord' : `−${n} free Lords`,
  })[kind],
  table: (deck, discard, tokens, scourge) =>
    `Leviathan deck ${deck} (discard ${discard}) · Leviathan Monster tokens ${tokens} · Scourge: ${scourge ?? 'nobody'}`,
  playerLine: (wounds, slain, scourge) =>
    `${count(wounds, 'Wound', 'Wounds')} (${WOUND_IP * wounds} IP) · slain: ${slain}${scourge ? ` — holds the Scourge (+${SCOURGE_IP} IP)` : ''}`,
  none: 'none',
  column: 'Leviathan',
  finalRound: '— FINAL ROUND —',
  trackNow: (track, pearls, hand) => `Track: ${track}. You have ${pearls}; hand ${hand}.`,
};

const fr: LeviathanWords = {
  border: 'Frontière :',
  free: '—',
  race: (r) => (r === null ? 'Crabes seulement' : capitalise(RACE_WORDS.fr[r].one)),
  penalty: (kind, n) => ({
    wounds: count(n, 'Blessure', 'Blessures'),
    pearls: `−${count(n, 'Perle', 'Perles')}`,
    allies: `−${count(n, 'Allié', 'Alliés')}`,
    freeLord: n === 1 ? '−un Seigneur libre' : `−${n} Seigneurs libres`,
  })[kind],
  table: (deck, discard, tokens, scourge) =>
    `Pioche de Léviathans ${deck} (défausse ${discard}) · jetons Monstre Léviathan ${tokens} · Fléau : ${scourge ?? 'personne'}`,
  playerLine: (wounds, slain, scourge) =>
    `${count(wounds, 'Blessure', 'Blessures')} (${WOUND_IP * wounds} PI) · tués : ${slain}${scourge ? ` — détient le Fléau (+${SCOURGE_IP} PI)` : ''}`,
  none: 'aucun',
  column: 'Léviathan',
  finalRound: '— DERNIER TOUR —',
  trackNow: (track, pearls, hand) => `Piste : ${track}. Vous avez ${pearls} ; main ${hand}.`,
};

export function leviathanWords(lang: Lang): LeviathanWords {
  return lang === 'fr' ? fr : en;
}

/**
 * A Leviathan at the Border: its race, its health steps as "attack→Monster tokens", those already
 * beaten in brackets and ticked, and what it does when it attacks: "Jellyfish [3→1 ✓] 7→2 5→1 (−3 Allies)".
 */
export function borderLeviathanText(b: BorderLeviathan, lang: Lang): string {
  const w = leviathanWords(lang);
  const card = LEVIATHANS[b.id];
  const steps = card.steps.map((step, i) => (i < b.beaten ? `[${step.resistance}→${step.tokens} ✓]` : `${step.resistance}→${step.tokens}`));
  return `${w.race(card.race)} ${steps.join(' ')} (${w.penalty(card.penalty, card.amount)})`;
}

/** A slain Leviathan, named by its race and its steps' attacks ("Jellyfish 3-7-5"). */
function slainText(id: number, lang: Lang): string {
  const card = LEVIATHANS[id];
  return `${leviathanWords(lang).race(card.race)} ${card.steps.map((s) => s.resistance).join('-')}`;
}

/** The Border, one line per space (2-3 … 11-12), and the Leviathan deck, tokens and Scourge. */
export function leviathanLines(view: PlayerView, lang: Lang, nameOf: (seat: number) => string): string[] {
  const lv = view.leviathan;
  if (!lv) return [];
  const w = leviathanWords(lang);
  return [
    w.border,
    ...lv.border.map((b, space) => `  ${BORDER_LABELS[space]}: ${b ? borderLeviathanText(b, lang) : w.free}`),
    w.table(lv.deckCount, lv.discard.length, lv.tokensLeft, lv.scourge >= 0 ? nameOf(lv.scourge) : null),
  ];
}

/** The decisions where the Border is what the player looks at: it is printed before them. */
export const BORDER_DECISIONS: ReadonlySet<string> = new Set(['leviathanMonster', 'leviathanAttack', 'boostAttack', 'breeder', 'rebel']);

/** A player's Wounds and slain Leviathans (Leviathan games only; empty otherwise). */
export function leviathanPlayerLines(view: PlayerView, p: PlayerPublicView, lang: Lang): string[] {
  if (!view.leviathan) return [];
  const w = leviathanWords(lang);
  const slain = (p.slain ?? []).map((id) => slainText(id, lang)).join(', ') || w.none;
  return [w.playerLine(p.wounds ?? 0, slain, view.leviathan.scourge === p.seat)];
}
