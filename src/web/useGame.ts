// One game as the browser sees it: the latest view (REST first, then WebSocket pushes),
// the link status, and what a seat can send: an action, an undo and "done" (end of the undo
// grace). Other seats' moves are shown at the chosen bot speed (motion/pace.ts).
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Action, TableStatus, ViewResponse } from '../protocol/game.ts';
import { ApiFailure, api, staleView } from './api.ts';
import { GameLink, type FatalReason, type LinkStatus } from './connection.ts';
import { errorText } from './i18n/errors.ts';
import { i18n } from './i18n/index.ts';
import { ViewPacer } from './motion/pace.ts';
import { botSpeed } from './motion/speed.ts';
import { isGameId } from './route.ts';
import { rememberSeatNumber } from './storage.ts';
import { mergeView } from './viewMerge.ts';

export interface GameHandle {
  data: ViewResponse | null;
  status: LinkStatus;
  /** A sentence about the last thing that went wrong (illegal or stale action). */
  notice: string | null;
  /** The game cannot be shown (no such game, bad link): the catalogue key of why. */
  fatal: FatalReason | null;
  busy: boolean;
  /** Presence of every seat, the turn timer, the away seat; null until the socket says. */
  table: TableStatus | null;
  act(action: Action): Promise<void>;
  undo(): Promise<void>;
  /** I will not take my move back: the others may go on at once. */
  done(): Promise<void>;
  /** Hand the away `seat` to a bot, or end the game (src/protocol/game.ts, POST /absent). */
  absent(seat: number, choice: 'bot' | 'end'): Promise<void>;
  /** Take my seat back from the bot that played it while I was away. */
  reclaim(): Promise<void>;
  dismissNotice(): void;
}

export function useGame(gameId: string, token: string | null): GameHandle {
  const [data, setData] = useState<ViewResponse | null>(null);
  const [status, setStatus] = useState<LinkStatus>('connecting');
  const [notice, setNotice] = useState<string | null>(null);
  const [fatal, setFatal] = useState<FatalReason | null>(null);
  const [busy, setBusy] = useState(false);
  const [table, setTable] = useState<TableStatus | null>(null);
  const version = useRef(-1);
  const busyRef = useRef(false);
  const held = useRef<ViewResponse | null>(null);
  const link = useRef<GameLink | null>(null);

  const accept = useCallback((v: ViewResponse) => {
    // Pushes and answers can cross: never go back to an older version.
    if (v.version < version.current) return;
    // A delta carries only the log lines we lack; one that does not fit asks for the whole view.
    const whole = mergeView(held.current, v);
    if (!whole) return link.current?.requestWhole();
    held.current = whole;
    version.current = whole.version;
    setData(whole);
  }, []);

  // Pushed views wait their turn (bot speed); answers to my own requests show at once.
  const pacer = useRef<ViewPacer | null>(null);
  pacer.current ??= new ViewPacer({
    apply: accept,
    shown: () => held.current,
    speed: botSpeed,
    now: () => performance.now(),
    schedule: (fn, ms) => setTimeout(fn, ms),
    cancel: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
  });

  useEffect(() => {
    let alive = true;
    version.current = -1;
    held.current = null;
    pacer.current?.drop();
    setData(null);
    setTable(null);
    setFatal(null);
    // An address no game can have: say so without asking the server.
    if (!isGameId(gameId)) {
      setFatal('game.noSuchGame');
      return;
    }
    const load = (): void => {
      api.view(gameId, token).then(
        (v) => {
          if (!alive) return;
          pacer.current?.flush(v);
          if (token && v.seat !== null) rememberSeatNumber(gameId, token, v.seat);
        },
        (e: unknown) => {
          if (!alive || !(e instanceof ApiFailure)) return;
          if (e.status === 404) setFatal('game.noSuchGame');
          else if (e.code === 'KNOWN_DEAL') setFatal('game.knownDealClosed');
          else if (e.status === 403) setFatal('game.notASeat');
        },
      );
    };
    load();
    const live = new GameLink(gameId, token, {
      onView: (v) => alive && pacer.current?.push(v),
      onTable: (t) => alive && setTable(t),
      onStatus: (s) => alive && setStatus(s),
      onFatal: (m) => alive && setFatal(m),
      resync: load,
    }, () => version.current);
    link.current = live;
    live.start();
    return () => {
      alive = false;
      pacer.current?.drop();
      live.stop();
      if (link.current === live) link.current = null;
    };
  }, [gameId, token, accept]);

  const send = useCallback(async (run: () => Promise<ViewResponse>) => {
    if (busyRef.current) return;
    busyRef.current = true;
    setBusy(true);
    setNotice(null);
    try {
      pacer.current?.flush(await run());
    } catch (e) {
      const stale = staleView(e);
      if (stale) {
        pacer.current?.flush(stale);
        setNotice(i18n.t('game.stale'));
      } else {
        setNotice(errorText(e, i18n.t('common.somethingWrong')));
      }
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
  }, [accept]);

  const act = useCallback((action: Action) => {
    if (!token) return Promise.resolve();
    return send(() => api.action(gameId, token, version.current, action));
  }, [gameId, token, send]);

  const undo = useCallback(() => {
    if (!token) return Promise.resolve();
    return send(() => api.undo(gameId, token, version.current));
  }, [gameId, token, send]);

  const done = useCallback(() => {
    if (!token) return Promise.resolve();
    return send(() => api.done(gameId, token, version.current));
  }, [gameId, token, send]);

  const absent = useCallback((seat: number, choice: 'bot' | 'end') => {
    if (!token) return Promise.resolve();
    return send(() => api.absent(gameId, token, version.current, seat, choice));
  }, [gameId, token, send]);

  const reclaim = useCallback(() => {
    if (!token) return Promise.resolve();
    return send(() => api.reclaim(gameId, token, version.current));
  }, [gameId, token, send]);

  const dismissNotice = useCallback(() => setNotice(null), []);

  return { data, status, notice, fatal, busy, table, act, undo, done, absent, reclaim, dismissNotice };
}
