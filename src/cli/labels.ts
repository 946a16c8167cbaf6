// Words for the terminal: actions as players would say them, and a board summary from a view,
// in the reader's language (src/cli/words.ts; the log itself: src/i18n/events.ts).
import {
  BORDER_LABELS, LEVIATHANS, LOCATIONS, LORDS, LOOT_VALUES, RACES, THREAT_REWARDS, allyRace, allyValue, fightEffect,
  OUTCAST_BASE, isKrakenAlly, isOutcast, outcastDeckOf, raceIndex, recruitCost, requirement, type Action, type FightEffect, type PlayerPublicView, type PlayerView,
} from '../engine/index.ts';
import { RACE_WORDS } from '../i18n/cards.ts';
import { logText } from '../i18n/events.ts';
import type { Lang } from '../i18n/lang.ts';
import { wordsFor, type CliWords } from './words.ts';
import { leviathanLines, leviathanPlayerLines, leviathanWords } from './leviathan-table.ts';

export function cardName(card: number, lang: Lang = 'en'): string {
  return wordsFor(lang).card(card);
}

/** Name of a Court card: a Lord, or an Outcast of the De Profundis deck in play. */
export function lordLabel(view: PlayerView, id: number, lang: Lang = 'en'): string {
  const w = wordsFor(lang);
  if (!isOutcast(id)) return LORDS[id] ? w.lord(id) : `#${id}`;
  // A custom deck's names are its own; the bundled deck's come from the words.
  const dp = view.options.expansions?.deProfundis;
  const deck = typeof dp === 'object' ? outcastDeckOf(view.options) : null;
  return deck?.[id - OUTCAST_BASE]?.name ?? w.outcastFallback(id - OUTCAST_BASE + 1);
}

export function lordDetails(view: PlayerView, id: number, lang: Lang = 'en'): string {
  if (isOutcast(id)) return lordLabel(view, id, lang);
  const w = wordsFor(lang);
  const l = LORDS[id];
  // What recruiting it asks, as the rules read it (engine/recruit.ts, requirement).
  const { cost, races, race } = requirement(view, id);
  const need = w.need(races, race < 0 ? null : w.race(race));
  return w.lordDetails(w.lord(id), w.guild(l.guild), l.ip, l.keys, cost, need);
}

export function locationLabel(id: number, lang: Lang = 'en'): string {
  const w = wordsFor(lang);
  return id >= 1 && id < LOCATIONS.length ? `${w.location(id)} — ${w.locationText(id)}` : `#${id}`;
}

function playerName(view: PlayerView, seat: number, w: CliWords): string {
  return seat === view.seat ? w.you : view.players[seat].name;
}

function cards(list: readonly number[], w: CliWords): string {
  return list.map(w.card).join(', ');
}

function stack(view: PlayerView, race: string, w: CliWords): string {
  const r = RACES.indexOf(race as (typeof RACES)[number]);
  return w.stack(r, view.council[r].count);
}

/** One action, in words (Kraken: with the Nebulis it pays, if any). */
export function describeAction(view: PlayerView, a: Action, lang: Lang = 'en'): string {
  const text = describeBase(view, a, lang);
  const nebulis = (a as { nebulis?: number }).nebulis;
  return nebulis ? wordsFor(lang).withNebulis(text, nebulis) : text;
}

