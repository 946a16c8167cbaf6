// Where a replay comes from: the server (a finished game's GET /log) or a file the player opens.
// The server publishes a game's log only once it is over, so nothing here can show a live
// game's hidden cards: a live game answers GAME_NOT_OVER and the viewer says so.
import { useCallback, useEffect, useState } from 'react';
import { api, ApiFailure } from '../api.ts';
import { errorText } from '../i18n/errors.ts';
import { i18n } from '../i18n/index.ts';
import { readReplay, type ReplaySource } from './replayFile.ts';

export type SourceState =
  | { status: 'empty' }
  | { status: 'loading' }
  | { status: 'ready'; source: ReplaySource; from: 'server' | 'file'; fileName?: string }
  | { status: 'failed'; message: string; notOver?: boolean };

export function useReplaySource(gameId: string | null): { state: SourceState; openFile: (file: File) => void } {
  const [state, setState] = useState<SourceState>(gameId ? { status: 'loading' } : { status: 'empty' });
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
