// The terminal's words for the Border's actions (src/cli/labels.ts), in English and French,
// read from the views random Leviathan games reach.
import { describe, expect, it } from 'vitest';
import { describeAction } from '../../../src/cli/labels.ts';
import { applyAction, newGame, viewFor, type Action } from '../../../src/engine/index.ts';
import { MAX_ACTIONS, pick, prng } from '../random-play.ts';

const MINE = ['continue', 'ignoreMonster', 'loseLord', 'targetOpponent', 'placeLeviathan'];

describe('the Border\'s actions in words', () => {
  it('name each choice in English and in French, never as JSON', () => {
    const labelled = new Map<string, string[]>();
    for (let seed = 1; seed <= 60; seed++) {
      let s = newGame({ seed, players: 2 + (seed % 4), expansions: { leviathan: true } });
      const rand = prng(seed);
      for (let i = 0; i < MAX_ACTIONS && !s.over; i++) {
        const view = viewFor(s, s.pending!.seat);
        for (const a of view.legal) {
          if (!MINE.includes(a.type) || (a.type === 'continue' && s.pending!.kind !== 'leviathanMonster')) continue;
          const en = describeAction(view, a, 'en');
          const fr = describeAction(view, a, 'fr');
          for (const label of [en, fr]) expect(label, JSON.stringify(a)).not.toMatch(/^\{|undefined|NaN/);
          expect(fr).not.toBe(en);
          labelled.set(a.type, [en, fr]);
        }
        const r = applyAction(s, pick(rand, view.legal) as Action);
        if (!r.ok) throw new Error(r.error.message);
        s = r.state;
      }
    }
    expect([...labelled.keys()].sort()).toEqual([...MINE].sort());
    expect(labelled.get('continue')).toEqual([
      'Keep exploring: the Monster is discarded and a new Leviathan comes to the Border',
      'Continuer d’explorer : le Monstre est défaussé et un nouveau Léviathan arrive à la Frontière',
    ]);
  });
});
