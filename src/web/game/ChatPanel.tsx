// The table chat (src/protocol/game.ts, "Table chat"): the seated players' room, or the spectators'
// room for a spectator. Plain text only (React escapes it; no links, no markup); a mute per
// writer, kept in this browser for this game.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { CHAT_MAX_LENGTH, type ChatLog, type SeatPublic } from '../../protocol/game.ts';
import { useT } from '../i18n/index.ts';
import './chat.css';

interface Props {
  gameId: string;
  chat: ChatLog | null;
  error: string | null;
  seats: SeatPublic[];
  me: number | null;
  send(text: string): boolean;
}

const muteKey = (gameId: string) => `abyss.chatMute.v1.${gameId}`;

function loadMuted(gameId: string): number[] {
  try {
    const v = JSON.parse(localStorage.getItem(muteKey(gameId)) ?? '[]') as unknown;
    return Array.isArray(v) ? v.filter((x): x is number => Number.isInteger(x)) : [];
  } catch {
    return [];
  }
}

export function ChatPanel({ gameId, chat, error, seats, me, send }: Props) {
  const t = useT();
  const [text, setText] = useState('');
  const [muted, setMuted] = useState<number[]>(() => loadMuted(gameId));
  const list = useRef<HTMLOListElement>(null);
  const shown = chat?.messages.filter((m) => m.seat === null || !muted.includes(m.seat)) ?? [];
  useEffect(() => {
    list.current?.scrollTo({ top: list.current.scrollHeight });
  }, [shown.length]);
  if (!chat) return null;

  const toggleMute = (seat: number) => {
    const next = muted.includes(seat) ? muted.filter((s) => s !== seat) : [...muted, seat];
    setMuted(next);
    localStorage.setItem(muteKey(gameId), JSON.stringify(next));
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (text.trim() && send(text)) setText('');
  };
  const others = seats.filter((s) => s.kind === 'human' && s.seat !== me);

  return (
    <section className="panel chat" aria-label={t(`chat.title.${chat.room}`)} data-room={chat.room}>
      <h2>{t(`chat.title.${chat.room}`)}</h2>
      {!chat.open ? <p className="muted" data-testid="chat-off">{t('chat.off')}</p> : (
        <>
          <ol className="chat-lines" ref={list} aria-live="polite">
            {shown.map((m, i) => (
              <li key={i} data-chat-seat={m.seat ?? 'spectator'}>
                <b>{m.seat === null ? t('chat.spectator') : m.name}</b>: <span className="chat-text">{m.text}</span>
              </li>
            ))}
          </ol>
          {error && <p className="chat-error" role="alert" data-testid="chat-error">{t(`chat.errors.${error === 'RATE_LIMITED' || error === 'CHAT_OFF' ? error : 'other'}`)}</p>}
          <form onSubmit={submit} className="chat-form">
            <input type="text" value={text} maxLength={CHAT_MAX_LENGTH} onChange={(e) => setText(e.target.value)}
              aria-label={t('chat.placeholder')} placeholder={t('chat.placeholder')} data-field="chat" />
            <button type="submit" className="btn small" data-act="chat-send">{t('chat.send')}</button>
          </form>
          {chat.room === 'players' && others.length > 0 && (
            <details className="chat-mutes">
              <summary>{t('chat.mute')}</summary>
              {others.map((s) => (
                <label key={s.seat} className="check">
                  <input type="checkbox" checked={muted.includes(s.seat)} onChange={() => toggleMute(s.seat)} data-mute={s.seat} /> {s.name}
                </label>
              ))}
            </details>
          )}
        </>
      )}
    </section>
  );
}
