// "Move to another device": the seat's holder asks for a one-time link. Opening it elsewhere
// gives that device the seat and revokes this one's token.
import { useState } from 'react';
import { api } from '../api.ts';
import { copyText } from '../lobby/copy.ts';
import { absoluteUrl } from '../route.ts';

export function MoveSeat({ gameId, token }: { gameId: string; token: string }) {
  const [url, setUrl] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const [busy, setBusy] = useState(false);
  const ask = async (): Promise<void> => {
    setBusy(true);
    setError(null);
    try {
      const r = await api.transfer(gameId, token);
      setUrl(absoluteUrl(r.url));
      setCopied(false);
    } catch (e) {
      setError(e instanceof Error ? e.message : 'No link could be made.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="move-seat">
      <button type="button" className="btn small" data-act="move-seat" disabled={busy} onClick={() => void ask()}>
        {url ? 'Make a new link' : 'Move to another device'}
      </button>
      {url && (
        <>
          <p className="muted">Open this link on the other device. It works once; this device then leaves the seat.</p>
          <div className="invites">
            <input type="text" readOnly value={url} data-field="transfer-link" onFocus={(e) => e.currentTarget.select()} aria-label="One-time link to move your seat" />
            <button type="button" className="btn small" onClick={() => copyText(url).then(setCopied)}>{copied ? 'Copied' : 'Copy link'}</button>
          </div>
        </>
      )}
      {error && <p className="error" role="alert">{error}</p>}
    </div>
  );
}
