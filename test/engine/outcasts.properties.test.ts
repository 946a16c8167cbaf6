// De Profundis under random play (seed 003, rulings.md "De Profundis"): whole-state invariants
// after every action, every Outcast conserved (deck, Court, players, under Locations, in a
// 'gainLord' task), the rules of the expansion checked as properties, and the Conspirator's
// peek hidden from every other seat and from spectators. Seeded: a failure names its game.
import { describe, expect, it } from 'vitest';
import {
  LORDS, applyAction, legalActions, newGame, scores, viewFor,
  type GameEvent, type GameOptions, type GameState,
} from './mutable.ts';
import { PLACEHOLDER_OUTCASTS } from '../../src/engine/outcast-deck.ts';
import { lordTitle } from '../../src/i18n/cards.ts';
import { eventText } from '../../src/i18n/events.ts';
import { LANGS, type Lang } from '../../src/i18n/lang.ts';
import { MAX_ACTIONS, choiceSeed, OUTCAST_BASE, invariantProblems, outcastTotal, pearlProblems, prng, randomAction } from './random-play.ts';
import { byDepth, DEPTH } from '../depth.ts';

/** An event as a reader of `lang` reads it (default names, the bundled Outcast deck). */
const read = (e: GameEvent, lang: Lang): string => eventText(e, lang);

const OUTCASTS = PLACEHOLDER_OUTCASTS.length;
const CONSPIRATOR = OUTCAST_BASE + PLACEHOLDER_OUTCASTS.findIndex((c) => c.power === 'conspirator');
const ipOf = (card: number): number => (card >= OUTCAST_BASE ? PLACEHOLDER_OUTCASTS[card - OUTCAST_BASE].ip : LORDS[card].ip);

function dpOptions(seed: number, players: number): GameOptions {
  return { seed, players, expansions: { deProfundis: true } };
}

/** Every Lord and Outcast a player owns (free, unused, under Locations). */
function owned(s: GameState, seat: number): number[] {
  const p = s.players[seat];
  return [...p.lords, ...p.outcasts, ...p.locations.flatMap((l) => [...l.lords, ...(l.outcasts ?? [])])];
}

/** The expansion's rules, as properties of any state reached by legal play. */
function dpProblems(s: GameState): string[] {
  const out: string[] = [];
  s.players.forEach((p, i) => {
    for (const l of p.locations) {
      if (l.outcasts && l.outcasts.length !== 2) out.push(`seat ${i}: Location ${l.id} held by ${l.outcasts.length} Outcasts`);
      for (const o of l.outcasts ?? []) if (o < OUTCAST_BASE) out.push(`seat ${i}: Lord ${o} among the Outcasts of Location ${l.id}`);
      for (const o of l.lords) if (o >= OUTCAST_BASE) out.push(`seat ${i}: Outcast ${o} among the Lords of Location ${l.id}`);
    }
    for (const o of p.lords) if (o >= OUTCAST_BASE) out.push(`seat ${i}: Outcast ${o} among the Lords`);
    for (const o of p.outcasts) if (o < OUTCAST_BASE) out.push(`seat ${i}: Lord ${o} among the Outcasts`);
    // 2 unused Outcasts reconquer at once, unless no Location is left to take.
    const reconquering = s.pending?.kind === 'reconquer' && s.pending.seat === i;
    if (p.outcasts.length >= 2 && !reconquering && s.locationStack.length > 0) {
      out.push(`seat ${i} keeps ${p.outcasts.length} unused Outcasts with ${s.locationStack.length} Locations in the stack`);
    }
    // The end is triggered by a 7th Lord and/or Outcast.
    if (owned(s, i).length >= 7 && s.lastSeat < 0 && !s.over) out.push(`seat ${i} owns ${owned(s, i).length} Lords and Outcasts, no end triggered`);
  });
  // The peek: only for the current player's own unused Conspirator (until the action, after which
  // a reconquest may cover it), while the Lord deck has cards.
  if (s.turn.peek && !s.over) {
    if (!s.turn.acted && !s.players[s.current].outcasts.includes(CONSPIRATOR)) out.push(`seat ${s.current} peeks without an unused Conspirator`);
    if (s.lordDeck.length === 0) out.push('a peek at an empty Lord deck');
  }
  if (s.pending?.kind === 'reconquer') {
    for (const id of s.pending.options) {
      const holder = s.players.findIndex((p) => p.locations.some((l) => l.id === id));
      if (holder === s.pending.seat) out.push(`reconquer offers the player's own Location ${id}`);
      const held = holder >= 0 ? s.players[holder].locations.find((l) => l.id === id)! : null;
      if (held?.outcasts?.length === 2) out.push(`reconquer offers Location ${id}, held by 2 Outcasts`);
      if (holder < 0 && !s.locationsAvailable.includes(id)) out.push(`reconquer offers Location ${id}, which is nowhere to take`);
    }
  }
  return out;
}

