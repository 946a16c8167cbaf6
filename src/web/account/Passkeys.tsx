// Passkeys on the account page: the signed-in account's list (add, remove), and the button
// that signs in with one. Both show only where the browser has WebAuthn.
import { useEffect, useState } from 'react';
import type { Me, PasskeyInfo } from '../../server/accounts/protocol.ts';
import { ApiFailure } from '../api.ts';
import { accountApi } from './accountApi.ts';

/** Whether this browser can use passkeys at all (no WebAuthn: no passkey UI). */
export const hasWebAuthn = (): boolean => typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';

/** One sentence for what went wrong: the server's own, or the browser's step (cancelled, refused). */
function problem(e: unknown): string {
  if (e instanceof ApiFailure) return e.message;
  const code = (e as { code?: unknown } | null)?.code;
  if (code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED') return 'This device already holds a passkey for your account.';
  const name = e instanceof Error ? e.name : '';
  if (name === 'NotAllowedError' || name === 'AbortError' || code === 'ERROR_CEREMONY_ABORTED') return 'The passkey step was cancelled or timed out; nothing changed.';
  return 'Your browser could not use a passkey here; nothing changed.';
}

const day = (iso: string): string => iso.slice(0, 10);

/** The account's passkeys; adding one needs WebAuthn, listing and removing do not. */
export function PasskeyList({ canAdd }: { canAdd: boolean }) {
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
    return `Passkey “${p.name}” added. You can now sign in with it.`;
  });
  const remove = (p: PasskeyInfo) => run(async () => {
    await accountApi.removePasskey(p.id);
    return `Passkey “${p.name}” removed.`;
  });
  return (
    <div data-field="passkeys">
      <p>A passkey signs you in with this device’s screen lock or a security key, without your password.</p>
      {list && list.length === 0 && <p>No passkeys yet.</p>}
      {list && list.length > 0 && (
        <table className="account-table">
          <thead><tr><th>Name</th><th>Added</th><th>Last used</th><th /></tr></thead>
          <tbody>
            {list.map((p) => (
              <tr key={p.id} data-passkey={p.name}>
                <td>{p.name}</td>
                <td>{day(p.createdAt)}</td>
                <td>{p.lastUsedAt ? day(p.lastUsedAt) : 'never'}</td>
                <td><button type="button" className="btn small" disabled={busy} onClick={() => void remove(p)} data-action="remove-passkey">Remove</button></td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {canAdd && (
        <form className="join-form" onSubmit={(e) => { e.preventDefault(); void add(); }}>
          <label>
            Passkey name (optional)
            <input type="text" value={name} maxLength={40} placeholder="e.g. My phone" onChange={(e) => setName(e.target.value)} data-field="passkey-name" />
          </label>
          <button type="submit" className="btn" disabled={busy} data-action="add-passkey">Add a passkey</button>
        </form>
      )}
      {note && <p role="status">{note}</p>}
      {error && <p className="error" role="alert">{error}</p>}
    </div>
  );
}

export function PasskeySignIn({ onSignedIn }: { onSignedIn: (me: Me) => void }) {
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
      <button type="button" className="btn" disabled={busy} onClick={() => void signIn()} data-action="passkey-sign-in">Sign in with a passkey</button>
      {error && <p className="error" role="alert">{error}</p>}
    </div>
  );
}
