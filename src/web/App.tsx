// The two pages and the global tooltip.
import { lazy, Suspense, useEffect, useState } from 'react';
import { ClaimSeat } from './lobby/ClaimSeat.tsx';
import { Lobby } from './lobby/Lobby.tsx';
import { onRouteChange, parseRoute } from './route.ts';
import { TooltipLayer } from './Tooltip.tsx';
import { useT } from './i18n/index.ts';

// The replay viewer carries the whole engine: loaded only when opened, off the first page's weight.
const ReplayScreen = lazy(() => import('./replay/ReplayScreen.tsx'));
// The table (card faces, prompts, the log's sentences, the engine's previews and the expansions'
// parts) and the account pages are fetched when a page needs them: the lobby loads none of it
// (test/web/first-load.browser.test.ts holds the first load to its budget).
const GameScreen = lazy(() => import('./game/GameScreen.tsx').then((m) => ({ default: m.GameScreen })));
// Offline play carries the engine's worker and IndexedDB: fetched only on /offline.
const OfflinePage = lazy(() => import('./offline/OfflinePage.tsx').then((m) => ({ default: m.OfflinePage })));
// The tutorial: an offline game with a coach.
const LearnPage = lazy(() => import('./learn/LearnPage.tsx').then((m) => ({ default: m.LearnPage })));
const AccountPage = lazy(() => import('./account/AccountPage.tsx').then((m) => ({ default: m.AccountPage })));
const LeaderboardPage = lazy(() => import('./account/LeaderboardPage.tsx').then((m) => ({ default: m.LeaderboardPage })));
const ProfilePage = lazy(() => import('./account/ProfilePage.tsx').then((m) => ({ default: m.ProfilePage })));

export function App() {
  const t = useT();
  const [route, setRoute] = useState(parseRoute);
  useEffect(() => onRouteChange(() => setRoute(parseRoute())), []);
  return (
    <>
      {route.page === 'replay' && (
        <Suspense fallback={<main className="page center" aria-busy="true"><p>{t('replay.loadingViewer')}</p></main>}>
          <ReplayScreen key={route.gameId ?? ''} gameId={route.gameId} />
        </Suspense>
      )}
      <Suspense fallback={<main className="page center" aria-busy="true"><p>{t('common.loading')}</p></main>}>
      {route.page === 'replay' ? null : route.page === 'game' && route.claim
        ? <ClaimSeat key={`${route.gameId}:${route.claim.code}`} gameId={route.gameId} claim={route.claim} />
        : route.page === 'game'
          ? <GameScreen key={`${route.gameId}:${route.spectate}`} gameId={route.gameId} spectate={route.spectate} />
          : route.page === 'learn'
            ? <LearnPage key={route.expansion ?? ''} expansion={route.expansion} />
            : route.page === 'offline'
            ? <OfflinePage id={route.id} />
            : route.page === 'account'
            ? <AccountPage />
            : route.page === 'leaderboard'
              ? <LeaderboardPage />
              : route.page === 'profile'
                ? <ProfilePage key={route.login} login={route.login} />
                : <Lobby />}
      </Suspense>
      <TooltipLayer />
    </>
  );
}
