// The exact leak check: a view a seat (or the spectator, or a bot) received, compared zone by
// zone, as typed values, with the true state at that version and what rulings.md ("Hidden
// information") lets that seat know. No substring matching: card ids of different kinds share
// numbers, so a coincidence must never count as a leak, and a real leak must never hide in one.
import { MONSTER_TOKEN_VALUES, viewFor, type GameEvent, type GameState, type PlayerView } from '../../src/engine/index.ts';
import type { ViewResponse } from '../../src/protocol/game.ts';
import { eventText, logDeck } from '../../src/i18n/events.ts';

/** An event of `s`'s log as an English reader reads it (problem reports quote it). */
export function englishLine(s: GameState, e: GameEvent): string {
  return eventText(e, 'en', s.options.names ?? [], logDeck(s.options));
}

/** Every field a PlayerView may have (engine/view.ts); anything else is a leak until proven otherwise. */
const VIEW_KEYS = new Set([
  'seat', 'playerCount', 'current', 'over', 'finalRound', 'pending', 'legal', 'turn', 'tasks', 'extraTurns', 'lastSeat', 'options',
  'track', 'threat', 'council', 'court', 'lordDeckCount', 'outcastDeckCount', 'peek', 'lordDiscard', 'explorationDeckCount',
  'explorationDiscardCount', 'locationStackCount', 'locationsAvailable', 'locationsOut', 'monsterTokensLeft', 'keySupply',
  'locationStack', 'players', 'log', 'scores',
]);
const PLAYER_KEYS = new Set([
  'seat', 'name', 'pearls', 'keyTokens', 'keys', 'handCount', 'hand', 'monsterCount', 'monsterValues', 'lords', 'assassinated',
  'locations', 'affiliated', 'lordCount', 'outcasts',
]);
/** Names of secret things that must appear nowhere in anything sent. */
export const FORBIDDEN_KEYS = ['rng', 'explorationDeck', 'explorationDiscard', 'lordDeck', 'monsterTokens', 'outcastDeck', 'tokenHash', 'token', 'inviteUrl'];

export function keysOf(x: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(x)) for (const e of x) keysOf(e, out);
  else if (x && typeof x === 'object') {
    for (const [k, v] of Object.entries(x)) {
      out.add(k);
      keysOf(v, out);
    }
  }
  return out;
}

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);
const ascending = (xs: readonly number[]): number[] => [...xs].sort((a, b) => a - b);

/** The log lines a seat may read: the public ones and its own private ones. */
export function seatLog(s: GameState, seat: number | null): GameEvent[] {
  return s.log.filter((e) => e.to === undefined || e.to === seat);
}

