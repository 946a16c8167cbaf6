// Words for the terminal: actions as players would say them, and a board summary from a view.
import {
  LOCATIONS, LORDS, RACES, THREAT_REWARDS, allyRace, allyValue, capitalise, describeCard, describeReward, plural,
  type Action, type PlayerPublicView, type PlayerView,
} from '../engine/index.ts';
import { logText } from '../i18n/events.ts';
import type { Lang } from '../i18n/lang.ts';

const OUTCAST_BASE = 101;

export function cardName(card: number): string {
  return describeCard(card);
}

/** Name of a Court card: a Lord, or an Outcast of the De Profundis deck in play. */
export function lordLabel(view: PlayerView, id: number): string {
  if (id < OUTCAST_BASE) return LORDS[id]?.name ?? `Lord ${id}`;
  const dp = view.options.expansions?.deProfundis;
  const deck = typeof dp === 'object' && dp !== null && 'deck' in dp ? (dp as { deck: { name: string }[] }).deck : null;
  return deck?.[id - OUTCAST_BASE]?.name ?? `Outcast ${id - OUTCAST_BASE + 1}`;
}

export function lordDetails(view: PlayerView, id: number): string {
  if (id >= OUTCAST_BASE) return lordLabel(view, id);
  const l = LORDS[id];
  const need = l.guild === 'ambassador' ? '5 races' : `${plural(l.races, 'race')} incl. ${guildRace(l.guild)}`;
  return `${l.name} (${l.guild}, ${l.ip} IP${l.keys ? `, ${plural(l.keys, 'key')}` : ''}; cost ${l.cost}, ${need})`;
}

function guildRace(guild: string): string {
  return { military: 'crab', merchant: 'shellfish', mage: 'jellyfish', politician: 'squid', farmer: 'seahorse' }[guild] ?? '';
}

export function locationLabel(id: number): string {
  const l = LOCATIONS[id];
  return l ? `${l.name} — ${l.text}` : `Location ${id}`;
}

function playerName(view: PlayerView, seat: number): string {
  return seat === view.seat ? 'you' : view.players[seat].name;
}

function cards(list: readonly number[]): string {
  return list.map(describeCard).join(', ');
}

/** One action, in words. */
export function describeAction(view: PlayerView, a: Action): string {
  const d = view.pending;
  const me = view.seat === null ? null : view.players[view.seat];
  switch (a.type) {
    case 'plot': return `Plot at Court: pay 1 Pearl to reveal ${a.deck === 'outcasts' ? 'an Outcast' : 'a new Lord'}`;
    case 'explore': return 'Explore the depths';
    case 'support': return `Request support: take the ${a.races.map((r) => `${r} stack (${plural(view.council[RACES.indexOf(r)].count, 'card')})`).join(' and the ')}`;
    case 'recruit': {
      const total = a.allies.reduce((s, c) => s + allyValue(c), 0);
      const cost = me ? recruitCostShown(view, a.lord) : 0;
      const pearls = Math.max(0, cost - total);
      return `Recruit ${lordDetails(view, a.lord)} paying ${cards(sortCards(a.allies))}${pearls ? ` + ${plural(pearls, 'Pearl')}` : ''}${a.more ? ' (then you may add Allies)' : ''}`;
    }
    case 'addAlly': return `Add ${describeCard(a.card)} to the payment`;
    case 'pay': return d?.kind === 'payment' ? `Pay with ${cards(sortCards(d.allies))}` : 'Pay';
    case 'slaver': return `Slaver: discard ${describeCard(a.card)} for 2 Pearls`;
    case 'oracle': return `Oracle: discard the ${a.race} stack (${plural(view.council[RACES.indexOf(a.race)].count, 'card')})`;
    case 'opportunist': return `Opportunist: replace ${lordLabel(view, a.lord)} in the Court with the top Lord of the deck`;
    case 'endTurn': return 'End your turn';
    case 'skipAction': return 'No action is possible: go on';
    case 'buy': return d?.kind === 'offer' ? `Buy ${describeCard(d.card)} for ${plural(d.price, 'Pearl')} (paid to ${playerName(view, view.current)})` : 'Buy';
    case 'pass': return d?.kind === 'offer' ? `Pass on ${describeCard(d.card)}` : 'Pass';
    case 'take': return d?.kind === 'allyRevealed' ? `Take ${describeCard(d.card)} (your exploration ends)` : 'Take it';
    case 'continue':
      if (d?.kind === 'monsterRevealed') return `Leave the Monster and keep exploring (Threat goes to ${Math.min(6, view.threat + 1)})`;
      return 'Keep exploring';
    case 'fight': return `Fight the Monster (reward of Threat space ${view.threat}: ${THREAT_REWARDS[view.threat - 1].map(describeReward).join(' or ')})`;
    case 'reward': return d?.kind === 'reward' ? `Take ${describeReward(d.options[a.option])}` : `Reward option ${a.option + 1}`;
    case 'takeFromTrack': return `Take ${describeCard(a.card)} from the track`;
    case 'affiliate': return `Affiliate ${describeCard(a.card)}`;
    case 'discard': return `Discard ${describeCard(a.card)}`;
    case 'payPearl': return 'Pay 1 Pearl';
    case 'assassinate': return d?.kind === 'assassinate' ? `Assassinate ${lordLabel(view, a.lord)} of ${playerName(view, d.target)}` : `Assassinate ${lordLabel(view, a.lord)}`;
    case 'hunt': return `Hunt ${playerName(view, a.target)} (${plural(view.players[a.target].monsterCount, 'Monster token')})`;
    case 'apprentice': return `Take the ${a.race} stack (${plural(view.council[RACES.indexOf(a.race)].count, 'card')})`;
    case 'illusionist': return `Exchange ${LOCATIONS[a.from]?.name} for ${LOCATIONS[a.to]?.name}`;
    case 'corrupt': return `Recruit ${lordDetails(view, a.lord)} for 5 Pearls`;
    case 'betray': return `Discard ${lordLabel(view, a.discard)} and take ${lordDetails(view, a.take)} from the Court`;
    case 'scheme': return `Discard ${lordLabel(view, a.discard)} and take the top Lord of the deck`;
    case 'decline': return 'Decline';
    case 'takeLocation': return `Take ${locationLabel(a.location)}`;
    case 'drawLocations': return `Draw ${plural(a.count, 'Location')} from the stack and keep one`;
    case 'pickLocation': return `Keep ${locationLabel(a.location)}`;
    case 'payKeys': {
      const fromLords = a.lords.length;
      const tokens = 3 - fromLords;
      const parts = [...a.lords.map((l) => lordLabel(view, l)), ...(tokens > 0 ? [plural(tokens, 'Key token')] : [])];
      return `Pay the 3 keys with ${parts.join(', ')}`;
    }
    case 'swapLocation': return `Exchange Black Smokers for ${locationLabel(a.location)}`;
    default: {
      const other = a as { type: string; location?: number };
      if (other.type === 'reconquer' && other.location !== undefined) return `Reconquer ${locationLabel(other.location)}`;
      return JSON.stringify(a);
    }
  }
}

