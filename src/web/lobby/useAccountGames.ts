// The signed-in account's games (the same on every device), refreshed while the lobby is open,
// and which turn-based games just became the player's move (for the in-page notice).
import { useEffect, useRef, useState } from 'react';
import type { AccountGame } from '../../protocol/accounts.ts';
import { accountApi } from '../account/accountApi.ts';

/** How often the lobby asks again (a push may not reach a browser without notifications on). */
export const ACCOUNT_GAMES_REFRESH_MS = 10_000;

export interface AccountGames {
  /** null while unknown or signed out. */
  games: AccountGame[] | null;
  /** Turn-based games that became my move since the lobby opened (or were at its first look). */
  yourMove: AccountGame[];
}

export function useAccountGames(): AccountGames {
  const [state, setState] = useState<AccountGames>({ games: null, yourMove: [] });
  const seen = useRef(new Set<string>());
  useEffect(() => {
    let alive = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const load = async (): Promise<void> => {
      try {
        if (!(await accountApi.me())) return;
        const { games } = await accountApi.games();
        if (!alive) return;
        const mine = games.filter((g) => g.turnBased && g.yourTurn && !g.over);
        // A game is announced once per time it becomes my move.
        const fresh = mine.filter((g) => !seen.current.has(`${g.gameId}:${g.version}`));
        for (const g of fresh) seen.current.add(`${g.gameId}:${g.version}`);
        setState((s) => ({ games, yourMove: [...fresh, ...s.yourMove.filter((o) => mine.some((g) => g.gameId === o.gameId) && !fresh.some((f) => f.gameId === o.gameId))] }));
      } catch {
        // Signed out meanwhile or the server is away: the list stays as it was.
      }
      if (alive) timer = setTimeout(() => void load(), ACCOUNT_GAMES_REFRESH_MS);
    };
    void load();
    return () => {
      alive = false;
      clearTimeout(timer);
    };
  }, []);
  return state;
}
