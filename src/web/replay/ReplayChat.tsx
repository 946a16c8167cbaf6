// The table chat of a finished game, in its replay, for those who were at the table: this
// browser holds the seat's token (the players' room); anyone else reads the spectators' room.
import { useEffect, useState } from 'react';
import type { ChatLog } from '../../protocol/game.ts';
import { api } from '../api.ts';
import { useT } from '../i18n/index.ts';
import { tokenFor } from '../storage.ts';
import '../game/chat.css';

export function ReplayChat({ gameId }: { gameId: string }) {
  const t = useT();
  const [chat, setChat] = useState<ChatLog | null>(null);
  useEffect(() => {
    let alive = true;
    api.chat(gameId, tokenFor(gameId)).then((c) => alive && setChat(c), () => undefined);
    return () => {
      alive = false;
    };
  }, [gameId]);
  if (!chat || chat.messages.length === 0) return null;
  return (
    <section className="panel chat" aria-label={t(`chat.title.${chat.room}`)} data-room={chat.room} data-testid="replay-chat">
      <h2>{t(`chat.title.${chat.room}`)}</h2>
      <ol className="chat-lines">
        {chat.messages.map((m, i) => (
          <li key={i} data-chat-seat={m.seat ?? 'spectator'}><b>{m.seat === null ? t('chat.spectator') : m.name}</b>: <span className="chat-text">{m.text}</span></li>
        ))}
      </ol>
    </section>
  );
}
