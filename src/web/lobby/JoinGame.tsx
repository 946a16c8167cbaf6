// Join with an invite link someone sent, or watch a game as a spectator.
import { useState } from 'react';
import { gamePath, isGameId, navigate } from '../route.ts';
import { useT } from '../i18n/index.ts';

/** The longest invite link we make is far shorter: the field takes no more. */
const MAX_LINK = 512;

function parseGameLink(text: string): { gameId: string; hash: string } | null {
  const t = text.trim();
  if (!t || t.length > MAX_LINK) return null;
  try {
    const url = new URL(t, location.origin);
    const m = /\/play\/([^/?#]+)/.exec(url.pathname);
    if (m) {
      const gameId = decodeURIComponent(m[1]);
      return isGameId(gameId) ? { gameId, hash: url.hash } : null;
    }
  } catch {
    // not a link: maybe a bare game id
  }
  return isGameId(t) ? { gameId: t, hash: '' } : null;
}

export function JoinGame() {
  const t = useT();
  const [link, setLink] = useState('');
  const [error, setError] = useState<string | null>(null);
  const go = (spectate: boolean): void => {
    const parsed = parseGameLink(link);
    if (!parsed) {
      setError(t('join.bad'));
      return;
    }
    navigate(spectate ? gamePath(parsed.gameId, true) : gamePath(parsed.gameId) + parsed.hash);
  };
  return (
    <section className="panel lobby-card" aria-labelledby="join-title">
      <h2 id="join-title" data-testid="join-title">{t('join.title')}</h2>
      <form onSubmit={(e) => { e.preventDefault(); go(false); }} className="join-form">
        <label>
          {t('join.field')}
          <input type="text" value={link} onChange={(e) => { setLink(e.target.value); setError(null); }} data-field="join-link" maxLength={MAX_LINK} />
        </label>
        <div className="choices">
          <button type="submit" className="btn primary">{t('join.join')}</button>
          <button type="button" className="btn" onClick={() => go(true)}>{t('common.watch')}</button>
        </div>
        {error && <p className="error" role="alert">{error}</p>}
      </form>
    </section>
  );
}
