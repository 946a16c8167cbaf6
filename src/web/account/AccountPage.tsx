// /account: sign up or sign in (password, or passkey where the browser has WebAuthn); once
// signed in, choose how to hear of your move in turn-based games (NoticeSettings), add this
// device's guest seats to the account, manage passkeys, sign out (here or everywhere),
// download one's data, delete the account.
import { useEffect, useState } from 'react';
import type { Me } from '../../server/accounts/protocol.ts';
import { ApiFailure } from '../api.ts';
import { Link } from '../Link.tsx';
import { loadSeats } from '../storage.ts';
import { accountApi } from './accountApi.ts';
import { hasWebAuthn, PasskeyList, PasskeySignIn } from './Passkeys.tsx';
import { NoticeSettings } from './NoticeSettings.tsx';
import { leaderboardPath, profilePath } from './paths.ts';

const message = (e: unknown): string => (e instanceof Error ? e.message : 'Something went wrong.');

function SignInForm({ onSignedIn }: { onSignedIn: (me: Me) => void }) {
  const [mode, setMode] = useState<'signin' | 'signup'>('signin');
  const [login, setLogin] = useState('');
  const [password, setPassword] = useState('');
  const [displayName, setDisplayName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (): Promise<void> => {
    setBusy(true);
    setError(null);
    try {
      const r = mode === 'signup' ? await accountApi.signUp(login, password, displayName.trim() || undefined) : await accountApi.signIn(login, password);
      onSignedIn(r.account);
    } catch (e) {
      setError(message(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="panel lobby-card" aria-labelledby="account-title">
      <h2 id="account-title">{mode === 'signup' ? 'Create an account' : 'Sign in'}</h2>
      <p>An account keeps your record and rating. Playing without one still works: invite links need no account.</p>
      <form className="join-form" onSubmit={(e) => { e.preventDefault(); void submit(); }}>
        <label>
          Login
          <input type="text" autoComplete="username" value={login} onChange={(e) => setLogin(e.target.value)} data-field="login" required />
        </label>
        {mode === 'signup' && (
          <label>
            Name shown to others (optional)
            <input type="text" value={displayName} maxLength={40} onChange={(e) => setDisplayName(e.target.value)} data-field="display-name" />
          </label>
        )}
        <label>
          Password{mode === 'signup' ? ' (at least 10 characters)' : ''}
          <input type="password" autoComplete={mode === 'signup' ? 'new-password' : 'current-password'} value={password} onChange={(e) => setPassword(e.target.value)} data-field="password" required />
        </label>
        <div className="choices">
          <button type="submit" className="btn primary" disabled={busy} data-action="submit-account">{mode === 'signup' ? 'Create account' : 'Sign in'}</button>
          <button type="button" className="btn" onClick={() => { setMode(mode === 'signup' ? 'signin' : 'signup'); setError(null); }} data-action="switch-mode">
            {mode === 'signup' ? 'I have an account' : 'Create an account'}
          </button>
        </div>
        {error && <p className="error" role="alert">{error}</p>}
      </form>
      {mode === 'signin' && hasWebAuthn() && <PasskeySignIn onSignedIn={onSignedIn} />}
    </section>
  );
}

/** This device's guest seats, each with a button that adds it to the account. */
function DeviceSeats() {
  const seats = loadSeats();
  const [done, setDone] = useState<Record<string, string>>({});
  if (seats.length === 0) return <p>No guest seats on this device.</p>;
  const claim = async (gameId: string, token: string): Promise<void> => {
    try {
      const r = await accountApi.claimSeat(gameId, token);
      setDone((d) => ({ ...d, [gameId]: `Seat ${r.seat + 1} is now in your account.` }));
    } catch (e) {
      setDone((d) => ({ ...d, [gameId]: message(e) }));
    }
  };
  return (
    <ul className="account-seats">
      {seats.map((s) => (
        <li key={`${s.gameId}:${s.token.slice(0, 8)}`}>
          Game <code>{s.gameId}</code>{' '}
          {done[s.gameId] ? <span role="status">{done[s.gameId]}</span> : <button type="button" className="btn small" onClick={() => void claim(s.gameId, s.token)}>Add to my account</button>}
        </li>
      ))}
    </ul>
  );
}

function SignedIn({ me, onSignedOut }: { me: Me; onSignedOut: () => void }) {
  const [error, setError] = useState<string | null>(null);
  const [password, setPassword] = useState('');
  const act = async (fn: () => Promise<void>): Promise<void> => {
    setError(null);
    try {
      await fn();
      onSignedOut();
    } catch (e) {
      setError(message(e));
    }
  };
  return (
    <section className="panel lobby-card" aria-labelledby="account-title">
      <h2 id="account-title" data-field="signed-in-as">{me.displayName}</h2>
      <p>
        Signed in as <strong>{me.login}</strong>. Rating {me.rating.rating} ± {2 * me.rating.rd} after {me.ratedGames} rated game{me.ratedGames === 1 ? '' : 's'}.{' '}
        <Link to={profilePath(me.login)}>My profile</Link> · <Link to={leaderboardPath}>Leaderboard</Link>
      </p>
      <NoticeSettings />
      <h3>Guest seats on this device</h3>
      <DeviceSeats />
      <h3>Passkeys</h3>
      <PasskeyList canAdd={hasWebAuthn()} />
      <div className="choices">
        <button type="button" className="btn" onClick={() => void act(accountApi.signOut)} data-action="sign-out">Sign out</button>
        <button type="button" className="btn" onClick={() => void act(accountApi.signOutEverywhere)}>Sign out everywhere</button>
        <a className="btn" href="/api/account/export" download>Download my data</a>
      </div>
      <h3>Delete my account</h3>
      <form className="join-form" onSubmit={(e) => { e.preventDefault(); void act(() => accountApi.deleteAccount(password)); }}>
        <p>Your record and rating are deleted; in the games you played, your seat becomes “Former player”.</p>
        <label>
          Password
          <input type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} required />
        </label>
        <button type="submit" className="btn">Delete my account</button>
      </form>
      {error && <p className="error" role="alert">{error}</p>}
    </section>
  );
}

export function AccountPage() {
  const [me, setMe] = useState<Me | null | undefined>(undefined);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    accountApi.me().then((r) => setMe(r?.account ?? null), (e: unknown) => setError(e instanceof ApiFailure ? e.message : message(e)));
  }, []);
  return (
    <main className="page lobby">
      <header className="lobby-head">
        <h1><Link to="/">Abyss</Link> · Account</h1>
      </header>
      {error && <p className="error" role="alert">{error}</p>}
      {me === undefined ? <p>Loading…</p> : me ? <SignedIn me={me} onSignedOut={() => setMe(null)} /> : <SignInForm onSignedIn={setMe} />}
    </main>
  );
}
