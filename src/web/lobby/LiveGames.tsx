// Games to watch: the listed games being played and the ones recently finished (GET /api/games),
// refreshed while the lobby is open, with a link to watch each one and to replay the finished.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { GameListItem, GameListResponse } from '../../server/protocol.ts';
import { api } from '../api.ts';
import { Link } from '../Link.tsx';
import { gamePath, replayPath } from '../route.ts';
import './liveGames.css';

/** How often the lists are asked again while the lobby is shown (ms). */
const REFRESH_MS = 5_000;
const PAGE = 10;

export function LiveGames() {
  return (
    <section className="panel lobby-card watch-list" aria-labelledby="watch-title">
      <h2 id="watch-title">Watch a game</h2>
      <GameList status="live" title="Being played" empty="No game is being played right now." />
      <GameList status="over" title="Recently finished" empty="No finished game yet." />
      <p className="muted small-print">Tables among invited friends are not listed unless their creator chose to. <Link to={replayPath()}>Open a replay file</Link></p>
    </section>
  );
}

function GameList({ status, title, empty }: { status: 'live' | 'over'; title: string; empty: string }) {
  const [games, setGames] = useState<GameListItem[] | null>(null);
  const [next, setNext] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  // Pages shown beyond the first: the refresh asks for as many rows as are on screen.
  const shown = useRef(PAGE);

  const refresh = useCallback(async () => {
    try {
      const r: GameListResponse = await api.games(status, Math.min(50, shown.current));
      setGames(r.games);
      setNext(r.next);
      setError(null);
    } catch (e) {
      setError(e instanceof Error ? e.message : 'The list of games could not be loaded.');
    }
  }, [status]);

  useEffect(() => {
    void refresh();
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') void refresh();
    }, REFRESH_MS);
    return () => clearInterval(timer);
  }, [refresh]);

  const more = async (): Promise<void> => {
    if (!next) return;
    try {
      const r = await api.games(status, PAGE, next);
      setGames((g) => [...(g ?? []), ...r.games.filter((x) => !g?.some((y) => y.gameId === x.gameId))]);
      setNext(r.next);
      shown.current += PAGE;
    } catch (e) {
      setError(e instanceof Error ? e.message : 'The list of games could not be loaded.');
    }
  };

  return (
    <div className="watch-section" data-list={status}>
      <h3>{title}</h3>
      {error && <p className="error" role="alert">{error}</p>}
      {games === null && !error && <p className="muted">Loading…</p>}
      {games?.length === 0 && <p className="muted">{empty}</p>}
      <ul className="watch-games">
        {games?.map((g) => <GameRow key={g.gameId} game={g} />)}
      </ul>
      {next && <button type="button" className="btn small" onClick={() => void more()}>More</button>}
    </div>
  );
}

function seatLabel(g: GameListItem, seat: number): string {
  const s = g.seats[seat];
  return s.kind === 'bot' ? `${s.name} (bot, ${s.level ?? 'medium'})` : s.name;
}

function GameRow({ game: g }: { game: GameListItem }) {
  const winners = g.result?.filter((r) => r.rank === 1).map((r) => g.seats[r.seat]?.name) ?? [];
  return (
    <li data-game={g.gameId} data-over={g.over ? 'true' : 'false'}>
      <div className="game-line">
        <span>
          <b>#{g.gameId}</b> — {g.seats.map((_, i) => seatLabel(g, i)).join(', ')}
          {g.over ? <span className="badge over">over</span> : <span className="badge live">live</span>}
          {g.knownDeal && <span className="badge" data-tip="The creator chose the seed">known deal</span>}
          <br />
          <small className="muted">
            {g.over
              ? <>Won by {winners.join(' and ')} · {g.result!.map((r) => `${g.seats[r.seat]?.name} ${r.total}`).join(', ')}</>
              : <>Round {g.round} · {g.current !== null ? `${g.seats[g.current]?.name} to play` : ''}{g.deciding !== null && g.deciding !== g.current ? ` · ${g.seats[g.deciding]?.name} deciding` : ''}</>}
            {' · '}{g.moves} moves
          </small>
        </span>
        {g.over
          ? <>
            <Link className="btn primary small" to={replayPath(g.gameId)}>Replay</Link>
            <Link className="btn small" to={gamePath(g.gameId, true)}>Final table</Link>
          </>
          : <Link className="btn primary small" to={gamePath(g.gameId, true)}>Watch</Link>}
      </div>
    </li>
  );
}
