// The two pages and the global tooltip.
import { useEffect, useState } from 'react';
import { GameScreen } from './game/GameScreen.tsx';
import { Lobby } from './lobby/Lobby.tsx';
import { onRouteChange, parseRoute } from './route.ts';
import { TooltipLayer } from './Tooltip.tsx';

export function App() {
  const [route, setRoute] = useState(parseRoute);
  useEffect(() => onRouteChange(() => setRoute(parseRoute())), []);
  return (
    <>
      {route.page === 'game'
        ? <GameScreen key={`${route.gameId}:${route.spectate}`} gameId={route.gameId} spectate={route.spectate} />
        : <Lobby />}
      <TooltipLayer />
    </>
  );
}
