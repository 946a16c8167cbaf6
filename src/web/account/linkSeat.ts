// A seat taken in this browser while signed in joins the account by itself (the server links
// it already when the request carried the session's CSRF token; this covers the rest): the game
// shows in "my games" on every device, counts on the player's profile and, unless friendly,
// for their rating, without "Add to my account".
import { accountApi } from './accountApi.ts';

/** True when the seat now belongs to the account; false when signed out or refused. */
export async function linkSeat(gameId: string, token: string): Promise<boolean> {
  try {
    if (!(await accountApi.me())) return false;
    await accountApi.claimSeat(gameId, token);
    return true;
  } catch {
    // The seat still plays as a guest seat; the account page can add it later.
    return false;
  }
}