/** Final scores recomputed by hand: Outcasts' IP in the Lords column, tie-break on the highest card. */
function scoreProblems(s: GameState): string[] {
  const out: string[] = [];
  const sheet = scores(s);
  const best = s.players.map((_, i) => Math.max(0, ...owned(s, i).map(ipOf)));
  for (const line of sheet) {
    const lords = owned(s, line.seat).reduce((n, c) => n + ipOf(c), 0);
    if (line.lords !== lords) out.push(`seat ${line.seat}: Lords column ${line.lords}, Lords and Outcasts are worth ${lords}`);
    const key = (l: typeof line): number[] => [l.total, l.pearls, best[l.seat]];
    const better = (a: number[], b: number[]): boolean => {
      for (let k = 0; k < a.length; k++) if (a[k] !== b[k]) return a[k] > b[k];
      return false;
    };
    const rank = 1 + sheet.filter((o) => better(key(o), key(line))).length;
    if (line.rank !== rank) out.push(`seat ${line.seat}: rank ${line.rank}, expected ${rank}`);
  }
  return out;
}

interface Tally { games: number; actions: number; kinds: Map<string, number>; reconquests: number; replaced: number; peeks: number; peekRecruits: number; outcastRecruits: number; triggeredByOutcast: number }

function countEvents(t: Tally, events: readonly GameEvent[]): void {
  for (const e of events) {
    if (e.kind === 'reconquers') t.reconquests++;
    if (e.kind === 'replaces' || e.kind === 'replacesFromStack') t.replaced++;
    if (e.to !== undefined && e.kind === 'conspiratorShows') t.peeks++;
  }
}

// Games per player count, and games of the Conspirator's peek: the deep tier plays more,
// the quick tier a few (test/depth.ts); seeds do not depend on the depth.
const PER_COUNT = byDepth({ quick: 3, ci: 40, deep: 200 });
const PEEK_GAMES = byDepth({ quick: 4, ci: 30, deep: 120 });