/** What `view` shows that `seat` may not know at state `s`, or shows wrongly (empty when nothing). */
export function leaks(view: PlayerView, seat: number | null, s: GameState): string[] {
  const out: string[] = [];
  // Shape: only the fields of a PlayerView, no secret names anywhere.
  for (const k of Object.keys(view)) if (!VIEW_KEYS.has(k)) out.push(`unknown field ${k}`);
  view.players.forEach((p, i) => {
    for (const k of Object.keys(p)) if (!PLAYER_KEYS.has(k)) out.push(`unknown field players[${i}].${k}`);
  });
  const keys = keysOf(view);
  for (const k of FORBIDDEN_KEYS) if (keys.has(k)) out.push(`key ${k}`);
  if (view.seat !== seat) out.push(`the view of seat ${view.seat}`);
  if (view.players.length !== s.players.length) out.push('players');

  s.players.forEach((p, i) => {
    const v = view.players[i];
    if (!v) return;
    // Hands: the owner sees theirs; the others see how many cards.
    if (i === seat ? !same(v.hand, p.hand) : v.hand !== undefined) out.push(i === seat ? 'own hand wrong' : `hand of seat ${i}`);
    if (v.handCount !== p.hand.length) out.push(`hand size of seat ${i}`);
    // Monster tokens: values to the owner, to everyone at final scoring; the count to all.
    const values = p.monsters.map((t) => MONSTER_TOKEN_VALUES[t]);
    if (i === seat || s.over ? !same(v.monsterValues, values) : v.monsterValues !== undefined) out.push(`Monster tokens of seat ${i}`);
    if (v.monsterCount !== p.monsters.length) out.push(`Monster token count of seat ${i}`);
    // Public: Pearls, keys, Lords, Locations, affiliated Allies, Outcasts.
    if (v.pearls !== p.pearls || v.keyTokens !== p.keyTokens) out.push(`Pearls or keys of seat ${i}`);
    if (!same(v.lords, p.lords) || !same(v.assassinated, p.assassinated) || !same(v.affiliated, p.affiliated) || !same(v.outcasts, p.outcasts)) out.push(`table of seat ${i}`);
    if (!same(v.locations.map((l) => l.id), p.locations.map((l) => l.id))) out.push(`Locations of seat ${i}`);
  });

  // Council stacks: race and size, never their cards.
  view.council.forEach((c, r) => {
    if (!same(Object.keys(c).sort(), ['count', 'race']) || c.count !== s.council[r]?.length) out.push('Council contents');
  });
  // Decks and their order: sizes only.
  const sizes: [keyof PlayerView, number][] = [
    ['explorationDeckCount', s.explorationDeck.length], ['explorationDiscardCount', s.explorationDiscard.length],
    ['lordDeckCount', s.lordDeck.length], ['outcastDeckCount', s.outcastDeck.length],
    ['locationStackCount', s.locationStack.length], ['monsterTokensLeft', s.monsterTokens.length],
  ];
  for (const [k, n] of sizes) if (view[k] !== n) out.push(`${k} is not the size of its deck`);
  // Cards on the table: as they lie.
  if (!same(view.track, s.track) || !same(view.court, s.court) || !same(view.lordDiscard, s.lordDiscard)) out.push('track, Court or Lord discard');
  if (!same(view.locationsAvailable, s.locationsAvailable) || !same(view.locationsOut, s.locationsOut)) out.push('face-up Locations');
  // Looks granted by a power, to that seat alone: Black Smokers (the stack's tiles, not their
  // order) and the Conspirator (the top Lord, during its owner's turn).
  const smokers = s.pending?.kind === 'blackSmokers' && s.pending.seat === seat;
  if (smokers ? !same(view.locationStack, ascending(s.locationStack)) : view.locationStack !== undefined) out.push('the Location stack');
  const peeks = s.turn.peek && !s.over && s.current === seat && s.lordDeck.length > 0;
  if (peeks ? view.peek !== s.lordDeck[s.lordDeck.length - 1] : view.peek !== undefined) out.push('the top Lord');
  // The RNG: never its state; the seed (its start) only once the game is over.
  if (s.over ? view.options.seed !== s.options.seed : 'seed' in view.options) out.push('the seed');
  // The log: exactly the public lines and this seat's own private lines.
  for (const e of view.log) if (e.to !== undefined && e.to !== seat) out.push(`private line of seat ${e.to}: ${englishLine(s, e)}`);
  if (!same(view.log, seatLog(s, seat))) out.push("log lines not exactly this seat's");
  // Everything else (decisions, turn bookkeeping, scores) is the engine's view, field for field.
  if (!same(view, viewFor(s, seat))) out.push('not the engine view of this seat at this version');
  return out;
}

/**
 * A view that carries only part of the log (protocol.ts, ViewDelta): its lines must be exactly
 * the seat's lines from `logFrom` on. Returns the problems and the whole view the client gets by
 * splicing them after the lines it already holds (the first `logFrom` of its log).
 */
export function deltaLeaks(body: ViewResponse, s: GameState): { problems: string[]; whole: PlayerView } {
  const mine = seatLog(s, body.seat);
  const problems: string[] = [];
  const from = body.logFrom ?? 0;
  for (const e of body.view.log) if (e.to !== undefined && e.to !== body.seat) problems.push(`private line of seat ${e.to} in a delta: ${englishLine(s, e)}`);
  if (!same(body.view.log, mine.slice(from))) problems.push("delta lines not exactly this seat's missing lines");
  if (body.logLength !== undefined && body.logLength !== mine.length) problems.push('delta length');
  return { problems, whole: { ...body.view, log: mine.slice(0, from).concat(body.view.log) } };
}

const TABLE_KEYS = ['type', 'gameId', 'version', 'presence', 'turnSeconds', 'turnLeftMs', 'away', 'ended', 'turnBased', 'deadline'];
const PRESENCE = new Set(['online', 'offline', 'bot']);
const seatNumber = (x: unknown, seats: number) => Number.isInteger(x) && (x as number) >= 0 && (x as number) < seats;

/**
 * What a `table` message (presence, timer, away seat) carries beyond its own fields, exactly
 * typed: seat numbers, states and times only, never a card, a token or any other seat's data.
 */
