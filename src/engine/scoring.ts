// Final scoring: Locations, Lords, the best affiliated Ally of each race, Monster tokens.
import { GUILDS, LOCATION, LOCATIONS, LOOT_VALUES, LORDS, MONSTER_TOKEN_VALUES, RACE_COUNT, allyRace, allyValue, raceIndex } from './cards.ts';
import { allOutcasts, outcastCard } from './outcast-deck.ts';
import { allLords, type Tableau } from './state.ts';
import { expansionScoreLines } from './hooks.ts';
import type { GameState, PlayerState, ScoreLine, ScoreSheet } from './types.ts';

/** IP one Location gives `p` (City of Mirrors is resolved by the caller). */
export function locationValue(location: number, p: Tableau): number {
  const sc = LOCATIONS[location].scoring;
  const lords = allLords(p);
  switch (sc.kind) {
    case 'perLordOfGuild':
      return sc.base + sc.per * lords.filter((l) => LORDS[l].guild === sc.guild).length;
    case 'perAffiliatedOfRace': {
      const r = raceIndex(sc.race);
      return sc.base + sc.per * p.affiliated.filter((c) => allyRace(c) === r).length;
    }
    case 'perGuild':
      return sc.per * GUILDS.filter((g) => lords.some((l) => LORDS[l].guild === g)).length;
    case 'weakestLordTimes':
      return lords.length ? sc.factor * Math.min(...lords.map((l) => LORDS[l].ip)) : 0;
    case 'strongestLord':
      return lords.length ? Math.max(...lords.map((l) => LORDS[l].ip)) : 0;
    case 'minusPerLord':
      return Math.max(0, sc.base - lords.length);
    case 'perLordWithKey':
      return sc.per * lords.filter((l) => LORDS[l].keys > 0).length;
    case 'perLordWithoutKey':
      return sc.per * lords.filter((l) => LORDS[l].keys === 0).length;
    case 'sumWeakestAffiliated': {
      let sum = sc.base;
      for (let r = 0; r < RACE_COUNT; r++) {
        const values = p.affiliated.filter((c) => allyRace(c) === r).map(allyValue);
        if (values.length) sum += Math.min(...values);
      }
      return sum;
    }
    case 'minusPerAffiliated':
      return Math.max(0, sc.base - p.affiliated.length);
    case 'minusPerNebulis':
      return Math.max(0, sc.base - sc.per * (p.nebulis ?? 0));
    case 'lootSum': {
      // The Loot lies on the tile itself: a copy (City of Mirrors) of someone else's has none.
      const held = p.locations.find((l) => l.id === location);
      return held?.loot ? held.loot.reduce((sum, card) => sum + LOOT_VALUES[card], 0) : 0;
    }
    case 'copyOpponent':
    case 'swapOnControl':
      return 0;
  }
}

/** City of Mirrors copies the opponent's Location worth most to its owner (`players`: state or view). */
export function mirrorValue(players: readonly Tableau[], seat: number): number {
  let best = 0;
  players.forEach((o, i) => {
    if (i === seat) return;
    for (const loc of o.locations) {
      if (loc.id === LOCATION.cityOfMirrors) continue;
      best = Math.max(best, locationValue(loc.id, players[seat]));
    }
  });
  return best;
}

export function locationsScore(s: GameState, seat: number): number {
  let total = 0;
  for (const loc of s.players[seat].locations) {
    total += loc.id === LOCATION.cityOfMirrors ? mirrorValue(s.players, seat) : locationValue(loc.id, s.players[seat]);
  }
  return total;
}

/** Per race, the value of the highest affiliated Ally (0 without one): only that one scores. */
export function bestAffiliated(affiliated: readonly number[]): number[] {
  const best = new Array<number>(RACE_COUNT).fill(0);
  for (const c of affiliated) best[allyRace(c)] = Math.max(best[allyRace(c)], allyValue(c));
  return best;
}

export function alliesScore(p: Pick<PlayerState, 'affiliated'>): number {
  return bestAffiliated(p.affiliated).reduce((a, b) => a + b, 0);
}

/** At the end, the lowest Ally of each race left in hand is affiliated (the rest are discarded). */
export function endAffiliations(hand: readonly number[]): number[] {
  const out: number[] = [];
  for (let r = 0; r < RACE_COUNT; r++) {
    let low = -1;
    for (const c of hand) if (allyRace(c) === r && (low < 0 || allyValue(c) < allyValue(low))) low = c;
    if (low >= 0) out.push(low);
  }
  return out;
}

/** IP of every Lord, and (De Profundis) every Outcast, the player owns. */
function recruitedIps(s: GameState, p: PlayerState): number[] {
  const ips = allLords(p).map((l) => LORDS[l].ip);
  for (const o of allOutcasts(p)) ips.push(outcastCard(s, o).ip);
  return ips;
}

/** Score sheet with ranks: total, then most Pearls, then the strongest single Lord; else shared. */
export function scoreSheet(s: GameState): ScoreSheet {
  const lines: ScoreLine[] = s.players.map((p, seat) => {
    const locations = locationsScore(s, seat);
    const lords = recruitedIps(s, p).reduce((sum, ip) => sum + ip, 0);
    const allies = alliesScore(p);
    const monsters = p.monsters.reduce((sum, t) => sum + MONSTER_TOKEN_VALUES[t], 0);
    const line: ScoreLine = { seat, locations, lords, allies, monsters, total: locations + lords + allies + monsters, pearls: p.pearls, rank: 0 };
    expansionScoreLines(s, seat, line);
    return line;
  });
  const key = (l: ScoreLine): number[] => [l.total, l.pearls, Math.max(0, ...recruitedIps(s, s.players[l.seat]))];
  const better = (a: number[], b: number[]): boolean => {
    for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i] > b[i];
    return false;
  };
  for (const line of lines) {
    line.rank = 1 + lines.filter((o) => better(key(o), key(line))).length;
  }
  return lines;
}
