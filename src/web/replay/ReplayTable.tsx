// The table at one step of a replay, through one seat's eyes (or a spectator's), drawn with the
// game screen's own table components; nothing can be clicked.
import type { PlayerView } from '../../engine/index.ts';
import type { SeatPublic } from '../../protocol/game.ts';
import { Council } from '../table/Council.tsx';
import { Court } from '../table/Court.tsx';
import { ExplorationTrack } from '../table/ExplorationTrack.tsx';
import { Locations } from '../table/Locations.tsx';
import { PlayerArea } from '../table/PlayerArea.tsx';
import { noTargets } from '../table/targets.ts';
import { ThreatTrack } from '../table/ThreatTrack.tsx';
import { BorderTrack } from '../table/BorderTrack.tsx';
import { ReplayHand } from './ReplayHand.tsx';

const NO_TARGETS = noTargets();

export function ReplayTable({ view, seats, name }: { view: PlayerView; seats: SeatPublic[] | null; name: (seat: number) => string }) {
  const me = view.seat;
  const mine = me !== null ? view.players[me] : null;
  const deciding = view.pending?.seat ?? -1;
  const area = (p: PlayerView['players'][number]) => (
    <PlayerArea key={p.seat} view={view} player={p} seat={seats?.[p.seat]} isMe={p.seat === me} isCurrent={!view.over && view.current === p.seat}
      isDeciding={!view.over && deciding === p.seat} targets={NO_TARGETS} />
  );
  return (
    <div className="table-area">
      <div className="board">
        {view.leviathan ? <BorderTrack view={view} /> : <ThreatTrack threat={view.threat} />}
        <ExplorationTrack view={view} targets={NO_TARGETS} />
        <Council view={view} targets={NO_TARGETS} />
        <Court view={view} targets={NO_TARGETS} />
        <Locations view={view} targets={NO_TARGETS} />
      </div>
      {mine && (
        <div className="my-side">
          <ReplayHand cards={mine.hand ?? []} owner={name(mine.seat)} />
          {area(mine)}
        </div>
      )}
      <div className="opponents">{view.players.filter((p) => p.seat !== me).map(area)}</div>
    </div>
  );
}