export function tableLeaks(m: Record<string, unknown>, gameId: string, seats: number): string[] {
  const out: string[] = [];
  for (const k of Object.keys(m)) if (!TABLE_KEYS.includes(k)) out.push(`unknown field ${k}`);
  if (m.type !== 'table' || m.gameId !== gameId) out.push('another game');
  if (!Number.isInteger(m.version)) out.push('version');
  const p = m.presence;
  if (!Array.isArray(p) || p.length !== seats || p.some((x) => !PRESENCE.has(x as string))) out.push('presence');
  if (m.turnSeconds !== null && !Number.isInteger(m.turnSeconds)) out.push('turnSeconds');
  if (m.turnLeftMs !== null && !Number.isInteger(m.turnLeftMs)) out.push('turnLeftMs');
  if (m.away !== null && !seatNumber(m.away, seats)) out.push('away');
  const e = m.ended as Record<string, unknown> | null;
  // `by` -1: the turn-based time limit ended the game, not a seat.
  if (e !== null && (typeof e !== 'object' || Object.keys(e).sort().join() !== 'by,seat' || !(seatNumber(e.by, seats) || e.by === -1) || !seatNumber(e.seat, seats))) out.push('ended');
  // Turn-based tables only: the time limit (two known fields) and a deadline in ms.
  const tb = m.turnBased as Record<string, unknown> | undefined;
  if (tb !== undefined && (Object.keys(tb).sort().join() !== 'hours,onTimeout' || !Number.isInteger(tb.hours) || !['bot', 'end'].includes(tb.onTimeout as string))) out.push('turnBased');
  if ('deadline' in m && m.deadline !== null && !Number.isInteger(m.deadline)) out.push('deadline');
  if (('deadline' in m) !== (tb !== undefined)) out.push('deadline without turnBased');
  return out;
}

/** The public facts a "your move" notice may carry, and nothing else. */
export interface NoticeFacts {
  gameId: string;
  seat: number;
  /** Every seat's name, in seat order. */
  players: string[];
  /** When the move's time runs out (ms). */
  deadline: number;
  onTimeout: 'bot' | 'end';
}

const NOTICE_KEYS = ['body', 'deadline', 'gameId', 'onTimeout', 'players', 'seat', 'title', 'type', 'url'];
const utcMinute = (ms: number) => `${new Date(ms).toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/**
 * What a decrypted Web Push payload carries beyond the facts above, compared field by field
 * with exact typed values: its words are made of those facts only, so no card can be in it.
 */
export function noticeLeaks(payload: unknown, f: NoticeFacts): string[] {
  const out: string[] = [];
  if (!payload || typeof payload !== 'object') return ['not an object'];
  const n = payload as Record<string, unknown>;
  if (Object.keys(n).sort().join() !== NOTICE_KEYS.join()) out.push(`fields ${Object.keys(n).sort().join()}`);
  if (n.type !== 'your-move') out.push('type');
  if (n.gameId !== f.gameId) out.push('gameId');
  if (n.seat !== f.seat) out.push('seat');
  if (!same(n.players, f.players)) out.push('players');
  if (n.deadline !== new Date(f.deadline).toISOString()) out.push('deadline');
  if (n.onTimeout !== f.onTimeout) out.push('onTimeout');
  if (n.url !== `/play/${f.gameId}`) out.push('url');
  if (n.title !== 'Abyss: your move') out.push('title');
  if (n.body !== `${f.players[f.seat]}, it is your move in game ${f.gameId} (${f.players.join(', ')}). Time left: until ${utcMinute(f.deadline)}.`) out.push('body');
  return out;
}

/** The exact text of a turn e-mail to `displayName` (every line checked: nothing else may be in it). */
export function expectedMailText(f: NoticeFacts, displayName: string, origin: string, per: string): string {
  const then = f.onTimeout === 'bot' ? 'a bot plays your seat until you take it back' : 'the game ends';
  return [
    `Hello ${displayName},`,
    '',
    `It is your move in the turn-based game ${f.gameId} (${f.players.join(', ')}).`,
    `You have until ${utcMinute(f.deadline)} (${per} per move); after that ${then}.`,
    '',
    `Open the game: ${origin}/play/${f.gameId}`,
    '',
    'You get this e-mail because your Abyss account has an e-mail address. Remove it on your account page to get no more.',
    '',
  ].join('\n');
}

/** What a received turn e-mail shows beyond its facts: recipient, subject and body compared exactly. */
export function mailLeaks(m: { to: string[]; headers: Map<string, string>; text: string }, f: NoticeFacts, to: string, displayName: string, origin: string, per: string): string[] {
  const out: string[] = [];
  if (!same(m.to, [to])) out.push('recipients');
  if (m.headers.get('subject') !== `Abyss: your move in game ${f.gameId}`) out.push(`subject ${m.headers.get('subject')}`);
  if (m.text.replace(/\n+$/, '\n') !== expectedMailText(f, displayName, origin, per)) out.push('body');
  return out;
}
