// The tutorial's lessons (/learn): each rule is introduced the first time it matters in the
// player's own game, read from the view the table shows (never from the game's hidden state).
// A lesson names what it would highlight on the real table and, where it suggests a move, that
// move's type; the player may do anything else (the coach then says so and follows the game).
import type { PlayerView } from '../../engine/index.ts';

/** The tutorials' opponent: one easy bot, its decisions seeded by this (the offline worker mixes in the seat and the step). */
export const TUTORIAL_BOT = { level: 'easy', seed: 1 } as const;

export const LESSONS = ['explore', 'offer', 'ally', 'monster', 'council', 'recruit', 'affiliate', 'lords', 'locations', 'end'] as const;
export type LessonId = (typeof LESSONS)[number];

export interface Lesson {
  id: LessonId;
  /** What to highlight on the table (a CSS selector of the real table's parts). */
  target: string;
  /** The move the lesson suggests, if any (an action type). */
  suggest?: string;
}

const DEF: Record<LessonId, { target: string; suggest?: string; when(v: PlayerView, me: number): boolean }> = {
  explore: { target: '.prompt.mine [data-act="explore"]', suggest: 'explore', when: (v, me) => mine(v, me, 'main') && v.legal.some((a) => a.type === 'explore') },
  offer: { target: '.prompt.mine', when: (v, me) => mine(v, me, 'offer') },
  ally: { target: '.panel.track', when: (v, me) => mine(v, me, 'allyRevealed') },
  monster: { target: '.panel.threat', when: (v, me) => mine(v, me, 'monsterRevealed') },
  council: { target: '.panel.council', suggest: 'support', when: (v, me) => mine(v, me, 'main') && v.legal.some((a) => a.type === 'support') },
  recruit: { target: '.panel.court', suggest: 'recruit', when: (v, me) => mine(v, me, 'main') && v.legal.some((a) => a.type === 'recruit') },
  affiliate: { target: '.prompt.mine', when: (v, me) => mine(v, me, 'affiliate') },
  lords: { target: '.panel.player.me', when: (v, me) => v.players[me].lords.length > 0 },
  locations: {
    target: '.panel.locations',
    when: (v, me) => v.players[me].keys >= 1 || v.pending?.seat === me && (v.pending.kind === 'location' || v.pending.kind === 'pickLocation' || v.pending.kind === 'payKeys'),
  },
  end: { target: '[data-testid="score-screen"], .banner.final', when: (v) => v.finalRound || v.over },
};

function mine(v: PlayerView, me: number, kind: string): boolean {
  return !v.over && v.pending?.seat === me && v.pending.kind === kind;
}

/**
 * The lesson to show now: the first, in the rules' order, whose moment has come and that the
 * player has not read yet. The end of the game always wins (it is the last word).
 */
export function nextLesson(view: PlayerView, me: number, seen: ReadonlySet<LessonId>): Lesson | null {
  const ids: LessonId[] = DEF.end.when(view, me) && !seen.has('end') ? ['end'] : LESSONS.filter((id) => !seen.has(id) && DEF[id].when(view, me));
  const id = ids[0];
  return id ? { id, target: DEF[id].target, ...(DEF[id].suggest ? { suggest: DEF[id].suggest } : {}) } : null;
}

/** The lesson on screen: which, since which version, and whether the player has had it in view at one of their own decisions. */
export interface ShownLesson {
  id: string;
  version: number;
  atDecision: boolean;
}

/**
 * The coach's bookkeeping for a new view (`version`, showing lesson `id`, the player deciding or
 * not): the lesson on screen before counts as read once the game moved on under it, but only if
 * the player had it in view while deciding. A lesson that came up during the bots' moves (the
 * page may draw some of their views and not others) waits for the player's next decision, so
 * the lessons shown do not depend on how fast the page draws.
 */
export function followLesson(before: ShownLesson | null, id: string | null, version: number, deciding: boolean): { shown: ShownLesson | null; read: string | null } {
  const read = before && before.version !== version && before.id !== 'end' && before.atDecision ? before.id : null;
  if (id === null) return { shown: null, read };
  const same = before !== null && before.id === id && read === null;
  return { shown: { id, version: same ? before.version : version, atDecision: deciding || (same && before.atDecision) }, read };
}
