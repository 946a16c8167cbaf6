// The tutorial's lessons (src/web/learn/lessons.ts): each comes the first time its rule
// matters in the player's view, in the rules' order, once.
import { describe, expect, it } from 'vitest';
import { applyAction, newGame, viewFor, type GameState } from '../../src/engine/index.ts';
import { followLesson, nextLesson, type LessonId } from '../../src/web/learn/lessons.ts';
import { EXPANSION_LESSONS, EXPANSION_TUTORIALS, TUTORIAL_WORDS, expansionOptions, nextExpansionLesson } from '../../src/web/learn/expansions.ts';

function play(s: GameState, type: string): GameState {
  const a = viewFor(s, s.pending!.seat).legal.find((x) => x.type === type);
  if (!a) throw new Error(`no ${type}`);
  const r = applyAction(s, a);
  if (!r.ok) throw new Error(r.error.message);
  return r.state;
}

describe('tutorial lessons', () => {
  const start = newGame({ seed: 20260101, players: 2, startSeat: 0 });

  it('starts with exploring, then shows what the next decision is about', () => {
    expect(nextLesson(viewFor(start, 0), 0, new Set())).toEqual({ id: 'explore', target: '.prompt.mine [data-act="explore"]', suggest: 'explore' });
    // Read once, it does not come back.
    expect(nextLesson(viewFor(start, 0), 0, new Set<LessonId>(['explore']))).toBeNull();
    const explored = play(start, 'explore');
    const kind = explored.pending!.kind;
    const lesson = nextLesson(viewFor(explored, explored.pending!.seat), explored.pending!.seat, new Set<LessonId>(['explore']));
    expect(lesson?.id).toBe(kind === 'offer' ? 'offer' : kind === 'allyRevealed' ? 'ally' : kind === 'monsterRevealed' ? 'monster' : undefined);
  });

  it('ends with the end of the game, whatever is left unread', () => {
    const over = { ...viewFor(start, 0), over: true };
    expect(nextLesson(over, 0, new Set())?.id).toBe('end');
    expect(nextLesson(over, 0, new Set<LessonId>(['end']))).toBeNull();
  });
});

describe('expansion tutorial lessons', () => {
  it('Leviathan starts with the Border; De Profundis with the Outcast in the Court; Kraken waits for its first Kraken card', () => {
    const at = (which: 'kraken' | 'leviathan' | 'deprofundis') => viewFor(newGame({ ...expansionOptions(which), players: 2, startSeat: 0 }), 0);
    expect(nextExpansionLesson('leviathan', at('leviathan'), 0, new Set())).toEqual({ id: 'border', target: '[data-testid="border"]' });
    expect(nextExpansionLesson('deprofundis', at('deprofundis'), 0, new Set())).toEqual({ id: 'court', target: '.panel.court' });
    expect(nextExpansionLesson('kraken', at('kraken'), 0, new Set())).toBeNull();
    expect(nextExpansionLesson('kraken', { ...at('kraken'), over: true }, 0, new Set())?.id).toBe('end');
  });

  it('every lesson has its words in English and French, and ends with the end', () => {
    for (const which of EXPANSION_TUTORIALS) {
      const ids = Object.keys(EXPANSION_LESSONS[which]);
      expect(ids.at(-1)).toBe('end');
      for (const lang of ['en', 'fr'] as const) {
        expect(Object.keys(TUTORIAL_WORDS[lang][which].lessons)).toEqual(ids);
        for (const id of ids) expect(TUTORIAL_WORDS[lang][which].lessons[id].body.length).toBeGreaterThan(40);
      }
    }
  });
});

describe('the coach\'s bookkeeping', () => {
  it('counts a lesson as read once the game moves on under it at one of the player\'s decisions', () => {
    const at = followLesson(null, 'nebulis', 4, true);
    expect(at).toEqual({ shown: { id: 'nebulis', version: 4, atDecision: true }, read: null });
    expect(followLesson(at.shown, 'nebulis', 5, false).read).toBe('nebulis');
  });

  it('keeps a lesson that came up during the bots\' moves for the player\'s next decision', () => {
    const during = followLesson(null, 'figure', 7, false);
    const later = followLesson(during.shown, 'figure', 8, false);
    expect(later.read).toBeNull();
    const mine = followLesson(later.shown, 'figure', 9, true);
    expect(mine).toEqual({ shown: { id: 'figure', version: 7, atDecision: true }, read: null });
    expect(followLesson(mine.shown, null, 10, false).read).toBe('figure');
    // The end is never read away.
    expect(followLesson({ id: 'end', version: 1, atDecision: true }, 'end', 2, true).read).toBeNull();
  });
});
