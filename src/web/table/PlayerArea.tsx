// One player's side of the table: Pearls, keys, hand size, Monster tokens, Lords,
// Locations (with the Lords under them) and affiliated Allies.
import type { PlayerPublicView, PlayerView } from '../../engine/index.ts';
import type { SeatPublic } from '../../server/protocol.ts';
import { AllyCard } from '../cards/AllyCard.tsx';
import { LocationTile } from '../cards/LocationTile.tsx';
import { CourtCard } from '../cards/CourtCard.tsx';
import { LordCard } from '../cards/LordCard.tsx';
import { cardName } from '../courtCards.ts';
import { MonsterToken } from '../cards/MonsterToken.tsx';
import { KeyIcon, PearlIcon } from '../cards/RaceGlyph.tsx';
import { Num } from '../Num.tsx';
import { sortHand } from '../payment.ts';
import type { Targets } from './targets.ts';
import { plural } from '../../engine/cards.ts';

interface Props {
  view: PlayerView;
  player: PlayerPublicView;
  seat?: SeatPublic;
  isMe: boolean;
  isCurrent: boolean;
  isDeciding: boolean;
  targets: Targets;
}

export function PlayerArea({ view, player: p, seat, isMe, isCurrent, isDeciding, targets }: Props) {
  const who = seat?.kind === 'bot' ? `bot, ${seat.level ?? 'medium'}` : isMe ? 'you' : null;
  const monsters = p.monsterValues ?? Array.from({ length: p.monsterCount }, () => undefined);
  return (
    <section className={`panel player${isMe ? ' me' : ''}${isCurrent ? ' current' : ''}`} aria-label={`${p.name}${who ? ` (${who})` : ''}`}
      data-seat={p.seat}>
      <header className="player-head">
        <span className={`seat-dot seat-${p.seat}`} aria-hidden="true" />
        <h3>{p.name}{who && <small> ({who})</small>}</h3>
        {isCurrent && <span className="badge turn">turn</span>}
        {isDeciding && !isCurrent && <span className="badge deciding">deciding</span>}
      </header>
      <div className="stats">
        <span className="stat" data-token="pearl" data-tip={plural(p.pearls, 'Pearl')} tabIndex={0} aria-label={plural(p.pearls, 'Pearl')}>
          <PearlIcon /> <Num value={p.pearls} />
        </span>
        <span className="stat" data-token="key" tabIndex={0} aria-label={`${plural(p.keys, 'key')} (${plural(p.keyTokens, 'token')})`}
          data-tip={`${plural(p.keys, 'key')}: ${plural(p.keyTokens, 'Key token')}, the rest on free Lords. At 3 keys you must take a Location.`}>
          <KeyIcon /> <Num value={p.keys} />
        </span>
        <span className="stat" tabIndex={0} aria-label={`${plural(p.handCount, 'Ally')} in hand`} data-tip={`${plural(p.handCount, 'Ally')} in hand`}>
          <span className="mini-card" aria-hidden="true" /> <Num value={p.handCount} />
        </span>
        <span className="stat" tabIndex={0} aria-label={plural(p.lordCount, 'Lord')} data-tip={`${plural(p.lordCount, 'Lord')} (the 7th ends the game)`}>
          <span className="crown" aria-hidden="true">♛</span> <Num value={p.lordCount} />
        </span>
      </div>
      {monsters.length > 0 && (
        <div className="tokens" data-token="monster" aria-label="Monster tokens">
          {monsters.map((v, i) => <MonsterToken key={i} value={v} />)}
        </div>
      )}
      {p.lords.length > 0 && (
        <ul className="lords-row" aria-label="Free Lords">
          {p.lords.map((lord) => (
            <li key={lord}><LordCard lord={lord} compact assassinated={p.assassinated.includes(lord)} onClick={targets.lords.get(lord)}
              selected={targets.selectedLord === lord ? true : undefined} /></li>
          ))}
        </ul>
      )}
      {(p.outcasts ?? []).length > 0 && (
        <ul className="lords-row" aria-label="Outcasts (two reconquer a Location)">
          {p.outcasts.map((o) => <li key={o}><CourtCard id={o} view={view} compact /></li>)}
        </ul>
      )}
      {p.locations.length > 0 && (
        <ul className="owned-locations" aria-label="Locations">
          {p.locations.map((l) => (
            <li key={l.id}><LocationTile id={l.id} lords={l.lords} under={(l.outcasts ?? []).map((o) => cardName(view, o))} compact onClick={isMe ? targets.ownLocations.get(l.id) : undefined}
              selected={isMe && targets.selectedLocation === l.id ? true : undefined} /></li>
          ))}
        </ul>
      )}
      {p.affiliated.length > 0 && (
        <ul className="affiliated" aria-label="Affiliated Allies">
          {sortHand(p.affiliated).map((c) => <li key={c}><AllyCard card={c} size="sm" /></li>)}
        </ul>
      )}
    </section>
  );
}