function describeBase(view: PlayerView, a: Action, lang: Lang): string {
  const w = wordsFor(lang);
  const d = view.pending;
  const me = view.seat === null ? null : view.players[view.seat];
  const lord = (id: number): string => lordLabel(view, id, lang);
  switch (a.type) {
    case 'plot': return w.plot(a.deck === 'outcasts');
    case 'explore': return w.explore;
    case 'support': return w.support(a.races.map((r) => stack(view, r, w)));
    case 'recruit': {
      const total = a.allies.reduce((s, c) => s + allyValue(c), 0);
      const cost = me ? recruitCost(view, view.seat!, a.lord) : 0;
      return w.recruit(lordDetails(view, a.lord, lang), cards(sortCards(a.allies), w), Math.max(0, cost - total), a.more === true);
    }
    case 'addAlly': return w.addAlly(w.card(a.card));
    case 'pay': return w.pay(d?.kind === 'payment' ? cards(sortCards(d.allies), w) : null);
    case 'slaver': return w.slaver(w.card(a.card));
    case 'oracle': return w.oracle(stack(view, a.race, w));
    case 'opportunist': return w.opportunist(lord(a.lord));
    case 'endTurn': return w.endTurn;
    case 'skipAction': return w.skipAction;
    case 'buy': return d?.kind === 'offer' ? w.buy(w.card(d.card), d.price, playerName(view, view.current, w)) : w.buyPlain;
    case 'pass': return w.passOn(d?.kind === 'offer' ? w.card(d.card) : null);
    case 'take': return w.take(d?.kind === 'allyRevealed' ? w.card(d.card) : null);
    case 'continue': return d?.kind === 'monsterRevealed' ? w.leaveMonster(Math.min(6, view.threat + 1)) : d?.kind === 'leviathanMonster' ? w.monsterLeviathan : w.keepExploring;
    case 'fight': return w.fight(view.threat, THREAT_REWARDS[view.threat - 1].map(w.reward).join(w.or));
    case 'reward': return d?.kind === 'reward' ? w.takeReward(w.reward(d.options[a.option])) : w.rewardOption(a.option + 1);
    case 'takeFromTrack': return w.takeFromTrack(w.card(a.card));
    case 'affiliate': return w.affiliate(w.card(a.card));
    case 'discard': return w.discard(w.card(a.card));
    case 'payPearl': return w.payPearl;
    case 'assassinate': return w.assassinate(lord(a.lord), d?.kind === 'assassinate' ? playerName(view, d.target, w) : null);
    case 'hunt': return w.hunt(playerName(view, a.target, w), view.players[a.target].monsterCount);
    case 'apprentice': return w.apprentice(stack(view, a.race, w));
    case 'illusionist': return w.illusionist(a.from, a.to);
    case 'corrupt': return w.corrupt(lordDetails(view, a.lord, lang));
    case 'betray': return w.betray(lord(a.discard), lordDetails(view, a.take, lang));
    case 'scheme': return w.scheme(lord(a.discard));
    case 'decline': return w.decline;
    case 'takeLocation': return w.takeLocation(locationLabel(a.location, lang));
    case 'drawLocations': return w.drawLocations(a.count);
    case 'pickLocation': return w.pickLocation(locationLabel(a.location, lang));
    case 'payKeys': {
      const tokens = 3 - a.lords.length;
      return w.payKeys([...a.lords.map(lord), ...(tokens > 0 ? [w.keyTokens(tokens)] : [])]);
    }
    case 'swapLocation': return w.swapLocation(locationLabel(a.location, lang));
    case 'giveKraken': return w.giveKraken(playerName(view, a.seat, w));
    case 'heal': return w.heal(w.card(a.card));
    case 'execute': return w.execute(w.race(RACES.indexOf(a.race)));
    case 'discardAffiliated': return w.discardAffiliated(w.card(a.card));
    case 'liberate': return w.liberate(lord(a.lord));
    case 'recipient': return w.recipient;
    case 'drawLoot': return w.drawLoot(view.kraken?.lootDeckCount ?? 0);
    case 'stopLoot': return w.stopLoot;
    case 'placeSentinel': return w.placeSentinel(a.zone === 'court' ? lord(a.target) : a.zone === 'council' ? w.stack(a.target, view.council[a.target]?.count ?? 0) : locationLabel(a.target, lang));
    case 'placeKraken': return w.placeKraken(stack(view, a.race, w));
    case 'giveNebulis': return w.giveNebulis(playerName(view, a.seat, w));
    case 'ferryman': return w.ferryman;
    // Leviathan: fights (helper "fight"; words in fightWords below).
    case 'attack': case 'endFight': case 'boost': case 'fightReward': case 'strike': return fightLabel(view, a, lang);
    case 'takeCouncil': return w.apprentice(stack(view, a.race, w));
    // Leviathan: the Border
    case 'ignoreMonster': return w.ignoreMonster;
    case 'loseLord': return w.loseLord(lord(a.lord));
    case 'targetOpponent': return w.targetOpponent(playerName(view, a.seat, w));
    case 'placeLeviathan': return w.placeLeviathan(BORDER_LABELS[a.space] ?? String(a.space));
    default: {
      const other = a as { type: string; location?: number };
      if (other.type === 'reconquer' && other.location !== undefined) return w.reconquer(locationLabel(other.location, lang));
      return JSON.stringify(a);
    }
  }
}

// --- Leviathan fights: labels of attack, endFight, boost, fightReward and strike ----------------

