// The replay formats a player may hold, read into one shape: the server's download
// (GET /api/games/:id/log, LogResponse), its `replay` alone (GameReplay), or the CLI's file
// (src/cli/replay.ts, ReplayFile). Only options and actions matter: the engine rebuilds the rest.
import type { Action, GameOptions } from '../../engine/index.ts';
import type { SeatPublic } from '../../protocol/game.ts';
import { i18n } from '../i18n/index.ts';

export interface ReplaySource {
  options: GameOptions;
  actions: Action[];
  /** Who sat where, when the file says (the server's replays); else the names in the options. */
  seats: SeatPublic[] | null;
  gameId: string | null;
}

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

/** The replay in `json`, or a sentence saying why it is not one. */
export function readReplay(json: unknown): ReplaySource | { error: string } {
  if (isObject(json) && isObject(json.replay)) return readReplay(json.replay);
  if (!isObject(json) || json.format !== 'abyss-replay') return { error: i18n.t('replay.notReplay') };
  if (!isObject(json.options)) return { error: i18n.t('replay.noOptions') };
  if (!Array.isArray(json.actions)) return { error: i18n.t('replay.noActions') };
  const options = json.options as unknown as GameOptions;
  if (json.formatVersion === 1) {
    // The server's format: actions carry their seat.
    const actions: Action[] = [];
    for (const [i, a] of (json.actions as unknown[]).entries()) {
      if (!isObject(a) || !isObject(a.action)) return { error: i18n.t('replay.malformed', { n: i + 1 }) };
      actions.push(a.action as unknown as Action);
    }
    return {
      options,
      actions,
      seats: Array.isArray(json.seats) ? (json.seats as SeatPublic[]) : null,
      gameId: typeof json.gameId === 'string' ? json.gameId : null,
    };
  }
  if (json.version === 1) {
    for (const [i, a] of (json.actions as unknown[]).entries()) if (!isObject(a)) return { error: i18n.t('replay.malformed', { n: i + 1 }) };
    return { options, actions: json.actions as Action[], seats: null, gameId: null };
  }
  return { error: i18n.t('replay.version') };
}
