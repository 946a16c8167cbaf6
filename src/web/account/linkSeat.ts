// A turn-based seat taken in this browser joins the signed-in account by itself, so the game
// shows in "my games" on every device the player signs in on (and its notices reach them).
// Real-time seats stay guest seats unless the player adds them (ratings are theirs to choose).
import { api } from '../api.ts';
import { accountApi } from './accountApi.ts';

/** True when the seat now belongs to the account; false when signed out, real-time, or refused. */
export async function linkTurnBasedSeat(gameId: string, token: string): Promise<boolean> {
  try {
    if (!(await accountApi.me())) return false;
    const [game] = (await api.myGames([token])).games;
    if (!game?.turnBased) return false;
    await accountApi.claimSeat(gameId, token);
    return true;
  } catch {
    // The seat still plays as a guest seat; the account page can add it later.
    return false;
  }
}
