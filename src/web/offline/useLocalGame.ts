// An offline game as the table sees it (the same GameHandle as a server game's, useGame.ts):
// views come from the engine's Web Worker, and every change is saved in IndexedDB at once.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Action, ViewResponse } from '../../protocol/game.ts';
import { i18n } from '../i18n/index.ts';
import type { FatalReason } from '../connection.ts';
import type { GameHandle } from '../useGame.ts';
import type { FromWorker, LocalGame, ToWorker } from './protocol.ts';
import { loadGame, saveGame } from './store.ts';

export interface LocalHandle extends GameHandle {
  /** The game as saved (options and actions), for the replay file. */
  game: LocalGame | null;
}

export function useLocalGame(id: string): LocalHandle {
  const [data, setData] = useState<ViewResponse | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [fatal, setFatal] = useState<FatalReason | null>(null);
  const [busy, setBusy] = useState(false);
  const [game, setGame] = useState<LocalGame | null>(null);
  const worker = useRef<Worker | null>(null);

  useEffect(() => {
    let alive = true;
    let saved: LocalGame | null = null;
    const w = new Worker(new URL('./engine.worker.ts', import.meta.url), { type: 'module' });
    worker.current = w;
    w.onmessage = (e: MessageEvent<FromWorker>) => {
      if (!alive || !saved) return;
      const m = e.data;
      if (m.type === 'view') {
        const current: LocalGame = { ...saved, actions: m.actions, over: m.over, updatedAt: new Date().toISOString() };
        saved = current;
        setGame(current);
        void saveGame(current);
        setData({
          gameId: id, version: m.version, seat: current.human, canUndo: m.canUndo, knownDeal: false, rating: 'friendly', view: m.view,
          seats: current.levels.map((level, seat) => (level === null
            ? { seat, name: current.options.names?.[seat] ?? i18n.t('common.player', { n: seat + 1 }), kind: 'human' as const }
            : { seat, name: current.options.names?.[seat] ?? i18n.t('common.player', { n: seat + 1 }), kind: 'bot' as const, level })),
        });
        if (m.view.pending?.seat === current.human || m.over) setBusy(false);
      } else if (m.type !== 'file') {
        setBusy(false);
        setNotice(m.message);
      }
    };
    loadGame(id).then((g) => {
      if (!alive) return;
      if (!g) return setFatal('game.noSuchGame');
      saved = g;
      setGame(g);
      w.postMessage({ type: 'open', game: g } satisfies ToWorker);
    }, () => alive && setFatal('game.noSuchGame'));
    return () => {
      alive = false;
      w.terminate();
      worker.current = null;
    };
  }, [id]);

  const act = useCallback(async (action: Action) => {
    setBusy(true);
    setNotice(null);
    worker.current?.postMessage({ type: 'act', action } satisfies ToWorker);
  }, []);
  const undo = useCallback(async () => {
    setBusy(true);
    setNotice(null);
    worker.current?.postMessage({ type: 'undo' } satisfies ToWorker);
  }, []);
  const nothing = useCallback(async () => undefined, []);
  const dismissNotice = useCallback(() => setNotice(null), []);
  return { data, status: 'live', notice, fatal, busy, table: null, act, undo, done: nothing, absent: nothing, reclaim: nothing, dismissNotice, game,
    // A game in this browser alone: no rating, no chat.
    chat: null, chatError: null, sendChat: () => false };
}
