// The two pages and the global tooltip.
import { useEffect, useState } from 'react';
import { AccountPage } from './account/AccountPage.tsx';
import { LeaderboardPage } from './account/LeaderboardPage.tsx';
import { ProfilePage } from './account/ProfilePage.tsx';
import { GameScreen } from './game/GameScreen.tsx';
import { ClaimSeat } from './lobby/ClaimSeat.tsx';
import { Lobby } from './lobby/Lobby.tsx';
import { onRouteChange, parseRoute } from './route.ts';
import { TooltipLayer } from './Tooltip.tsx';

export function App() {
  const [route, setRoute] = useState(parseRoute);
  useEffect(() => onRouteChange(() => setRoute(parseRoute())), []);
  return (
    <>
      {route.page === 'game' && route.claim
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
