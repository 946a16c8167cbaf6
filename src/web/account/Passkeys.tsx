// Passkeys on the account page: the signed-in account's list (add, remove), and the button
// that signs in with one. Both show only where the browser has WebAuthn.
import { useEffect, useState } from 'react';
import type { Me, PasskeyInfo } from '../../protocol/accounts.ts';
import { ApiFailure } from '../api.ts';
import { accountApi } from './accountApi.ts';
import { errorText } from '../i18n/errors.ts';
import { i18n, useT } from '../i18n/index.ts';

/** Whether this browser can use passkeys at all (no WebAuthn: no passkey UI). */
export const hasWebAuthn = (): boolean => typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';

/** One sentence for what went wrong: the server's own, or the browser's step (cancelled, refused). */
function problem(e: unknown): string {
  if (e instanceof ApiFailure) return errorText(e, i18n.t('common.somethingWrong'));
  const code = (e as { code?: unknown } | null)?.code;
  if (code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED') return i18n.t('passkeys.alreadyHere');
  const name = e instanceof Error ? e.name : '';
  if (name === 'NotAllowedError' || name === 'AbortError' || code === 'ERROR_CEREMONY_ABORTED') return i18n.t('passkeys.cancelled');
  return i18n.t('passkeys.unusable');
}

const day = (iso: string): string => iso.slice(0, 10);

/** The account's passkeys; adding one needs WebAuthn, listing and removing do not. */
export function PasskeyList({ canAdd }: { canAdd: boolean }) {
  const t = useT();
  const [list, setList] = useState<PasskeyInfo[] | null>(null);
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    accountApi.passkeys().then(setList, (e: unknown) => setError(problem(e)));
  }, []);
  const run = async (fn: () => Promise<string>): Promise<void> => {
    setBusy(true);
    setError(null);
    setNote(null);
    try {
      setNote(await fn());
      setList(await accountApi.passkeys());
    } catch (e) {
      setError(problem(e));
    } finally {
      setBusy(false);
    }
  };
  const add = () => run(async () => {
    const p = await accountApi.addPasskey(name.trim() || undefined);
    setName('');
    return t('passkeys.added', { name: p.name });
  });
  const remove = (p: PasskeyInfo) => run(async () => {
    await accountApi.removePasskey(p.id);
    return t('passkeys.removed', { name: p.name });
  });
  return (
    <div data-field="passkeys">
      <p>{t('passkeys.intro')}</p>
      {list && list.length === 0 && <p>{t('passkeys.none')}</p>}
      {list && list.length > 0 && (
        <table className="account-table">
          <thead><tr><th>{t('passkeys.name')}</th><th>{t('passkeys.addedOn')}</th><th>{t('passkeys.lastUsed')}</th><th /></tr></thead>
          <tbody>
            {list.map((p) => (
              <tr key={p.id} data-passkey={p.name}>
                <td>{p.name}</td>
                <td>{day(p.createdAt)}</td>
                <td>{p.lastUsedAt ? day(p.lastUsedAt) : t('passkeys.never')}</td>
                <td><button type="button" className="btn small" disabled={busy} onClick={() => void remove(p)} data-action="remove-passkey">{t('passkeys.remove')}</button></td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {canAdd && (
        <form className="join-form" onSubmit={(e) => { e.preventDefault(); void add(); }}>
          <label>
            {t('passkeys.nameLabel')}
            <input type="text" value={name} maxLength={40} placeholder={t('passkeys.namePlaceholder')} onChange={(e) => setName(e.target.value)} data-field="passkey-name" />
          </label>
          <button type="submit" className="btn" disabled={busy} data-action="add-passkey">{t('passkeys.add')}</button>
        </form>
      )}
      {note && <p role="status">{note}</p>}
      {error && <p className="error" role="alert">{error}</p>}
    </div>
  );
}

export function PasskeySignIn({ onSignedIn }: { onSignedIn: (me: Me) => void }) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const signIn = async (): Promise<void> => {
    setBusy(true);
    setError(null);
    try {
      onSignedIn((await accountApi.signInWithPasskey()).account);
    } catch (e) {
      setError(problem(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="choices">
      <button type="button" className="btn" disabled={busy} onClick={() => void signIn()} data-action="passkey-sign-in">{t('passkeys.signIn')}</button>
      {error && <p className="error" role="alert">{error}</p>}
    </div>
  );
}
