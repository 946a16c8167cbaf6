// Who is here: every seat online, offline or played by a bot; the turn timer of the seat
// deciding now; when that seat is away, the other players' choice to hand it to a bot or end
// the game; and, for a player whose seat a bot took over, the way back. The server decides
// who is away (src/protocol/game.ts, TableStatus); this only shows it.
import { useEffect, useState } from 'react';
import type { SeatPublic, TableStatus } from '../../protocol/game.ts';
import { deadlineLabel, hoursLabel } from '../lobby/turnBasedText.ts';
import './people.css';
import { useLang, useT } from '../i18n/index.ts';

/** "1:05": minutes and seconds left. */
function clock(ms: number): string {
  const s = Math.ceil(ms / 1000);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/** The timer's milliseconds left now: what the server said, less the time since it said it. */
function useCountdown(table: TableStatus | null): number | null {
  const [received, setReceived] = useState(() => performance.now());
  const [, tick] = useState(0);
  useEffect(() => setReceived(performance.now()), [table]);
  const running = (table?.turnLeftMs !== null && table?.turnLeftMs !== undefined && table.turnLeftMs > 0) || (table?.clock?.running ?? null) !== null;
  useEffect(() => {
    if (!running) return;
    const t = setInterval(() => tick((n) => n + 1), 1000);
    return () => clearInterval(t);
  }, [running, table]);
  if (!table || table.turnLeftMs === null) return null;
  return Math.max(0, table.turnLeftMs - (performance.now() - received));
}

/** Each seat's time bank now (clocks): what the server said, the running one less the time since. */
function useBanks(table: TableStatus | null): number[] | null {
  const [received, setReceived] = useState(() => performance.now());
  const [, tick] = useState(0);
  useEffect(() => setReceived(performance.now()), [table]);
  const running = table?.clock?.running ?? null;
  useEffect(() => {
    if (running === null) return;
    const t = setInterval(() => tick((n) => n + 1), 1000);
    return () => clearInterval(t);
  }, [running, table]);
  const c = table?.clock;
  if (!c) return null;
  return c.leftMs.map((ms, seat) => (seat === running ? Math.max(0, ms - (performance.now() - received)) : ms));
}

export interface PresenceProps {
  table: TableStatus | null;
  seats: SeatPublic[];
  me: number | null;
  deciding: number | null;
  over: boolean;
  busy: boolean;
  absent(seat: number, choice: 'bot' | 'end'): void;
  reclaim(): void;
}

export function Presence({ table, seats, me, deciding, over, busy, absent, reclaim }: PresenceProps) {
  const t = useT();
  const lang = useLang();
  const left = useCountdown(table);
  const banks = useBanks(table);
  const [ending, setEnding] = useState(false);
  const away = table?.away ?? null;
  useEffect(() => setEnding(false), [away]);
  const name = (seat: number) => seats[seat]?.name ?? t('common.player', { n: seat + 1 });
  const mineWithBot = me !== null && !!seats[me]?.standIn;
  // Those who may decide for an away seat: holders of another seat that no bot plays.
  const mayChoose = away !== null && me !== null && me !== away && !mineWithBot && !over;

  return (
    <section className="panel presence" aria-label={t('presence.label')} data-testid="presence">
      <ul className="presence-seats">
        {seats.map((s) => {
          const state = table?.presence[s.seat] ?? (s.kind === 'bot' || s.standIn ? 'bot' : 'offline');
          return (
            <li key={s.seat} data-presence-seat={s.seat} data-presence={state} className={s.seat === deciding ? 'deciding' : ''}>
              <span className={`presence-dot ${state}`} aria-hidden="true" />
              <b>{s.name}</b>
              {s.seat === me && <small className="muted">{t('presence.you')}</small>}{' '}
              <small className="muted">{s.standIn ? t('presence.standIn') : t(`presence.${state}`)}</small>
              {s.seat === deciding && !over && table?.turnBased && table.deadline != null && (
                <small className="turn-deadline" data-testid="turn-deadline">{t('presence.until', { time: deadlineLabel(table.deadline, lang) })}</small>
              )}
              {banks && s.kind === 'human' && (
                <span className={`turn-clock bank${table?.clock?.running === s.seat && !over ? ' running' : ''}${banks[s.seat] === 0 ? ' out' : ''}`}
                  data-clock-seat={s.seat} role="timer" aria-label={t('presence.bank', { name: s.name, time: clock(banks[s.seat]) })}>{clock(banks[s.seat])}</span>
              )}
              {s.seat === deciding && left !== null && !over && !table?.turnBased && (
                <span className={`turn-clock${left === 0 ? ' out' : ''}`} data-testid="turn-clock" role="timer">{clock(left)}</span>
              )}
            </li>
          );
        })}
      </ul>
      {table?.turnBased && !over && (
        <p className="muted" data-testid="turn-based">
          {t(table.turnBased.onTimeout === 'bot' ? 'presence.turnBasedBot' : 'presence.turnBasedEnd', { time: hoursLabel(table.turnBased.hours) })}
        </p>
      )}
      {table?.clock?.waiting && !over && (
        <p className="muted" data-testid="clock-waiting">{t('presence.clockWaiting')}</p>
      )}
      {table?.abandoned && (
        <p className="banner final" role="status" data-testid="game-abandoned">{t('presence.abandoned')}</p>
      )}
      {table?.ended && (
        <p className="banner final" role="status" data-testid="game-ended">
          {table.ended.by < 0
            ? t(table.clock?.onTimeout === 'lose' ? 'presence.lostOnTime' : 'presence.endedTimeout', { seat: name(table.ended.seat) })
            : t('presence.ended', { by: name(table.ended.by), seat: name(table.ended.seat) })}
        </p>
      )}
      {mayChoose && (
        <div className="away-choice" aria-live="assertive" data-testid="away-choice">
          <p>{table?.turnLeftMs === 0 ? t('presence.awayTimeOut', { name: name(away) }) : t('presence.away', { name: name(away) })}</p>
          <div className="choices">
            <button type="button" className="btn" disabled={busy} onClick={() => absent(away, 'bot')} data-act="away-bot">
              {t('presence.handToBot')}
            </button>
            {!ending
              ? <button type="button" className="btn" disabled={busy} onClick={() => setEnding(true)} data-act="away-end">{t('presence.end')}</button>
              : <button type="button" className="btn" disabled={busy} onClick={() => absent(away, 'end')} data-act="away-end-confirm">{t('presence.endConfirm')}</button>}
          </div>
        </div>
      )}
      {mineWithBot && !over && (
        <div className="away-choice" role="status" data-testid="reclaim">
          <p>{table?.turnBased ? t('presence.reclaimNoteTimeout') : t('presence.reclaimNote')}</p>
          <button type="button" className="btn primary" disabled={busy} onClick={reclaim} data-act="reclaim">{t('presence.reclaim')}</button>
        </div>
      )}
    </section>
  );
}
