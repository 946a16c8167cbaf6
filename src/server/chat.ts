// Table chat (src/protocol/game.ts, "Table chat"): the seated players' room and the spectators' room,
// each kept with the game and seen only by its own. Plain text with length and rate limits;
// nothing but a seat, a name and the words (no game data ever travels in it). Messages reach
// other server processes' sockets through the fan-out.
import { failure, type Failure } from './failure.ts';
import type { GameHub, LiveGame } from './games.ts';
import { CHAT_BURST, CHAT_MAX_LENGTH, CHAT_WINDOW_MS, type ChatLog, type ChatMessage, type ChatRoom } from '../protocol/game.ts';

/** The room a seat (null: a spectator) reads and writes. */
export const roomOf = (seat: number | null): ChatRoom => (seat === null ? 'spectators' : 'players');

/** Whether the creator left this room open. */
export function roomOpen(game: LiveGame, room: ChatRoom): boolean {
  const r = game.stored.rules;
  return room === 'players' ? r?.chatOff !== true : r?.spectatorChatOff !== true;
}

/**
 * The text as it is shown: control and direction-override characters out (they could disguise
 * a message as another's), spaces trimmed. Null when nothing is left.
 */
export function cleanChatText(raw: string): string | null {
  // eslint-disable-next-line no-control-regex
  const text = raw.replace(/[\u0000-\u001f\u007f-\u009f]+/g, ' ').replace(/[\u202a-\u202e\u2066-\u2069]/g, '').trim();
  return text === '' ? null : text;
}

type Listener = (gameId: string, m: ChatMessage) => void;

export class TableChat {
  private readonly listeners = new Set<Listener>();
  /** Recent posting times per writer (a seat of a game, or a spectator's socket). */
  private readonly recent = new Map<string, number[]>();

  constructor(private readonly hub: GameHub) {
    hub.onChatNotice((gameId, m) => this.deliver(gameId, m));
  }

  onMessage(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** The messages of the room `seat` belongs to. */
  async log(game: LiveGame, seat: number | null): Promise<ChatLog> {
    const room = roomOf(seat);
    return { room, open: roomOpen(game, room), messages: await this.hub.storage.loadChat(game.id, room) };
  }

  /**
   * Posts `raw` for `seat` (null: a spectator, `writer` naming its socket for the rate limit).
   * Stored before anyone sees it.
   */
  async post(game: LiveGame, seat: number | null, raw: unknown, writer: string): Promise<{ ok: true; message: ChatMessage } | Failure> {
    const room = roomOf(seat);
    if (!roomOpen(game, room)) return failure(403, 'CHAT_OFF', 'The creator of this game turned this chat off.');
    if (typeof raw !== 'string' || raw.length > CHAT_MAX_LENGTH) return failure(400, 'BAD_REQUEST', `A chat message is text of at most ${CHAT_MAX_LENGTH} characters.`);
    const text = cleanChatText(raw);
    if (text === null) return failure(400, 'BAD_REQUEST', 'A chat message needs some words.');
    const now = this.hub.now();
    const key = seat === null ? `${game.id}:s:${writer}` : `${game.id}:${seat}`;
    const times = (this.recent.get(key) ?? []).filter((t) => now - t < CHAT_WINDOW_MS);
    if (times.length >= CHAT_BURST) return failure(429, 'RATE_LIMITED', 'Too many chat messages; wait a few seconds.');
    times.push(now);
    this.recent.set(key, times);
    if (this.recent.size > 10_000) this.forgetOld(now);
    const message: ChatMessage = { room, seat, name: seat === null ? 'Spectator' : (game.table.names[seat] ?? `Player ${seat + 1}`), text, at: now };
    try {
      await this.hub.storage.appendChat(game.id, message);
    } catch {
      return failure(503, 'UNAVAILABLE', 'The message could not be saved; please try again.');
    }
    this.deliver(game.id, message);
    this.hub.publishChat(game.id, message);
    return { ok: true, message };
  }

  private deliver(gameId: string, m: ChatMessage): void {
    for (const l of this.listeners) l(gameId, m);
  }

  private forgetOld(now: number): void {
    for (const [k, times] of this.recent) if (times.every((t) => now - t >= CHAT_WINDOW_MS)) this.recent.delete(k);
  }
}