describe('De Profundis: random games through applyAction', () => {
  it('the conservation check sees an Outcast lost, doubled or waiting in a gainLord task', () => {
    const s = newGame(dpOptions(1, 3));
    expect(invariantProblems(s, OUTCASTS)).toEqual([]);
    const lost = structuredClone(s);
    const gone = lost.outcastDeck.pop()!;
    expect(invariantProblems(lost, OUTCASTS)).toEqual([`Outcast ${gone} is missing`]);
    const twice = structuredClone(s);
    twice.players[1].outcasts.push(twice.court[0]);
    expect(invariantProblems(twice, OUTCASTS)).toEqual([`Outcast ${s.court[0]} is both in court and in outcasts 1`]);
    const moving = structuredClone(s);
    moving.tasks.push({ t: 'gainLord', lord: moving.court.shift()! });
    expect(invariantProblems(moving, OUTCASTS)).toEqual([]);
    const under = structuredClone(s);
    under.players[2].locations.push({ id: under.locationStack.pop()!, lords: [], outcasts: under.outcastDeck.splice(0, 2) });
    expect(invariantProblems(under, OUTCASTS)).toEqual([]);
  });

  const tally: Tally = { games: 0, actions: 0, kinds: new Map(), reconquests: 0, replaced: 0, peeks: 0, peekRecruits: 0, outcastRecruits: 0, triggeredByOutcast: 0 };

  for (const players of [2, 3, 4]) {
    it(`${players} players: ${PER_COUNT} games keep every invariant, every Outcast and the expansion's rules after every action`, () => {
      for (let g = 0; g < PER_COUNT; g++) {
        const opts = dpOptions(300_000 + 1000 * players + g, players);
        const rand = prng(choiceSeed(opts.seed) * 31 + players);
        let s = newGame(opts);
        expect(outcastTotal(s)).toBe(OUTCASTS);
        expect(invariantProblems(s, OUTCASTS), `setup of ${JSON.stringify(opts)}`).toEqual([]);
        let n = 0;
        while (!s.over) {
          const where = `game ${JSON.stringify(opts)}, action ${n}`;
          expect(n, `${where}: the game does not end`).toBeLessThan(MAX_ACTIONS);
          const a = randomAction(s, rand);
          tally.kinds.set(s.pending!.kind, (tally.kinds.get(s.pending!.kind) ?? 0) + 1);
          if (a.type === 'recruit') {
            if (a.lord >= OUTCAST_BASE) tally.outcastRecruits++;
            else if (!s.court.includes(a.lord)) tally.peekRecruits++;
          }
          const r = applyAction(s, a);
          if (!r.ok) throw new Error(`${where}: legal ${JSON.stringify(a)} rejected: ${r.error.message}`);
          const problems = [...invariantProblems(r.state, OUTCASTS), ...pearlProblems(s, r.state, r.events), ...dpProblems(r.state)];
          if (problems.length) throw new Error(`${where} ${JSON.stringify(a)} from ${JSON.stringify(s.pending)}:\n${problems.join('\n')}`);
          if (s.lastSeat < 0 && r.state.lastSeat >= 0 && a.type === 'recruit' && a.lord >= OUTCAST_BASE) tally.triggeredByOutcast++;
          countEvents(tally, r.events);
          s = r.state;
          n++;
        }
        expect(scoreProblems(s), `game ${JSON.stringify(opts)}`).toEqual([]);
        expect(legalActions(s)).toEqual([]);
        tally.games++;
        tally.actions += n;
      }
    });
  }

  // The quick tier's few games cannot meet every rare event: its coverage is CI's and the deep tier's to check.
  it.skipIf(DEPTH === 'quick')('the games met the expansion: Outcasts recruited, reconquests with replacements, peeks and recruitments from the peek', () => {
    const games = 3 * PER_COUNT;
    expect(tally.games).toBe(games);
    // At least these many per game (300 games met over 300 Outcast recruitments, 50 reconquests and peeks, 10 replacements).
    expect(tally.outcastRecruits).toBeGreaterThan(games);
    expect(tally.reconquests).toBeGreaterThan(games / 6);
    expect(tally.replaced).toBeGreaterThan(games / 30);
    expect(tally.kinds.get('reconquer') ?? 0).toBeGreaterThan(0);
    expect(tally.peeks).toBeGreaterThan(games / 6);
    expect(tally.peekRecruits).toBeGreaterThan(0);
    expect(tally.triggeredByOutcast).toBeGreaterThan(0);
  });
});

// --- Hidden information: the Conspirator's peek ------------------------------------------

/** The same state with the top Lord of the deck exchanged for another Lord of the deck (views only read it). */
function twin(s: GameState): GameState {
  const d = s.lordDeck.slice();
  [d[d.length - 1], d[0]] = [d[0], d[d.length - 1]];
  return { ...s, lordDeck: d };
}