interface FightWords {
  /** "the Jellyfish Leviathan 7-5 on space 4" (`steps`: the resistances still standing). */
  leviathan(race: number | null, steps: string, space: string): string;
  attack(leviathan: string, card: string, effect: FightEffect): string;
  endFight: string;
  boost(pearls: number, attack: number | null): string;
  fightReward(normal: number, leviathan: number): string;
  strike(leviathan: string): string;
}

const FIGHT_WORDS: Record<Lang, FightWords> = {
  en: {
    leviathan: (race, steps, space) => `the ${race === null ? '' : `${capital(RACE_WORDS.en[race].one)} `}Leviathan ${steps} on Border space ${space}`,
    attack: (leviathan, card, effect) => `Attack ${leviathan} with ${card}${effect === 'pearls' ? ' (then +1 per Pearl you spend)' : effect === 'twoDice' ? ' (two dice, the higher counts)' : ''}`,
    endFight: 'Stop attacking',
    boost: (pearls, attack) => `${pearls === 0 ? 'Spend no Pearl' : `Spend ${pearls} Pearl${pearls === 1 ? '' : 's'}`}${attack === null ? '' : `: attack ${attack + pearls}`}`,
    fightReward: (normal, leviathan) => `Take ${normal} Monster token${normal === 1 ? '' : 's'} and ${leviathan} Leviathan Monster token${leviathan === 1 ? '' : 's'}`,
    strike: (leviathan) => `Beat the next health step of ${leviathan}`,
  },
  fr: {
    leviathan: (race, steps, space) => `le Léviathan ${race === null ? '' : `${capital(RACE_WORDS.fr[race].one)} `}${steps} sur la case ${space} de la Frontière`,
    attack: (leviathan, card, effect) => `Attaquer ${leviathan} avec ${card}${effect === 'pearls' ? ' (puis +1 par Perle dépensée)' : effect === 'twoDice' ? ' (deux dés, le plus fort compte)' : ''}`,
    endFight: 'Cesser d’attaquer',
    boost: (pearls, attack) => `${pearls === 0 ? 'Ne dépenser aucune Perle' : `Dépenser ${pearls} Perle${pearls > 1 ? 's' : ''}`}${attack === null ? '' : ` : attaque ${attack + pearls}`}`,
    fightReward: (normal, leviathan) => `Prendre ${normal} jeton${normal > 1 ? 's' : ''} Monstre et ${leviathan} jeton${leviathan > 1 ? 's' : ''} Monstre Léviathan`,
    strike: (leviathan) => `Franchir le prochain palier de vie ${leviathan.replace(/^le /, 'du ')}`,
  },
};

function leviathanAt(view: PlayerView, space: number, f: FightWords): string {
  const b = view.leviathan?.border[space];
  if (!b) return f.leviathan(null, '?', BORDER_LABELS[space] ?? String(space));
  const card = LEVIATHANS[b.id];
  const steps = card.steps.slice(b.beaten).map((x) => x.resistance).join('-');
  return f.leviathan(card.race, steps, BORDER_LABELS[space]);
}

function fightLabel(view: PlayerView, a: Action, lang: Lang): string {
  const f = FIGHT_WORDS[lang];
  const d = view.pending;
  switch (a.type) {
    case 'attack': return f.attack(leviathanAt(view, a.space, f), wordsFor(lang).card(a.card), fightEffect(a.card));
    case 'boost': return f.boost(a.pearls, d?.kind === 'boostAttack' ? d.attack : null);
    case 'fightReward': return f.fightReward(d?.kind === 'fightReward' ? d.count - a.leviathanTokens : 0, a.leviathanTokens);
    case 'strike': return f.strike(leviathanAt(view, a.space, f));
    default: return f.endFight;
  }
}

/** Cards sorted by race, then value. */
export function sortCards(list: readonly number[]): number[] {
  return [...list].sort((a, b) => allyRace(a) - allyRace(b) || allyValue(a) - allyValue(b) || a - b);
}

export function handByRace(hand: readonly number[], lang: Lang = 'en'): string {
  const w = wordsFor(lang);
  const parts: string[] = [];
  for (let r = 0; r < RACES.length; r++) {
    const values = sortCards(hand.filter((c) => allyRace(c) === r)).map(allyValue);
    if (values.length) parts.push(`${capital(w.race(r))} ${values.join(' ')}`);
  }
  // Kraken Allies (wild, no race) after the five races.
  const krakens = sortCards(hand.filter(isKrakenAlly)).map(allyValue);
  if (krakens.length) parts.push(`Kraken ${krakens.join(' ')}`);
  return parts.length ? parts.join(' | ') : w.empty;
}

