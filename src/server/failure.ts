// A refused request as the server answers it: an HTTP status and the error body (a stable
// code and a sentence a player understands). Its own module: the game hub and the modules it
// uses (seats.ts, undo.ts) all build them.
import type { ApiError } from '../protocol/game.ts';

export interface Failure {
  ok: false;
  status: number;
  error: ApiError;
}

export function failure(status: number, code: ApiError['code'], message: string, args?: ApiError['args']): Failure {
  return { ok: false, status, error: args ? { code, message, args } : { code, message } };
}
