// Where a replay comes from: the server (a finished game's GET /log) or a file the player opens.
// The server publishes a game's log only once it is over, so nothing here can show a live
// game's hidden cards: a live game answers GAME_NOT_OVER and the viewer says so.
import { useCallback, useEffect, useState } from 'react';
import { api, ApiFailure } from '../api.ts';
import { errorText } from '../i18n/errors.ts';
import { i18n } from '../i18n/index.ts';
import { replayFileOf } from '../offline/exportGame.ts';
import { loadGame } from '../offline/store.ts';
import { readReplay, type ReplaySource } from './replayFile.ts';

/** `/replay?offline=<id>`: a game played in this browser (src/web/offline), opened as its replay file. */
export function offlineParam(search: string): string | null {
  const id = new URLSearchParams(search).get('offline');
  return id !== null && /^[0-9a-z]{1,64}$/.test(id) ? id : null;
}

export type SourceState =
  | { status: 'empty' }
  | { status: 'loading' }
  | { status: 'ready'; source: ReplaySource; from: 'server' | 'file'; fileName?: string }
  | { status: 'failed'; message: string; notOver?: boolean };

export function useReplaySource(gameId: string | null): { state: SourceState; openFile: (file: File) => void } {
  const [offline] = useState(() => offlineParam(location.search));
  const [state, setState] = useState<SourceState>(gameId || offline ? { status: 'loading' } : { status: 'empty' });
  useEffect(() => {
    if (gameId || !offline) return;
    // Read from IndexedDB and rebuilt by the engine's worker, as "Save the replay" writes it: no network.
    let alive = true;
    const fileName = `abyss-offline-${offline}.json`;
    loadGame(offline).then((game) => (game ? replayFileOf(game) : Promise.reject(new Error('no such game')))).then(
      (file) => {
        if (!alive) return;
        const r = readReplay(file);
        setState('error' in r ? { status: 'failed', message: i18n.t('replay.inFile', { file: fileName, error: r.error }) } : { status: 'ready', source: r, from: 'file', fileName });
      },
      () => alive && setState({ status: 'failed', message: i18n.t('replay.unreadable', { file: fileName }) }),
    );
    return () => { alive = false; };
  }, [gameId, offline]);
  useEffect(() => {
    if (!gameId) return;
    let alive = true;
    api.log(gameId).then(
      (log) => {
        if (!alive) return;
        const r = readReplay(log);
        setState('error' in r ? { status: 'failed', message: r.error } : { status: 'ready', source: r, from: 'server' });
      },
      (e: unknown) => {
        if (!alive) return;
        const notOver = e instanceof ApiFailure && e.code === 'GAME_NOT_OVER';
        setState({
          status: 'failed',
          notOver,
          message: notOver ? i18n.t('replay.notOver') : errorText(e, i18n.t('replay.failed')),
        });
      },
    );
    return () => { alive = false; };
  }, [gameId]);

  const openFile = useCallback((file: File) => {
    setState({ status: 'loading' });
    file.text().then(
      (text) => {
        let json: unknown;
        try {
          json = JSON.parse(text);
        } catch {
          setState({ status: 'failed', message: i18n.t('replay.notJson', { file: file.name }) });
          return;
        }
        const r = readReplay(json);
        setState('error' in r ? { status: 'failed', message: i18n.t('replay.inFile', { file: file.name, error: r.error }) } : { status: 'ready', source: r, from: 'file', fileName: file.name });
      },
      () => setState({ status: 'failed', message: i18n.t('replay.unreadable', { file: file.name }) }),
    );
  }, []);
  return { state, openFile };
}