/**
 * Checks, at a state where the Conspirator shows the top Lord, that only its owner can tell
 * which: no other view differs when another Lord is on top, and (`scanLog`) no log line another
 * seat or a spectator reads names it.
 */
function checkPeek(s: GameState, where: string, scanLog: boolean): void {
  const owner = s.current;
  const top = s.lordDeck[s.lordDeck.length - 1];
  const name = (lang: Lang): RegExp => new RegExp(`\\b${lordTitle(top, lang)}\\b`, 'i');
  expect(viewFor(s, owner).peek, where).toBe(top);
  const other = twin(s);
  for (const seat of [null, ...s.players.map((_, i) => i)]) {
    if (seat === owner) continue;
    const v = viewFor(s, seat);
    expect('peek' in v, `${where}: peek in the view of ${seat}`).toBe(false);
    if (scanLog) for (const e of v.log) for (const lang of LANGS) expect(name(lang).test(read(e, lang)), `${where}: "${read(e, lang)}" names the peeked Lord for ${seat}`).toBe(false);
    // Indistinguishable: had another Lord been on top, this seat would see exactly the same.
    // (Both states share one log, scanned above: compare the rest.)
    if (s.lordDeck.length > 1) expect({ ...viewFor(other, seat), log: [] }, `${where}: the view of ${seat} depends on the top Lord`).toEqual({ ...v, log: [] });
  }
}

describe('De Profundis: hidden information', () => {
  it("the Conspirator's peek reaches no other seat's view or log, nor a spectator's", () => {
    let checked = 0;
    let owners = 0;
    for (let g = 0; g < PEEK_GAMES; g++) {
      const opts = dpOptions(400_000 + g, 2 + (g % 3));
      const rand = prng(choiceSeed(opts.seed));
      let s = newGame(opts);
      // Deal the Conspirator to a seat early, as a recruitment would, so that most games see it.
      const i = s.outcastDeck.indexOf(CONSPIRATOR);
      if (i >= 0 && g % 2 === 0) {
        s.outcastDeck.splice(i, 1);
        s.players[(g + 1) % s.players.length].outcasts.push(CONSPIRATOR);
        owners++;
      }
      for (let n = 0; !s.over && n < MAX_ACTIONS; n++) {
        if (s.turn.peek) {
          // Each peek as it starts (log included), then a sample of the rest of the turn.
          const starts = s.pending?.kind === 'main' && s.log.at(-1)?.to === s.current;
          if (starts || n % 4 === 0) {
            checkPeek(s, `game ${JSON.stringify(opts)}, action ${n}`, starts);
            checked++;
          }
        } else if (s.pending?.kind === 'main') {
          // Outside a peek no view carries one.
          for (const seat of [null, ...s.players.map((_, k) => k)]) expect('peek' in viewFor(s, seat)).toBe(false);
        }
        const r = applyAction(s, randomAction(s, rand));
        if (!r.ok) throw new Error(r.error.message);
        // A private line goes to the owner only; a public line never names the Lord on top of the deck.
        const top = r.state.lordDeck.at(-1);
        for (const e of r.events) {
          if (e.kind === 'conspiratorShows') expect(e.to).toBe(r.state.current);
          if (e.to === undefined && top !== undefined) {
            for (const lang of LANGS) expect(new RegExp(`\\b${lordTitle(top, lang)}\\b`, 'i').test(read(e, lang)), read(e, lang)).toBe(false);
          }
        }
        s = r.state;
      }
      expect(s.over).toBe(true);
    }
    // Half the games deal the Conspirator when it is in the deck (60 games: over 20 owners, over 100 peeking states checked).
    expect(owners).toBeGreaterThan(PEEK_GAMES / 3);
    expect(checked).toBeGreaterThan(PEEK_GAMES * 5 / 3);
  });
});
