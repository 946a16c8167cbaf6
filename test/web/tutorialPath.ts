// An expansion tutorial's fixed deal (src/web/learn/expansions.ts) played in Node as the
// browser plays it — the easy bot seeded per decision as the offline worker seeds it, and
// the person's seat answered as the click bot of the browser tests answers (test/web/clickbot.ts:
// recruit the first affordable Lord with the first quick payment, else request a Council stack
// of 3 or more, else explore; pass offers, take revealed Allies, fight; attack the first
// Leviathan listed; otherwise the first choice shown).
// The lessons the coach shows at the person's decisions, with the coach's own bookkeeping
// (followLesson). The browser test (learn-expansions.browser.test.ts) checks that the page
// shows the same lessons at the same decisions, so this path is the one the browser plays.
import { activeSeat, applyAction, newGame, viewFor, type Action, type PlayerView } from '../../src/engine/index.ts';
import { createGreedyBot } from '../../src/bots/greedy.ts';
import { LEVELS } from '../../src/bots/levels.ts';
import { mixSeed } from '../../src/bots/rng.ts';
import { checkPayment, nebulisChoices, recruitableLords, suggestions } from '../../src/web/payment.ts';
import { expansionOptions, nextExpansionLesson, type ExpansionTutorial } from '../../src/web/learn/expansions.ts';
import { TUTORIAL_BOT, followLesson, type ShownLesson } from '../../src/web/learn/lessons.ts';

const ofType = <T extends Action['type']>(legal: readonly Action[], type: T) => legal.filter((a): a is Extract<Action, { type: T }> => a.type === type);

/** What the click bot clicks for seat `me` (see clickbot.ts's step). */
export function clickBotAction(v: PlayerView, me: number): Action {
  const legal = v.legal;
  switch (v.pending?.kind) {
    case 'main': {
      const recruitable = recruitableLords(legal);
      const candidates = v.peek !== undefined && !v.court.includes(v.peek) ? [...v.court, v.peek] : v.court;
      const lord = candidates.find((c) => recruitable.has(c));
      if (lord !== undefined) {
        const nebulis = nebulisChoices(legal, lord);
        const free = checkPayment(v, me, lord, [], nebulis.length && !nebulis.includes(0) ? nebulis[0] : 0).action;
        if (free) return free;
        const quick = suggestions(v, me, lord)[0];
        const paid = checkPayment(v, me, lord, quick.allies, quick.nebulis).action;
        if (paid) return paid;
      }
      const supports = ofType(legal, 'support');
      const size = (a: (typeof supports)[number]): number => Math.max(...a.races.map((r) => v.council.find((c) => c.race === r)?.count ?? 0));
      return supports.find((a) => size(a) >= 3) ?? ofType(legal, 'explore')[0] ?? supports[0] ?? legal[0];
    }
    case 'afterAction': return ofType(legal, 'endTurn')[0] ?? legal[0];
    case 'offer': return ofType(legal, 'pass')[0] ?? legal[0];
    case 'allyRevealed': return ofType(legal, 'take')[0] ?? legal[0];
    case 'monsterRevealed': return ofType(legal, 'fight')[0] ?? legal[0];
    case 'leviathanMonster':
    case 'leviathanAttack': {
      // The attacks come first, grouped by Border space, left to right.
      const attacks = ofType(legal, 'attack');
      const space = Math.min(...attacks.map((a) => a.space));
      return attacks.find((a) => a.space === space) ?? ofType(legal, 'continue')[0] ?? legal[0];
    }
    case 'boostAttack': return ofType(legal, 'boost').sort((x, y) => x.pearls - y.pearls)[0] ?? legal[0];
    case 'fightReward': return ofType(legal, 'fightReward').sort((x, y) => x.leviathanTokens - y.leviathanTokens)[0] ?? legal[0];
    default: return legal[0];
  }
}

/** Plays the tutorial's deal to its end; the lessons the coach shows at the person's decisions, with the decision's number. */
export function playTutorialDeal(which: ExpansionTutorial, seed = expansionOptions(which).seed): { lessons: Map<string, number>; decisions: number } {
  let s = newGame({ ...expansionOptions(which), seed, players: 2, startSeat: 0 });
  const seen = new Set<string>();
  const lessons = new Map<string, number>();
  let shown: ShownLesson | null = null;
  let decisions = 0;
  for (let step = 0; step < 3000; step++) {
    const seat = activeSeat(s);
    const view = viewFor(s, 0);
    const deciding = seat === 0 || view.over;
    const lesson = nextExpansionLesson(which, view, 0, seen);
    const next = followLesson(shown, lesson?.id ?? null, step, deciding);
    if (next.read) seen.add(next.read);
    // As the page does: the lesson read is gone at once, the next one shows at the same version.
    const now = next.read ? nextExpansionLesson(which, view, 0, seen) : lesson;
    shown = next.read ? followLesson(next.shown, now?.id ?? null, step, deciding).shown : next.shown;
    if (deciding && now && !lessons.has(now.id)) lessons.set(now.id, decisions);
    if (seat === null) return { lessons, decisions };
    let action: Action;
    if (seat === 0) {
      action = clickBotAction(view, 0);
      decisions++;
    } else {
      const botView = viewFor(s, seat, { log: false });
      action = botView.legal.length === 1 ? botView.legal[0] : createGreedyBot(mixSeed(TUTORIAL_BOT.seed, seat, step), LEVELS[TUTORIAL_BOT.level].greedy).decide(botView);
    }
    const r = applyAction(s, action);
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
  }
  throw new Error('The tutorial did not end');
}

