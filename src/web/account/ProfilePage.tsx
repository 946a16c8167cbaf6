// /players/<login>: rating and its history, win rate, average score by source, finished games
// (a game still being played is never listed: the server records games once they end).
import { useEffect, useState } from 'react';
import type { Profile } from '../../protocol/accounts.ts';
import { gamePath } from '../route.ts';
import { Link } from '../Link.tsx';
import { accountApi } from './accountApi.ts';
import { leaderboardPath } from './paths.ts';
import { Trans } from 'react-i18next';
import { errorText } from '../i18n/errors.ts';
import { LanguageSwitch } from '../i18n/LanguageSwitch.tsx';
import { formatDate, formatPercent, i18n, useLang, useT } from '../i18n/index.ts';

/** The rating after each rated game, as a small line chart. */
function RatingChart({ history }: { history: Profile['ratingHistory'] }) {
  const t = useT();
  if (history.length < 2) return null;
  const w = 320;
  const h = 80;
  const values = history.map((p) => p.rating);
  const lo = Math.min(...values) - 10;
  const hi = Math.max(...values) + 10;
  const points = values.map((v, i) => `${((i / (values.length - 1)) * w).toFixed(1)},${(h - ((v - lo) / (hi - lo)) * h).toFixed(1)}`).join(' ');
  return (
    <svg width={w} height={h} viewBox={`0 0 ${w} ${h}`} role="img" aria-label={t('profile.chart', { from: values[0], to: values[values.length - 1] })}>
      <polyline points={points} fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

export function ProfilePage({ login }: { login: string }) {
  const t = useT();
  const lang = useLang();
  const [p, setP] = useState<Profile | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    accountApi.profile(login).then(setP, (e: unknown) => setError(errorText(e, i18n.t('common.somethingWrong'))));
  }, [login]);
  return (
    <main className="page lobby">
      <header className="lobby-head">
        <h1><Link to="/">{t('common.abyss')}</Link> · {p ? p.displayName : login}</h1>
        <p><Link to={leaderboardPath}>{t('lobby.leaderboard')}</Link> <LanguageSwitch /></p>
      </header>
      {error && <p className="error" role="alert">{error}</p>}
      {p && (
        <section className="panel lobby-card" data-field="profile">
          <p>
            <Trans t={t} i18nKey="profile.summary" values={{ rating: p.rating.rating, rd: 2 * p.rating.rd, rated: p.ratedGames, games: t('profile.finishedGames', { count: p.finishedGames }) }}
              components={{ strong: <strong data-field="rating" /> }} />
            {p.winRate !== null && t('profile.won', { percent: formatPercent(Math.round(p.winRate * 100) / 100, lang) })}
          </p>
          <RatingChart history={p.ratingHistory} />
          {p.averageScore && (
            <table className="account-table">
              <caption>{t('profile.average')}</caption>
              <thead><tr><th>{t('score.locations')}</th><th>{t('score.lords')}</th><th>{t('score.allies')}</th><th>{t('score.monsters')}</th><th>{t('score.total')}</th></tr></thead>
              <tbody><tr><td>{p.averageScore.locations}</td><td>{p.averageScore.lords}</td><td>{p.averageScore.allies}</td><td>{p.averageScore.monsters}</td><td>{p.averageScore.total}</td></tr></tbody>
            </table>
          )}
          <table className="account-table">
            <caption>{t('profile.finished')}</caption>
            <thead><tr><th>{t('profile.ended')}</th><th>{t('profile.players')}</th><th>{t('profile.rank')}</th><th>{t('profile.score')}</th><th>{t('profile.rating')}</th><th>{t('profile.replay')}</th></tr></thead>
            <tbody>
              {p.games.map((g) => (
                <tr key={g.gameId}>
                  <td><time dateTime={g.finishedAt}>{formatDate(g.finishedAt, lang)}</time></td>
                  <td>{g.players}</td>
                  <td>{g.rank}</td>
                  <td>{g.score.total}</td>
                  <td>{g.rated ? `${g.ratingBefore} → ${g.ratingAfter}` : t('profile.unrated')}</td>
                  <td><Link to={gamePath(g.gameId, true)}>{t('common.watch')}</Link></td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </main>
  );
}
