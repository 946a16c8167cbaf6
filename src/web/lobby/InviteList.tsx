// The host's invites: one link per invited seat with a copy button, revoke and re-issue while
// the seat is free, and which seats their players have taken (polled from the public seat list).
import { useEffect, useState } from 'react';
import type { SeatStatus } from '../../protocol/game.ts';
import { api } from '../api.ts';
import { absoluteUrl } from '../route.ts';
import { hostedGame, setInviteUrl, type HostedGame } from '../storage.ts';
import { copyText } from './copy.ts';
import { errorText } from '../i18n/errors.ts';
import { useT } from '../i18n/index.ts';

const POLL_MS = 3000;

export function InviteList({ gameId }: { gameId: string }) {
  const t = useT();
  const [hosted, setHosted] = useState<HostedGame | undefined>(() => hostedGame(gameId));
  const [seats, setSeats] = useState<SeatStatus[] | null>(null);
  const [copied, setCopied] = useState<number | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let alive = true;
    const load = (): void => {
      api.seats(gameId).then((r) => alive && setSeats(r.seats), () => undefined);
    };
    load();
    const timer = setInterval(load, POLL_MS);
    return () => {
      alive = false;
      clearInterval(timer);
    };
  }, [gameId]);

  if (!hosted || hosted.invites.length === 0) return null;

  const change = async (seat: number, what: 'revoke' | 'reissue'): Promise<void> => {
    setBusy(seat);
    setError(null);
    try {
      if (what === 'revoke') {
        const r = await api.revoke(gameId, hosted.hostToken, seat);
        setHosted(setInviteUrl(gameId, seat, null));
        setSeats(r.seats);
      } else {
        const r = await api.reissue(gameId, hosted.hostToken, seat);
        setHosted(setInviteUrl(gameId, seat, r.inviteUrl));
        setSeats(r.seats);
        setCopied(null);
      }
    } catch (e) {
      setError(errorText(e, t('invites.failed')));
      api.seats(gameId).then((r) => setSeats(r.seats), () => undefined);
    } finally {
      setBusy(null);
    }
  };

  return (
    <>
      <ul className="invites">
        {hosted.invites.map((inv) => {
          const status = seats?.find((s) => s.seat === inv.seat);
          const state = status?.claimed ? 'claimed' : inv.url && status?.invited !== false ? 'invited' : 'none';
          const url = inv.url ? absoluteUrl(inv.url) : '';
          return (
            <li key={inv.seat} data-invite-seat={inv.seat} data-state={state}>
              <label>
                <span>
                  {inv.name}{' '}
                  {state === 'claimed' && <span className="badge">{t('invites.taken')}</span>}
                  {state === 'invited' && <span className="badge muted">{t('invites.waiting')}</span>}
                  {state === 'none' && <span className="badge muted">{t('invites.none')}</span>}
                </span>
                {state === 'invited' && <input type="text" readOnly value={url} data-invite={inv.seat} onFocus={(e) => e.currentTarget.select()} />}
              </label>
              {state === 'invited' && (
                <button type="button" className="btn small" onClick={() => copyText(url).then((ok) => ok && setCopied(inv.seat))}>
                  {copied === inv.seat ? t('common.copied') : t('common.copyLink')}
                </button>
              )}
              {state === 'invited' && (
                <button type="button" className="btn small" data-act="revoke" disabled={busy !== null} onClick={() => void change(inv.seat, 'revoke')}
                  aria-label={t('invites.revokeLabel', { name: inv.name })}>{t('invites.revoke')}</button>
              )}
              {state !== 'claimed' && (
                <button type="button" className="btn small" data-act="reissue" disabled={busy !== null} onClick={() => void change(inv.seat, 'reissue')}
                  aria-label={t('invites.newLinkLabel', { name: inv.name })}>{t('invites.newLink')}</button>
              )}
            </li>
          );
        })}
      </ul>
      {error && <p className="error" role="alert">{error}</p>}
    </>
  );
}
