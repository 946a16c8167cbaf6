// "Tell me when it is my move" for turn-based games: Web Push on this browser (asked for only
// when the button is pressed) and an optional e-mail address (used only if the server's
// operator set up e-mail). Neither ever says more than whose move it is, in which game.
import { useEffect, useState } from 'react';
import { accountApi } from './accountApi.ts';
import { disablePush, enablePush, pushState, type PushState } from './pushSetup.ts';

const message = (e: unknown): string => (e instanceof Error ? e.message : 'Something went wrong.');

const STATE_TEXT: Record<PushState, string> = {
  on: 'This browser is told when it is your move in a turn-based game.',
  off: 'This browser is not told when it is your move.',
  blocked: 'Notifications are blocked for this site: allow them in your browser’s site settings to turn them on.',
  unsupported: 'This browser cannot show notifications from this site.',
};

export function NoticeSettings() {
  const [push, setPush] = useState<PushState | null>(null);
  const [email, setEmail] = useState('');
  const [saved, setSaved] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    void pushState().then(setPush, () => setPush('unsupported'));
    accountApi.email().then((r) => { setEmail(r.email ?? ''); setSaved(r.email); }, (e: unknown) => setError(message(e)));
  }, []);
  const run = async (fn: () => Promise<string>): Promise<void> => {
    setBusy(true);
    setError(null);
    setStatus(null);
    try {
      setStatus(await fn());
    } catch (e) {
      setError(message(e));
    } finally {
      setPush(await pushState().catch((): PushState => 'unsupported'));
      setBusy(false);
    }
  };
  return (
    <>
      <h3>Your move in turn-based games</h3>
      <p data-field="push-state">{push ? STATE_TEXT[push] : 'Checking this browser…'}</p>
      <div className="choices">
        {push === 'off' && (
          <button type="button" className="btn primary" disabled={busy} data-action="enable-push" onClick={() => void run(async () => { await enablePush(); return 'Notifications are on for this browser.'; })}>
            Notify me on this browser
          </button>
        )}
        {push === 'on' && (
          <button type="button" className="btn" disabled={busy} data-action="disable-push" onClick={() => void run(async () => { await disablePush(); return 'Notifications are off for this browser.'; })}>
            Stop notifications on this browser
          </button>
        )}
      </div>
      <form className="join-form" onSubmit={(e) => { e.preventDefault(); void run(async () => { const r = await accountApi.setEmail(email.trim() || null); setSaved(r.email); return r.email ? `E-mails go to ${r.email}.` : 'No more e-mails.'; }); }}>
        <label>
          E-mail address for “your move” e-mails (optional; never shown to anyone)
          <input type="email" autoComplete="email" value={email} maxLength={254} onChange={(e) => setEmail(e.target.value)} data-field="email" />
        </label>
        <button type="submit" className="btn" disabled={busy || (email.trim() || null) === saved} data-action="save-email">Save</button>
      </form>
      {status && <p role="status" data-field="notice-status">{status}</p>}
      {error && <p className="error" role="alert">{error}</p>}
    </>
  );
}
