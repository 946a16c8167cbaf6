// The games this browser holds seats in, and (signed in) those of the account on any device:
// resume, see whose move it is and until when, copy invites, forget.
import { useEffect, useState } from 'react';
import type { AccountGame } from '../../protocol/accounts.ts';
import type { MyGameSummary } from '../../protocol/game.ts';
import { accountApi } from '../account/accountApi.ts';
import { api } from '../api.ts';
import { Link } from '../Link.tsx';
import { gamePath, navigate, replayPath } from '../route.ts';
import { forgetGame, hostedGame, loadSeats, saveSeat, type SavedSeat } from '../storage.ts';
import { InviteList } from './InviteList.tsx';
import { errorText } from '../i18n/errors.ts';
import { formatDateTime, formatList, i18n, useLang, useT } from '../i18n/index.ts';
import { deadlineLabel } from './turnBasedText.ts';
import { useAccountGames } from './useAccountGames.ts';
import { ExpansionBadges } from './ExpansionBadges.tsx';

/** "your move", or whose move it is, and a turn-based game's deadline. */
function MoveLine({ g }: { g: Omit<MyGameSummary, 'tokenIndex'> }) {
  const t = useT();
  const lang = useLang();
  if (g.over) return <><span className="badge">{t('mine.over')}</span><ExpansionBadges expansions={g.expansions} /></>;
  return (
    <>
      <ExpansionBadges expansions={g.expansions} />
      {g.yourTurn ? <span className="badge turn">{t('mine.yourMove')}</span> : g.deciding !== null && <small className="muted">{t('mine.movesNow', { name: g.seats[g.deciding]?.name ?? '' })}</small>}
      {g.turnBased && g.deadline != null && <small className="muted" data-field="deadline">{t('mine.turnBasedUntil', { time: deadlineLabel(g.deadline, lang) })}</small>}
    </>
  );
}

/** An account game this browser has no seat token for yet: "Open" fetches one for this device. */
function AccountEntry({ g }: { g: AccountGame }) {
  const t = useT();
  const [error, setError] = useState<string | null>(null);
  const open = async (): Promise<void> => {
    try {
      const seat = await accountApi.seatToken(g.gameId);
      saveSeat({ gameId: seat.gameId, token: seat.token, seat: seat.seat, savedAt: Date.now() });
      navigate(gamePath(g.gameId));
    } catch (e) {
      setError(errorText(e, t('mine.openFailed')));
    }
  };
  return (
    <li className={g.yourTurn ? 'your-turn' : ''} data-game={g.gameId}>
      <div className="game-line">
        <button type="button" className="btn primary" onClick={() => void open()}>{g.over ? t('mine.seeResult') : t('mine.open')}</button>
        <span>
          <b>#{g.gameId}</b> — {g.seats.map((p) => p.name).join(', ')}
          <MoveLine g={g} />
        </span>
      </div>
      {error && <p className="error" role="alert">{error}</p>}
    </li>
  );
}

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

  const account = useAccountGames();
  const elsewhere = (account.games ?? []).filter((g) => !saved.some((s) => s.gameId === g.gameId));
  if (saved.length === 0 && elsewhere.length === 0) return null;
  const forget = (gameId: string): void => {
    forgetGame(gameId);
    setSaved(loadSeats());
  };
  return (
    <section className="panel lobby-card" aria-labelledby="mine-title">
      <h2 id="mine-title" data-testid="mine-title">{t('mine.title')}</h2>
      {account.yourMove.length > 0 && (
        <p className="banner" role="status" data-testid="turn-notice">
          {t('mine.yourMoveIn', { games: formatList(account.yourMove.map((g) => t('mine.gameWith', { id: g.gameId, players: g.seats.map((p) => p.name).join(', ') })), lang) })}
        </p>
      )}
      {error && <p className="error" role="alert">{error}</p>}
      {games === null && !error && saved.length > 0 && <p className="muted">{t('common.loading')}</p>}
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
                  {g && <MoveLine g={account.games?.find((a) => a.gameId === g.gameId) ?? g} />}
                  {g && <small className="muted"> · {formatDateTime(g.createdAt, lang)}</small>}
                </span>
                <button type="button" className="btn small" onClick={() => forget(s.gameId)} aria-label={t('mine.forgetLabel', { id: s.gameId })}>{t('mine.forget')}</button>
              </div>
              {hostedGame(s.gameId) && !g?.over && <HostDetails gameId={s.gameId} />}
            </li>
          );
        })}
        {elsewhere.map((g) => <AccountEntry key={g.gameId} g={g} />)}
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