const capital = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

function playerLine(view: PlayerView, p: PlayerPublicView, lang: Lang): string {
  const w = wordsFor(lang);
  const lords = p.lords.map((l) => `${lordLabel(view, l, lang)}${p.assassinated.includes(l) ? w.assassinated : ''}`);
  const locations = p.locations.map((l) => `${w.location(l.id)}${l.lords.length ? ` [${l.lords.map((x) => lordLabel(view, x, lang)).join(', ')}]` : ''}${l.loot ? ` {${w.loot(lootValues(l.loot))}}` : ''}`);
  const monsters = p.monsterValues?.length ? `${p.monsterCount} (${p.monsterValues.join('+')})` : String(p.monsterCount);
  const who = p.seat === view.seat ? `${p.name} (${w.you})` : p.name;
  return [
    w.playerLine(who, p.seat === view.current, p.pearls, p.keys, p.handCount, monsters, p.lordCount),
    `    ${w.lordsLabel} ${lords.join(', ') || w.none}`,
    `    ${w.locationsLabel} ${locations.join('; ') || w.none}`,
    `    ${w.affiliatedLabel} ${handByRace(p.affiliated, lang)}`,
    ...(view.kraken && p.nebulis !== undefined ? [`    ${w.nebulisLine(p.nebulis, view.kraken.figure === p.seat)}`] : []),
    ...leviathanPlayerLines(view, p, lang).map((l) => `    ${l}`),
  ].join('\n');
}

/** Loot card values, "3+5" (none: "—"). */
function lootValues(loot: readonly number[]): string {
  return loot.length ? loot.map((id) => LOOT_VALUES[id]).join('+') : '—';
}

/** Kraken: the figure, the Loot deck and discard, the Sentinels and what each guards. */
function krakenLines(view: PlayerView, w: CliWords, lang: Lang): string[] {
  const k = view.kraken;
  if (!k) return [];
  const lines = [w.krakenTable(k.figure >= 0 ? playerName(view, k.figure, w) : null, k.lootDeckCount, lootValues(k.lootDiscard))];
  const guards = k.sentinels.map((x) => {
    const where = x.zone === 'court' ? lordLabel(view, x.target, lang) : x.zone === 'council' ? w.stack(x.target, view.council[x.target]?.count ?? 0) : w.location(x.target);
    return w.sentinel(lordLabel(view, x.lord, lang), playerName(view, x.seat, w), where);
  });
  lines.push(`${w.sentinelsLabel} ${guards.join('; ') || w.none}`);
  return lines;
}

/** A readable summary of the table for the view's seat. */
export function renderBoard(view: PlayerView, lang: Lang = 'en'): string {
  const w = wordsFor(lang);
  const lines: string[] = [];
  // Leviathan games have no Threat track (the Border replaces it): only the final round is said.
  if (!view.leviathan) lines.push(w.threat(view.threat, view.finalRound));
  else if (view.finalRound) lines.push(leviathanWords(lang).finalRound);
  lines.push(`${w.court}${view.court.map((l, i) => `\n  ${i + 1}. ${lordDetails(view, l, lang)}`).join('') || ` ${w.empty}`}`);
  lines.push(`${w.track} ${view.track.map(w.card).join(' | ') || w.empty}`);
  lines.push(`${w.council} ${view.council.map((c) => `${w.race(raceIndex(c.race))} ${c.count}`).join(' · ')}`);
  lines.push(`${w.faceUp}${view.locationsAvailable.map((l) => `\n  - ${locationLabel(l, lang)}`).join('') || ` ${w.noLocation}`}`);
  lines.push(w.decks(view.explorationDeckCount, view.explorationDiscardCount, view.lordDeckCount, view.locationStackCount, view.monsterTokensLeft, view.keySupply));
  lines.push(...krakenLines(view, w, lang));
  lines.push(...leviathanLines(view, lang, (seat) => playerName(view, seat, w)));
  lines.push(w.players);
  for (const p of view.players) lines.push(`  ${playerLine(view, p, lang)}`);
  if (view.seat !== null) lines.push(`${w.yourHand} ${handByRace(view.players[view.seat].hand ?? [], lang)}`);
  return lines.join('\n');
}

/** The last `n` lines of the view's log, in the reader's language. */
export function logTail(view: PlayerView, n: number, lang: Lang = 'en'): string[] {
  return logText(view.log.slice(-n), lang, view.options);
}
