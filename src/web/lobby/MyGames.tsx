// The games this browser holds seats in: resume, see whose turn it is, copy invites, forget.
import { useEffect, useState } from 'react';
import type { MyGameSummary } from '../../server/protocol.ts';
import { api } from '../api.ts';
import { Link } from '../Link.tsx';
import { gamePath, replayPath } from '../route.ts';
import { forgetGame, hostedGame, loadSeats, type SavedSeat } from '../storage.ts';
import { InviteList } from './InviteList.tsx';
import { errorText } from '../i18n/errors.ts';
import { formatDateTime, i18n, useLang, useT } from '../i18n/index.ts';

export function MyGames() {
  const t = useT();
  const lang = useLang();
  const [saved, setSaved] = useState<SavedSeat[]>(() => loadSeats());
  const [games, setGames] = useState<MyGameSummary[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (saved.length === 0) {
      setGames([]);
      return;
    }
    let alive = true;
    api.myGames(saved.map((s) => s.token)).then(
      (r) => alive && setGames(r.games),
      (e: unknown) => alive && setError(errorText(e, i18n.t('mine.failed'))),
    );
    return () => { alive = false; };
  }, [saved]);

  if (saved.length === 0) return null;
  const forget = (gameId: string): void => {
    forgetGame(gameId);
    setSaved(loadSeats());
  };
  return (
    <section className="panel lobby-card" aria-labelledby="mine-title">
      <h2 id="mine-title" data-testid="mine-title">{t('mine.title')}</h2>
      {error && <p className="error" role="alert">{error}</p>}
      {games === null && !error && <p className="muted">{t('common.loading')}</p>}
      <ul className="my-games">
        {saved.map((s, i) => {
          const g = games?.find((x) => x.tokenIndex === i);
          if (games && !g && !error) return null;
          const players = g?.seats.map((p) => p.name).join(', ');
          return (
            <li key={`${s.gameId}-${i}`} className={g?.yourTurn ? 'your-turn' : ''} data-game={s.gameId}>
              <div className="game-line">
                <Link className="btn primary" to={gamePath(s.gameId)}>{g?.over ? t('mine.result') : t('mine.resume')}</Link>
                {g?.over && <Link className="btn" to={replayPath(s.gameId)}>{t('common.replay')}</Link>}
                <span>
                  <b>#{s.gameId}</b> {players && <>— {players}</>}
                  {g?.yourTurn && <span className="badge turn">{t('mine.yourMove')}</span>}
                  {g?.over && <span className="badge">{t('mine.over')}</span>}
                  {g && <small className="muted"> · {formatDateTime(g.createdAt, lang)}</small>}
                </span>
                <button type="button" className="btn small" onClick={() => forget(s.gameId)} aria-label={t('mine.forgetLabel', { id: s.gameId })}>{t('mine.forget')}</button>
              </div>
              {hostedGame(s.gameId) && !g?.over && <HostDetails gameId={s.gameId} />}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** The invites of a game I host, loaded (and polled) only while open. */
function HostDetails({ gameId }: { gameId: string }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <details onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>{t('invites.links')}</summary>
      {open && <InviteList gameId={gameId} />}
    </details>
  );
}
