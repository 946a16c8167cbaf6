// /account: sign up or sign in (password, or passkey where the browser has WebAuthn); once
// signed in, choose how to hear of your move in turn-based games (NoticeSettings), add this
// device's guest seats to the account, manage passkeys, sign out (here or everywhere),
// download one's data, delete the account.
import { useEffect, useState } from 'react';
import type { Me } from '../../protocol/accounts.ts';
import { Link } from '../Link.tsx';
import { loadSeats } from '../storage.ts';
import { accountApi } from './accountApi.ts';
import { hasWebAuthn, PasskeyList, PasskeySignIn } from './Passkeys.tsx';
import { NoticeSettings } from './NoticeSettings.tsx';
import { leaderboardPath, profilePath } from './paths.ts';
import { Trans } from 'react-i18next';
import { errorText } from '../i18n/errors.ts';
import { LanguageSwitch } from '../i18n/LanguageSwitch.tsx';
import { i18n, useT } from '../i18n/index.ts';

const message = (e: unknown): string => errorText(e, i18n.t('common.somethingWrong'));

function SignInForm({ onSignedIn }: { onSignedIn: (me: Me) => void }) {
  const t = useT();
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
      <h2 id="account-title">{mode === 'signup' ? t('account.signUp') : t('account.signIn')}</h2>
      <p>{t('account.intro')}</p>
      <form className="join-form" onSubmit={(e) => { e.preventDefault(); void submit(); }}>
        <label>
          {t('account.login')}
          <input type="text" autoComplete="username" value={login} onChange={(e) => setLogin(e.target.value)} data-field="login" required />
        </label>
        {mode === 'signup' && (
          <label>
            {t('account.displayName')}
            <input type="text" value={displayName} maxLength={40} onChange={(e) => setDisplayName(e.target.value)} data-field="display-name" />
          </label>
        )}
        <label>
          {t('account.password')}{mode === 'signup' ? t('account.passwordRule') : ''}
          <input type="password" autoComplete={mode === 'signup' ? 'new-password' : 'current-password'} value={password} onChange={(e) => setPassword(e.target.value)} data-field="password" required />
        </label>
        <div className="choices">
          <button type="submit" className="btn primary" disabled={busy} data-action="submit-account">{mode === 'signup' ? t('account.create') : t('account.signIn')}</button>
          <button type="button" className="btn" onClick={() => { setMode(mode === 'signup' ? 'signin' : 'signup'); setError(null); }} data-action="switch-mode">
            {mode === 'signup' ? t('account.haveAccount') : t('account.signUp')}
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
  const t = useT();
  const seats = loadSeats();
  const [done, setDone] = useState<Record<string, string>>({});
  if (seats.length === 0) return <p>{t('account.noSeats')}</p>;
  const claim = async (gameId: string, token: string): Promise<void> => {
    try {
      const r = await accountApi.claimSeat(gameId, token);
      setDone((d) => ({ ...d, [gameId]: t('account.seatAdded', { n: r.seat + 1 }) }));
    } catch (e) {
      setDone((d) => ({ ...d, [gameId]: message(e) }));
    }
  };
  return (
    <ul className="account-seats">
      {seats.map((s) => (
        <li key={`${s.gameId}:${s.token.slice(0, 8)}`}>
          {t('account.game')} <code>{s.gameId}</code>{' '}
          {done[s.gameId] ? <span role="status">{done[s.gameId]}</span> : <button type="button" className="btn small" onClick={() => void claim(s.gameId, s.token)}>{t('account.addSeat')}</button>}
        </li>
      ))}
    </ul>
  );
}

function SignedIn({ me, onSignedOut }: { me: Me; onSignedOut: () => void }) {
  const t = useT();
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
        <Trans t={t} i18nKey="account.signedInAs" values={{ login: me.login, rating: me.rating.rating, rd: 2 * me.rating.rd, games: t('account.ratedGames', { count: me.ratedGames }) }}
          components={{ strong: <strong /> }} />{' '}
        <Link to={profilePath(me.login)}>{t('account.myProfile')}</Link> · <Link to={leaderboardPath}>{t('lobby.leaderboard')}</Link>
      </p>
      <NoticeSettings />
      <h3>{t('account.guestSeats')}</h3>
      <DeviceSeats />
      <h3>{t('passkeys.title')}</h3>
      <PasskeyList canAdd={hasWebAuthn()} />
      <div className="choices">
        <button type="button" className="btn" onClick={() => void act(accountApi.signOut)} data-action="sign-out">{t('account.signOut')}</button>
        <button type="button" className="btn" onClick={() => void act(accountApi.signOutEverywhere)}>{t('account.signOutEverywhere')}</button>
        <a className="btn" href="/api/account/export" download>{t('account.download')}</a>
      </div>
      <h3>{t('account.delete')}</h3>
      <form className="join-form" onSubmit={(e) => { e.preventDefault(); void act(() => accountApi.deleteAccount(password)); }}>
        <p>{t('account.deleteNote')}</p>
        <label>
          {t('account.password')}
          <input type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} required />
        </label>
        <button type="submit" className="btn">{t('account.delete')}</button>
      </form>
      {error && <p className="error" role="alert">{error}</p>}
    </section>
  );
}

export function AccountPage() {
  const t = useT();
  const [me, setMe] = useState<Me | null | undefined>(undefined);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    accountApi.me().then((r) => setMe(r?.account ?? null), (e: unknown) => setError(message(e)));
  }, []);
  return (
    <main className="page lobby">
      <header className="lobby-head">
        <h1><Link to="/">{t('common.abyss')}</Link> · {t('account.title')}</h1>
        <LanguageSwitch />
      </header>
      {error && <p className="error" role="alert">{error}</p>}
      {me === undefined ? <p>{t('common.loading')}</p> : me ? <SignedIn me={me} onSignedOut={() => setMe(null)} /> : <SignInForm onSignedIn={setMe} />}
    </main>
  );
}
