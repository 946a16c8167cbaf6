// "Move to another device": the seat's holder asks for a one-time link. Opening it elsewhere
// gives that device the seat and revokes this one's token.
import { useState } from 'react';
import { api } from '../api.ts';
import { copyText } from '../lobby/copy.ts';
import { absoluteUrl } from '../route.ts';
import { errorText } from '../i18n/errors.ts';
import { useT } from '../i18n/index.ts';

export function MoveSeat({ gameId, token }: { gameId: string; token: string }) {
  const t = useT();
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
      setError(errorText(e, t('moveSeat.failed')));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="move-seat">
      <button type="button" className="btn small" data-act="move-seat" disabled={busy} onClick={() => void ask()}>
        {url ? t('moveSeat.newLink') : t('moveSeat.move')}
      </button>
      {url && (
        <>
          <p className="muted">{t('moveSeat.note')}</p>
          <div className="invites">
            <input type="text" readOnly value={url} data-field="transfer-link" onFocus={(e) => e.currentTarget.select()} aria-label={t('moveSeat.label')} />
            <button type="button" className="btn small" onClick={() => copyText(url).then(setCopied)}>{copied ? t('common.copied') : t('common.copyLink')}</button>
          </div>
        </>
      )}
      {error && <p className="error" role="alert">{error}</p>}
    </div>
  );
}
