// /players/<login>: rating and its history, win rate, average score by source, finished games
// (a game still being played is never listed: the server records games once they end).
import { useEffect, useState } from 'react';
import type { Profile } from '../../server/accounts/protocol.ts';
import { gamePath } from '../route.ts';
import { Link } from '../Link.tsx';
import { accountApi } from './accountApi.ts';
import { leaderboardPath } from './paths.ts';

/** The rating after each rated game, as a small line chart. */
function RatingChart({ history }: { history: Profile['ratingHistory'] }) {
  if (history.length < 2) return null;
  const w = 320;
  const h = 80;
  const values = history.map((p) => p.rating);
  const lo = Math.min(...values) - 10;
  const hi = Math.max(...values) + 10;
  const points = values.map((v, i) => `${((i / (values.length - 1)) * w).toFixed(1)},${(h - ((v - lo) / (hi - lo)) * h).toFixed(1)}`).join(' ');
  return (
    <svg width={w} height={h} viewBox={`0 0 ${w} ${h}`} role="img" aria-label={`Rating from ${values[0]} to ${values[values.length - 1]}`}>
      <polyline points={points} fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

export function ProfilePage({ login }: { login: string }) {
  const [p, setP] = useState<Profile | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    accountApi.profile(login).then(setP, (e: unknown) => setError(e instanceof Error ? e.message : 'Something went wrong.'));
  }, [login]);
  return (
    <main className="page lobby">
      <header className="lobby-head">
        <h1><Link to="/">Abyss</Link> · {p ? p.displayName : login}</h1>
        <p><Link to={leaderboardPath}>Leaderboard</Link></p>
      </header>
      {error && <p className="error" role="alert">{error}</p>}
      {p && (
        <section className="panel lobby-card" data-field="profile">
          <p>
            Rating <strong data-field="rating">{p.rating.rating}</strong> ± {2 * p.rating.rd} · {p.ratedGames} rated of {p.finishedGames} finished game{p.finishedGames === 1 ? '' : 's'}
            {p.winRate !== null && <> · won {Math.round(p.winRate * 100)}%</>}
          </p>
          <RatingChart history={p.ratingHistory} />
          {p.averageScore && (
            <table className="account-table">
              <caption>Average score by source</caption>
              <thead><tr><th>Locations</th><th>Lords</th><th>Allies</th><th>Monsters</th><th>Total</th></tr></thead>
              <tbody><tr><td>{p.averageScore.locations}</td><td>{p.averageScore.lords}</td><td>{p.averageScore.allies}</td><td>{p.averageScore.monsters}</td><td>{p.averageScore.total}</td></tr></tbody>
            </table>
          )}
          <table className="account-table">
            <caption>Finished games</caption>
            <thead><tr><th>Ended</th><th>Players</th><th>Rank</th><th>Score</th><th>Rating</th><th>Replay</th></tr></thead>
            <tbody>
              {p.games.map((g) => (
                <tr key={g.gameId}>
                  <td>{g.finishedAt.slice(0, 10)}</td>
                  <td>{g.players}</td>
                  <td>{g.rank}</td>
                  <td>{g.score.total}</td>
                  <td>{g.rated ? `${g.ratingBefore} → ${g.ratingAfter}` : 'unrated'}</td>
                  <td><Link to={gamePath(g.gameId, true)}>Watch</Link></td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </main>
  );
}
