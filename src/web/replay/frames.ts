// A replay as a list of frames: the state before the first decision, then the state after
// each action, rebuilt by the engine (the only place rules live). Each frame also keeps the
// log lines its action wrote, so the viewer can say what happened at that step.
import { activeSeat, applyAction, checkOptions, newGame, viewFor, type GameEvent, type GameState, type PlayerView } from '../../engine/index.ts';
import { i18n } from '../i18n/index.ts';
import type { ReplaySource } from './replayFile.ts';

export interface Frame {
  state: GameState;
  /** The seat whose action led here; null for the opening frame. */
  actor: number | null;
  /** Index of the first log line this step wrote (the previous frame's log length). */
  logFrom: number;
}

export interface Frames {
  frames: Frame[];
  /** Why the replay stops early (an action the engine refuses), if it does, in the language of the moment it was built. */
  error: string | null;
}

export function buildFrames(src: ReplaySource): Frames {
  const problem = checkOptions(src.options);
  if (problem) return { frames: [], error: i18n.t('replay.optionsRefused', { message: problem.message }) };
  let state = newGame(src.options);
  const frames: Frame[] = [{ state, actor: null, logFrom: 0 }];
  for (const [i, action] of src.actions.entries()) {
    const actor = activeSeat(state);
    if (actor === null) return { frames, error: i18n.t('replay.endedBefore', { n: i + 1, total: src.actions.length }) };
    const r = applyAction(state, action);
    if (!r.ok) return { frames, error: i18n.t('replay.refused', { n: i + 1, total: src.actions.length, message: r.error.message }) };
    frames.push({ state: r.state, actor, logFrom: state.log.length });
    state = r.state;
  }
  return { frames, error: null };
}

/** What `seat` (null: a spectator) knew at this frame. */
export function frameView(frame: Frame, seat: number | null): PlayerView {
  return viewFor(frame.state, seat);
}

/** The lines this frame's step wrote that `seat` could read (private lines of others left out). */
export function stepLines(frame: Frame, seat: number | null): GameEvent[] {
  return frame.state.log.slice(frame.logFrom).filter((e) => e.to === undefined || e.to === seat);
}
