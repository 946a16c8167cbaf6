// How many choices a recruitment puts in front of a bot (docs/rules.md, "Recruitment in
// steps"). Plays seeded random games (uniformly random legal actions, 2–4 players) and counts
// legal actions at every main decision that lists a recruit and at every open payment; beside
// them, how long the main decision's list would be if it named every accepted payment at once.
// Usage: tsx bench/recruit-choices.ts [games=200] [seed=1]
import { allyRace, allyValue, applyAction, legalActions, newGame, type Action, type GameState } from '../src/engine/index.ts';
import { checkPayment } from '../src/engine/recruit.ts';
import type { GameState as EngineState } from '../src/engine/types.ts';

const games = Number(process.argv[2] ?? 200);
const firstSeed = Number(process.argv[3] ?? 1);

/** mulberry32, the policy's own PRNG (the engine's stays untouched). */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

class Stat {
  n = 0;
  sum = 0;
  max = 0;
  add(x: number): void {
    this.n++;
    this.sum += x;
    this.max = Math.max(this.max, x);
  }
  toString(): string {
    return this.n ? `mean ${(this.sum / this.n).toFixed(2)}, max ${this.max} (${this.n} decisions)` : 'none';
  }
}

/** Every accepted payment for `lord`, one per multiset of (race, value) of the hand. */
function acceptedCount(s: GameState, lord: number): number {
  const classes = new Map<number, number[]>();
  for (const c of s.players[s.current].hand) {
    const k = allyRace(c) * 8 + allyValue(c);
    classes.set(k, [...(classes.get(k) ?? []), c]);
  }
  const groups = [...classes.values()];
  let count = 0;
  const pick = (i: number, chosen: number[]): void => {
    if (i === groups.length) {
      // An engine-internal check, typed over the engine's mutable state: it only reads it.
      if (chosen.length && typeof checkPayment(s as EngineState, s.current, lord, chosen) === 'number') count++;
      return;
    }
    for (let k = 0; k <= groups[i].length; k++) pick(i + 1, [...chosen, ...groups[i].slice(0, k)]);
  };
  pick(0, []);
  return count;
}

const main = new Stat();
const recruits = new Stat();
const payment = new Stat();
const everyPayment = new Stat();
let recruitments = 0;
for (let g = 0; g < games; g++) {
  const seed = firstSeed + g;
  const rand = prng(seed);
  let s = newGame({ seed, players: 2 + (g % 3) });
  for (let n = 0; !s.over && n < 5000; n++) {
    const legal = legalActions(s);
    const d = s.pending!;
    const listed = legal.filter((a) => a.type === 'recruit');
    if (d.kind === 'main' && listed.length) {
      main.add(legal.length);
      recruits.add(listed.length);
      const lords = [...new Set(listed.map((a) => (a as Extract<Action, { type: 'recruit' }>).lord))];
      let all = legal.length - listed.length;
      for (const lord of lords) all += acceptedCount(s, lord);
      everyPayment.add(all);
    }
    if ((d.kind as string) === 'payment') payment.add(legal.length);
    const a = legal[Math.floor(rand() * legal.length)];
    if (a.type === 'recruit') recruitments++;
    const r = applyAction(s, a);
    if (!r.ok) throw new Error(`game ${seed}: ${r.error.message}`);
    s = r.state;
  }
}
console.log(`${games} random games (seeds ${firstSeed}–${firstSeed + games - 1}, 2–4 players), ${recruitments} recruitments`);
console.log(`main decisions listing a recruit — legal actions: ${main}`);
console.log(`  of which recruit actions: ${recruits}`);
console.log(`  if every accepted payment were listed: ${everyPayment}`);
console.log(`open payments ('payment' decisions) — legal actions: ${payment}`);
