// The page an invite (or transfer) link opens: the game's seats, the known-deal notice when the
// creator chose the seed, and "Take this seat". Claiming spends the code and gives this browser
// alone a fresh seat token; the code then leaves the address bar.
import { useEffect, useState } from 'react';
import type { InvitePreview } from '../../server/protocol.ts';
import { MAX_NAME_LENGTH } from '../../server/protocol.ts';
import { api } from '../api.ts';
import { Link } from '../Link.tsx';
import { gamePath, replaceRoute, type Claim } from '../route.ts';
import { rememberName, savedName, saveSeat } from '../storage.ts';
import { linkTurnBasedSeat } from '../account/linkSeat.ts';
import { KnownDeal } from './KnownDeal.tsx';

export function ClaimSeat({ gameId, claim }: { gameId: string; claim: Claim }) {
  const [info, setInfo] = useState<InvitePreview | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // An invited player names themselves; the server cleans the name (names.ts) for every seat.
  const [name, setName] = useState(savedName);

  useEffect(() => {
    let alive = true;
    api.preview(gameId, claim.code).then(
      (r) => alive && setInfo(r),
      (e: unknown) => alive && setError(e instanceof Error ? e.message : 'This link cannot be opened.'),
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
      setError(e instanceof Error ? e.message : 'The seat could not be taken.');
      setBusy(false);
    }
  };

  const moving = claim.kind === 'transfer';
  return (
    <main className="page center claim" data-testid="claim-seat">
      <h1>Abyss</h1>
      {error && <p className="error" role="alert" data-testid="claim-error">{error}</p>}
      {!info && !error && <p aria-busy="true">Opening the invite…</p>}
      {info && (
        <section className="panel lobby-card" aria-labelledby="claim-title">
          <h2 id="claim-title">{moving ? 'Move your seat to this device' : `You are invited to play seat ${info.seat + 1}`}</h2>
          {info.knownDeal && <KnownDeal />}
          {info.over && <p className="muted">This game is already over.</p>}
          <ol className="claim-seats">
            {info.seats.map((s) => (
              <li key={s.seat} data-claim-seat={s.seat} className={s.seat === info.seat ? 'mine' : ''}>
                <b>{s.name}</b>{' '}
                <small className="muted">
                  {s.kind === 'bot' ? `bot (${s.level ?? 'medium'})` : s.seat === info.seat ? (moving ? 'your seat' : 'this invite') : s.claimed ? 'taken' : 'waiting for its player'}
                </small>
              </li>
            ))}
          </ol>
          <p className="muted">
            {moving
              ? 'This link works once: this device gets the seat and the other device loses it.'
              : 'This link works once: the seat will belong to this browser.'}
          </p>
          {!moving && (
            <label className="claim-name">
              Your name <small className="muted">(every player sees it)</small>
              <input type="text" value={name} maxLength={MAX_NAME_LENGTH} placeholder={info.seats[info.seat]?.name}
                onChange={(e) => setName(e.target.value)} data-testid="claim-name" />
            </label>
          )}
          <div className="choices">
            <button type="button" className="btn primary" data-act="take-seat" disabled={busy} onClick={() => void take()}>
              {busy ? 'Taking the seat…' : moving ? 'Move my seat here' : 'Take this seat'}
            </button>
            <Link className="btn" to={gamePath(gameId, true)}>Just watch</Link>
          </div>
        </section>
      )}
      {error && !info && <p><Link className="btn" to="/">Back to the lobby</Link> <Link className="btn" to={gamePath(gameId, true)}>Watch as a spectator</Link></p>}
    </main>
  );
}
