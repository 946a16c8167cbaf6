// /leaderboard: accounts with a rated game, best first, and the bots' fixed ratings beside them.
import { useEffect, useState } from 'react';
import type { Leaderboard } from '../../server/accounts/protocol.ts';
import { Link } from '../Link.tsx';
import { accountApi } from './accountApi.ts';
import { accountPath, profilePath } from './paths.ts';

export function LeaderboardPage() {
  const [board, setBoard] = useState<Leaderboard | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    accountApi.leaderboard().then(setBoard, (e: unknown) => setError(e instanceof Error ? e.message : 'Something went wrong.'));
  }, []);
  return (
    <main className="page lobby">
      <header className="lobby-head">
        <h1><Link to="/">Abyss</Link> · Leaderboard</h1>
        <p>Glicko-2 ratings of rated games between accounts (± two deviations). <Link to={accountPath}>Account</Link></p>
      </header>
      {error && <p className="error" role="alert">{error}</p>}
      {board && (
        <section className="panel lobby-card">
          <table className="account-table">
            <thead><tr><th>#</th><th>Player</th><th>Rating</th><th>Rated games</th></tr></thead>
            <tbody>
              {board.players.map((p) => (
                <tr key={p.login}>
                  <td>{p.rank}</td>
                  <td><Link to={profilePath(p.login)}>{p.displayName}</Link></td>
                  <td>{p.rating} ± {2 * p.rd}</td>
                  <td>{p.ratedGames}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {board.players.length === 0 && <p>No rated games yet.</p>}
          <p>Bots play at fixed ratings: {board.bots.map((b) => `${b.level} ${b.rating}`).join(', ')}.</p>
        </section>
      )}
    </main>
  );
}
