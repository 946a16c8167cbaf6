// The shape of a table chat message (src/protocol/game.ts, ChatMessage), checked when it comes
// from another process through the fan-out.
import { CHAT_MAX_LENGTH, type ChatMessage } from '../protocol/game.ts';

/** A chat message heard from another process, checked before it reaches a socket. */
export function validChatMessage(m: unknown): m is ChatMessage {
  if (!m || typeof m !== 'object') return false;
  const c = m as Record<string, unknown>;
  return (c.room === 'players' || c.room === 'spectators') && (c.seat === null || Number.isInteger(c.seat)) && typeof c.name === 'string'
    && typeof c.text === 'string' && c.text.length <= CHAT_MAX_LENGTH && typeof c.at === 'number';
}
