// A replay as a list of frames: the state before the first decision, then the state after
// each action, rebuilt by the engine (the only place rules live). Each frame also keeps the
// log lines its action wrote, so the viewer can say what happened at that step.
import { activeSeat, applyAction, checkOptions, newGame, viewFor, type GameEvent, type GameState, type PlayerView } from '../../engine/index.ts';
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
  /** Why the replay stops early (an action the engine refuses), if it does. */
  error: string | null;
}

export function buildFrames(src: ReplaySource): Frames {
  const problem = checkOptions(src.options);
  if (problem) return { frames: [], error: `The replay's options are refused: ${problem.message}` };
  let state = newGame(src.options);
  const frames: Frame[] = [{ state, actor: null, logFrom: 0 }];
  for (const [i, action] of src.actions.entries()) {
    const actor = activeSeat(state);
    if (actor === null) return { frames, error: `The game ended before action ${i + 1} of ${src.actions.length}.` };
    const r = applyAction(state, action);
    if (!r.ok) return { frames, error: `Action ${i + 1} of ${src.actions.length} is refused by the rules: ${r.error.message}` };
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
