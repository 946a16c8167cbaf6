// "Tell me when it is my move" for turn-based games: Web Push on this browser (asked for only
// when the button is pressed) and an optional e-mail address (used only if the server's
// operator set up e-mail). Neither ever says more than whose move it is, in which game.
import { useEffect, useState } from 'react';
import { EMAIL_MODES, type NoticeSettings as Settings } from '../../protocol/notify.ts';
import { accountApi } from './accountApi.ts';
import { disablePush, enablePush, pushState, type PushState } from './pushSetup.ts';
import { errorText } from '../i18n/errors.ts';
import { i18n, useT } from '../i18n/index.ts';

const message = (e: unknown): string => errorText(e, i18n.t('common.somethingWrong'));

export function NoticeSettings() {
  const t = useT();
  const [push, setPush] = useState<PushState | null>(null);
  const [email, setEmail] = useState('');
  const [saved, setSaved] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Account-wide: what every device and the e-mail address get (src/protocol/notify.ts).
  const [settings, setSettings] = useState<Settings | null>(null);
  useEffect(() => {
    void pushState().then(setPush, () => setPush('unsupported'));
    accountApi.noticeSettings().then(setSettings, (e: unknown) => setError(message(e)));
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
      <h3>{t('notices.title')}</h3>
      <p data-field="push-state">{push ? t(`notices.state.${push}`) : t('notices.checking')}</p>
      <div className="choices">
        {push === 'off' && (
          <button type="button" className="btn primary" disabled={busy} data-action="enable-push" onClick={() => void run(async () => { await enablePush(); return t('notices.turnedOn'); })}>
            {t('notices.enable')}
          </button>
        )}
        {push === 'on' && (
          <button type="button" className="btn" disabled={busy} data-action="disable-push" onClick={() => void run(async () => { await disablePush(); return t('notices.turnedOff'); })}>
            {t('notices.disable')}
          </button>
        )}
      </div>
      <form className="join-form" onSubmit={(e) => { e.preventDefault(); void run(async () => { const r = await accountApi.setEmail(email.trim() || null); setSaved(r.email); return r.email ? t('notices.emailTo', { email: r.email }) : t('notices.noEmail'); }); }}>
        <label>
          {t('notices.emailLabel')}
          <input type="email" autoComplete="email" value={email} maxLength={254} onChange={(e) => setEmail(e.target.value)} data-field="email" />
        </label>
        <button type="submit" className="btn" disabled={busy || (email.trim() || null) === saved} data-action="save-email">{t('notices.save')}</button>
      </form>
      {settings && (
        <form className="join-form" data-form="notice-settings" onSubmit={(e) => { e.preventDefault(); void run(async () => { setSettings(await accountApi.setNoticeSettings(settings)); return t('notices.settingsSaved'); }); }}>
          <label>
            <input type="checkbox" checked={settings.push} onChange={(e) => setSettings({ ...settings, push: e.target.checked })} data-field="notice-push" />
            {' '}{t('notices.pushAll')}
          </label>
          <label>
            {t('notices.emailMode')}
            <select value={settings.email} onChange={(e) => setSettings({ ...settings, email: e.target.value as Settings['email'] })} data-field="notice-email">
              {EMAIL_MODES.map((m) => <option key={m} value={m}>{t(`notices.email.${m}`)}</option>)}
            </select>
          </label>
          <button type="submit" className="btn" disabled={busy} data-action="save-notice-settings">{t('notices.saveSettings')}</button>
        </form>
      )}
      {status && <p role="status" data-field="notice-status">{status}</p>}
      {error && <p className="error" role="alert">{error}</p>}
    </>
  );
}
