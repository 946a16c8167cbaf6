// /leaderboard: accounts with a rated game, best first, and the bots' fixed ratings beside them.
import { useEffect, useState } from 'react';
import type { Leaderboard } from '../../protocol/accounts.ts';
import { Link } from '../Link.tsx';
import { accountApi } from './accountApi.ts';
import { accountPath, profilePath } from './paths.ts';
import { errorText } from '../i18n/errors.ts';
import { LanguageSwitch } from '../i18n/LanguageSwitch.tsx';
import { i18n, useT } from '../i18n/index.ts';

export function LeaderboardPage() {
  const t = useT();
  const [board, setBoard] = useState<Leaderboard | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    accountApi.leaderboard().then(setBoard, (e: unknown) => setError(errorText(e, i18n.t('common.somethingWrong'))));
  }, []);
  return (
    <main className="page lobby">
      <header className="lobby-head">
        <h1><Link to="/">{t('common.abyss')}</Link> · {t('leaderboard.title')}</h1>
        <p>{t('leaderboard.intro')} <Link to={accountPath}>{t('lobby.account')}</Link> <LanguageSwitch /></p>
      </header>
      {error && <p className="error" role="alert">{error}</p>}
      {board && (
        <section className="panel lobby-card">
          <table className="account-table">
            <thead><tr><th>#</th><th>{t('leaderboard.player')}</th><th>{t('leaderboard.rating')}</th><th>{t('leaderboard.ratedGames')}</th></tr></thead>
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
          {board.players.length === 0 && <p>{t('leaderboard.empty')}</p>}
          <p>{t('leaderboard.bots', { list: board.bots.map((b) => `${t(`levels.${b.level}`)} ${b.rating}`).join(', ') })}</p>
        </section>
      )}
    </main>
  );
}
