// Offline play: new games against bots and the saved ones, all in this browser (the engine and
// the bots in a Web Worker, the games in IndexedDB); and the table of one such game.
import { useEffect, useState } from 'react';
import type { BotLevel } from '../../protocol/game.ts';
import { GameTable } from '../game/GameScreen.tsx';
import { LanguageSwitch } from '../i18n/LanguageSwitch.tsx';
import { useT } from '../i18n/index.ts';
import { Link } from '../Link.tsx';
import { navigate } from '../route.ts';
import { downloadGame, offlineAnalysePath } from './exportGame.ts';
import type { LocalGame } from './protocol.ts';
import { deleteGame, listGames, saveGame } from './store.ts';
import { useLocalGame } from './useLocalGame.ts';

const LEVELS: BotLevel[] = ['easy', 'medium', 'hard'];

function randomHex(bytes: number): string {
  return [...crypto.getRandomValues(new Uint8Array(bytes))].map((b) => b.toString(16).padStart(2, '0')).join('');
}

export function OfflinePage({ id }: { id: string | null }) {
  return id ? <LocalGameScreen key={id} id={id} /> : <OfflineLobby />;
}

function LocalGameScreen({ id }: { id: string }) {
  const g = useLocalGame(id);
  const game = g.game;
  return <GameTable g={g} gameId={id} token={null} hosted={false} local={{ download: () => { if (game) void downloadGame(game); }, analyse: offlineAnalysePath(id, game?.human ?? 0) }} />;
}

function OfflineLobby() {
  const t = useT();
  const [players, setPlayers] = useState(2);
  const [levels, setLevels] = useState<BotLevel[]>(['medium', 'medium', 'medium']);
  const [games, setGames] = useState<LocalGame[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const refresh = (): void => {
    listGames().then(setGames, () => setError(t('offline.noStorage')));
  };
  useEffect(refresh, [t]);

  async function start(): Promise<void> {
    const now = new Date().toISOString();
    const id = randomHex(8);
    const names = [t('offline.you'), ...levels.slice(0, players - 1).map((l, i) => t('offline.botName', { level: t(`levels.${l}`), n: i + 1 }))];
    const game: LocalGame = {
      id, options: { seed: randomHex(32), players, names }, actions: [], human: 0,
      levels: [null, ...levels.slice(0, players - 1)], botSeed: crypto.getRandomValues(new Uint32Array(1))[0],
      createdAt: now, updatedAt: now, over: false,
    };
    try {
      await saveGame(game);
      navigate(`/offline/${id}`);
    } catch {
      setError(t('offline.noStorage'));
    }
  }

  return (
    <main className="page offline" data-testid="offline">
      <header className="lobby-head"><h1>{t('offline.title')}</h1> <LanguageSwitch /></header>
      <p>{t('offline.intro')}</p>
      <section className="panel" aria-labelledby="offline-new">
        <h2 id="offline-new">{t('offline.newGame')}</h2>
        <label>{t('offline.players')}{' '}
          <select value={players} onChange={(e) => setPlayers(Number(e.currentTarget.value))} data-testid="offline-players">
            {[2, 3, 4].map((n) => <option key={n} value={n}>{n}</option>)}
          </select>
        </label>
        <ul className="offline-bots">
          {levels.slice(0, players - 1).map((level, i) => (
            <li key={i}>
              <label>{t('offline.botSeat', { n: i + 2 })}{' '}
                <select value={level} data-testid={`offline-level-${i + 1}`}
                  onChange={(e) => { const v = e.currentTarget.value as BotLevel; setLevels((ls) => ls.map((l, j) => (j === i ? v : l))); }}>
                  {LEVELS.map((l) => <option key={l} value={l}>{t(`levels.${l}`)}</option>)}
                </select>
              </label>
            </li>
          ))}
        </ul>
        <button type="button" className="btn primary" onClick={() => void start()} data-testid="offline-start">{t('offline.start')}</button>
      </section>
      <section className="panel" aria-labelledby="offline-saved">
        <h2 id="offline-saved">{t('offline.saved')}</h2>
        {games && games.length === 0 && <p className="muted">{t('offline.none')}</p>}
        {games && games.length > 0 && (
          <ul className="offline-games" data-testid="offline-games">
            {games.map((g) => (
              <li key={g.id} data-game={g.id}>
                <span>{t(g.over ? 'offline.over' : 'offline.going', { players: g.options.players, moves: g.actions.length, date: new Date(g.updatedAt).toLocaleString() })}</span>{' '}
                <Link className="btn small" to={`/offline/${g.id}`}>{g.over ? t('offline.see') : t('offline.resume')}</Link>{' '}
                <button type="button" className="btn small" onClick={() => void downloadGame(g)}>{t('offline.export')}</button>{' '}
                <button type="button" className="btn small" onClick={() => void deleteGame(g.id).then(refresh)}>{t('offline.delete')}</button>
              </li>
            ))}
          </ul>
        )}
      </section>
      {error && <p role="alert" className="error">{error}</p>}
      <p><Link className="btn" to="/">{t('common.backToLobby')}</Link></p>
    </main>
  );
}