function recruitCostShown(view: PlayerView, lord: number): number {
  if (lord >= OUTCAST_BASE) return 0;
  const me = view.players[view.seat!];
  let cost = LORDS[lord].cost;
  const active = (p: PlayerPublicView, l: number): boolean => p.lords.includes(l) && !p.assassinated.includes(l);
  const shielded = active(me, 14);
  if (!shielded && view.players.some((p) => p.seat !== me.seat && active(p, 1))) cost += 2;
  if (active(me, 25)) cost -= 2;
  return Math.max(0, cost);
}

/** Cards sorted by race, then value. */
export function sortCards(list: readonly number[]): number[] {
  return [...list].sort((a, b) => allyRace(a) - allyRace(b) || allyValue(a) - allyValue(b) || a - b);
}

export function handByRace(hand: readonly number[]): string {
  const parts: string[] = [];
  for (let r = 0; r < RACES.length; r++) {
    const values = sortCards(hand.filter((c) => allyRace(c) === r)).map(allyValue);
    if (values.length) parts.push(`${capitalise(RACES[r])} ${values.join(' ')}`);
  }
  return parts.length ? parts.join(' | ') : '(empty)';
}

function playerLine(view: PlayerView, p: PlayerPublicView): string {
  const lords = p.lords.map((l) => `${lordLabel(view, l)}${p.assassinated.includes(l) ? ' (assassinated)' : ''}`);
  const locations = p.locations.map((l) => `${LOCATIONS[l.id]?.name}${l.lords.length ? ` [${l.lords.map((x) => lordLabel(view, x)).join(', ')}]` : ''}`);
  const monsters = p.monsterValues?.length ? `${p.monsterCount} (${p.monsterValues.join('+')})` : String(p.monsterCount);
  const who = p.seat === view.seat ? `${p.name} (you)` : p.name;
  return [
    `${who}${p.seat === view.current ? ' ◀ to play' : ''}: ${plural(p.pearls, 'Pearl')}, ${plural(p.keys, 'key')}, ${plural(p.handCount, 'Ally')} in hand, Monster tokens ${monsters}, ${p.lordCount}/7 Lords`,
    `    Lords: ${lords.join(', ') || '—'}`,
    `    Locations: ${locations.join('; ') || '—'}`,
    `    Affiliated: ${handByRace(p.affiliated)}`,
  ].join('\n');
}

/** A readable summary of the table for the view's seat. */
export function renderBoard(view: PlayerView): string {
  const lines: string[] = [];
  lines.push(`Threat ${view.threat}/6${view.finalRound ? '   — FINAL ROUND —' : ''}`);
  lines.push(`Court:${view.court.map((l, i) => `\n  ${i + 1}. ${lordDetails(view, l)}`).join('') || ' (empty)'}`);
  lines.push(`Exploration track: ${view.track.map(describeCard).join(' | ') || '(empty)'}`);
  lines.push(`Council: ${view.council.map((c) => `${c.race} ${c.count}`).join(' · ')}`);
  lines.push(`Face-up Locations:${view.locationsAvailable.map((l) => `\n  - ${locationLabel(l)}`).join('') || ' none'}`);
  lines.push(`Decks: Exploration ${view.explorationDeckCount} (discard ${view.explorationDiscardCount}) · Lords ${view.lordDeckCount} · Locations ${view.locationStackCount} · Monster tokens ${view.monsterTokensLeft} · Key tokens ${view.keySupply}`);
  lines.push('Players:');
  for (const p of view.players) lines.push(`  ${playerLine(view, p)}`);
  if (view.seat !== null) lines.push(`Your hand: ${handByRace(view.players[view.seat].hand ?? [])}`);
  return lines.join('\n');
}

/** The last `n` lines of the view's log, in the reader's language. */
export function logTail(view: PlayerView, n: number, lang: Lang = 'en'): string[] {
  return logText(view.log.slice(-n), lang, view.options);
}
