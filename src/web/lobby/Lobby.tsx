// The front page: create a game, resume mine, join or watch one, read the rules.
import { useEffect, useState } from 'react';
import { accountPath, leaderboardPath } from '../account/paths.ts';
import { RulesPanel } from '../game/RulesPanel.tsx';
import { Link } from '../Link.tsx';
import { CreateGame } from './CreateGame.tsx';
import { JoinGame } from './JoinGame.tsx';
import { LiveGames } from './LiveGames.tsx';
import { MyGames } from './MyGames.tsx';

export function Lobby() {
  const [rules, setRules] = useState(false);
  const [created, setCreated] = useState(0);
  useEffect(() => {
    performance.mark('abyss:lobby');
  }, []);
  return (
    <main className="page lobby">
      <header className="lobby-head">
        <h1>Abyss</h1>
        <p>Recruit the Lords of the deep, control its Locations, and become the ruler of the Abyss — against friends or bots.</p>
        <button type="button" className="btn" onClick={() => setRules(true)}>Rules reference</button>{' '}
        <Link to={accountPath} className="btn">Account</Link>{' '}
        <Link to={leaderboardPath} className="btn">Leaderboard</Link>
      </header>
      <div className="lobby-grid">
        <CreateGame onCreated={() => setCreated((n) => n + 1)} />
        <div className="lobby-side">
          <MyGames key={created} />
          <JoinGame />
          <LiveGames />
        </div>
      </div>
      <RulesPanel open={rules} onClose={() => setRules(false)} />
    </main>
  );
}
