// The page an invite (or transfer) link opens: the game's seats, the known-deal notice when the
// creator chose the seed, and "Take this seat". Claiming spends the code and gives this browser
// alone a fresh seat token; the code then leaves the address bar.
import { useEffect, useState } from 'react';
import type { InvitePreview } from '../../protocol/game.ts';
import { MAX_NAME_LENGTH } from '../../protocol/game.ts';
import { api } from '../api.ts';
import { Link } from '../Link.tsx';
import { gamePath, replaceRoute, type Claim } from '../route.ts';
import { rememberName, savedName, saveSeat } from '../storage.ts';
import { linkTurnBasedSeat } from '../account/linkSeat.ts';
import { KnownDeal } from './KnownDeal.tsx';
import { errorText } from '../i18n/errors.ts';
import { LanguageSwitch } from '../i18n/LanguageSwitch.tsx';
import { i18n, useT } from '../i18n/index.ts';
import { ExpansionBadges } from './ExpansionBadges.tsx';

export function ClaimSeat({ gameId, claim }: { gameId: string; claim: Claim }) {
  const t = useT();
  const [info, setInfo] = useState<InvitePreview | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // An invited player names themselves; the server cleans the name (names.ts) for every seat.
  const [name, setName] = useState(savedName);

  useEffect(() => {
    let alive = true;
    api.preview(gameId, claim.code).then(
      (r) => alive && setInfo(r),
      (e: unknown) => alive && setError(errorText(e, i18n.t('claim.cannotOpen'))),
    );
    return () => { alive = false; };
  }, [gameId, claim.code]);

  const take = async (): Promise<void> => {
    setBusy(true);
    setError(null);
    try {
      const chosen = claim.kind === 'invite' ? name.trim() : '';
      const r = await api.claim(gameId, claim.code, chosen);
      if (chosen) rememberName(chosen);
      saveSeat({ gameId, token: r.token, seat: r.seat, savedAt: Date.now() });
      await linkTurnBasedSeat(gameId, r.token);
      replaceRoute(gamePath(gameId));
    } catch (e) {
      setError(errorText(e, t('claim.cannotTake')));
      setBusy(false);
    }
  };

  const moving = claim.kind === 'transfer';
  return (
    <main className="page center claim" data-testid="claim-seat">
      <header className="lobby-head"><h1>{t('common.abyss')}</h1> <LanguageSwitch /></header>
      {error && <p className="error" role="alert" data-testid="claim-error">{error}</p>}
      {!info && !error && <p aria-busy="true">{t('claim.opening')}</p>}
      {info && (
        <section className="panel lobby-card" aria-labelledby="claim-title">
          <h2 id="claim-title">{moving ? t('claim.moveTitle') : t('claim.inviteTitle', { n: info.seat + 1 })}</h2>
          {info.knownDeal && <KnownDeal />}
          {info.expansions && <p className="expansions-line">{t('expansions.plays')} <ExpansionBadges expansions={info.expansions} /></p>}
          {info.over && <p className="muted">{t('claim.over')}</p>}
          <ol className="claim-seats">
            {info.seats.map((s) => (
              <li key={s.seat} data-claim-seat={s.seat} className={s.seat === info.seat ? 'mine' : ''}>
                <b>{s.name}</b>{' '}
                <small className="muted">
                  {s.kind === 'bot' ? t('claim.bot', { level: t(`levels.${s.level ?? 'medium'}`) }) : s.seat === info.seat ? (moving ? t('claim.yourSeat') : t('claim.thisInvite')) : s.claimed ? t('claim.taken') : t('claim.waiting')}
                </small>
              </li>
            ))}
          </ol>
          <p className="muted">
            {moving
              ? t('claim.moveOnce')
              : t('claim.inviteOnce')}
          </p>
          {!moving && (
            <label className="claim-name">
              {t('claim.yourName')} <small className="muted">{t('claim.yourNameNote')}</small>
              <input type="text" value={name} maxLength={MAX_NAME_LENGTH} placeholder={info.seats[info.seat]?.name}
                onChange={(e) => setName(e.target.value)} data-testid="claim-name" />
            </label>
          )}
          <div className="choices">
            <button type="button" className="btn primary" data-act="take-seat" disabled={busy} onClick={() => void take()}>
              {busy ? t('claim.taking') : moving ? t('claim.moveHere') : t('claim.take')}
            </button>
            <Link className="btn" to={gamePath(gameId, true)}>{t('claim.justWatch')}</Link>
          </div>
        </section>
      )}
      {error && !info && <p><Link className="btn" to="/">{t('common.backToLobby')}</Link> <Link className="btn" to={gamePath(gameId, true)}>{t('common.watchAsSpectator')}</Link></p>}
    </main>
  );
}
