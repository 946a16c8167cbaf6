// The front page: create a game, resume mine, join or watch one, read the rules.
import { lazy, Suspense, useEffect, useState } from 'react';
import { accountPath, leaderboardPath } from '../account/paths.ts';
import { Link } from '../Link.tsx';
import { CreateGame } from './CreateGame.tsx';
import { JoinGame } from './JoinGame.tsx';
import { LiveGames } from './LiveGames.tsx';
import { MyGames } from './MyGames.tsx';
import { LanguageSwitch } from '../i18n/LanguageSwitch.tsx';
import { useT } from '../i18n/index.ts';

// The rules reference carries every card's data and texts: fetched when first opened.
const RulesPanel = lazy(() => import('../game/RulesPanel.tsx').then((m) => ({ default: m.RulesPanel })));

export function Lobby() {
  const t = useT();
  const [rules, setRules] = useState(false);
  const [created, setCreated] = useState(0);
  useEffect(() => {
    performance.mark('abyss:lobby');
  }, []);
  return (
    <main className="page lobby">
      <header className="lobby-head">
        <h1>{t('common.abyss')}</h1>
        <p>{t('lobby.tagline')}</p>
        <Link to="/learn" className="btn primary" testId="learn-link">{t('lobby.learn')}</Link>{' '}
        <button type="button" className="btn" onClick={() => setRules(true)} data-act="rules">{t('lobby.rulesReference')}</button>{' '}
        <Link to={accountPath} className="btn">{t('lobby.account')}</Link>{' '}
        <Link to={leaderboardPath} className="btn">{t('lobby.leaderboard')}</Link>{' '}
        <Link to="/offline" className="btn" testId="play-offline">{t('lobby.offline')}</Link>{' '}
        <LanguageSwitch />
      </header>
      <div className="lobby-grid">
        <CreateGame onCreated={() => setCreated((n) => n + 1)} />
        <div className="lobby-side">
          <MyGames key={created} />
          <JoinGame />
          <LiveGames />
        </div>
      </div>
      {rules && <Suspense fallback={null}><RulesPanel open onClose={() => setRules(false)} /></Suspense>}
    </main>
  );
}
