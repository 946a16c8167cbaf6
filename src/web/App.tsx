// The two pages and the global tooltip.
import { lazy, Suspense, useEffect, useState } from 'react';
import { AccountPage } from './account/AccountPage.tsx';
import { LeaderboardPage } from './account/LeaderboardPage.tsx';
import { ProfilePage } from './account/ProfilePage.tsx';
import { GameScreen } from './game/GameScreen.tsx';
import { ClaimSeat } from './lobby/ClaimSeat.tsx';
import { Lobby } from './lobby/Lobby.tsx';
import { onRouteChange, parseRoute } from './route.ts';
import { TooltipLayer } from './Tooltip.tsx';
import { useT } from './i18n/index.ts';

// The replay viewer carries the whole engine: loaded only when opened, off the first page's weight.
const ReplayScreen = lazy(() => import('./replay/ReplayScreen.tsx'));

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
      {route.page === 'replay' ? null : route.page === 'game' && route.claim
        ? <ClaimSeat key={`${route.gameId}:${route.claim.code}`} gameId={route.gameId} claim={route.claim} />
        : route.page === 'game'
          ? <GameScreen key={`${route.gameId}:${route.spectate}`} gameId={route.gameId} spectate={route.spectate} />
          : route.page === 'account'
            ? <AccountPage />
            : route.page === 'leaderboard'
              ? <LeaderboardPage />
              : route.page === 'profile'
                ? <ProfilePage key={route.login} login={route.login} />
                : <Lobby />}
      <TooltipLayer />
    </>
  );
}
