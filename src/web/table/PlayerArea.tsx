// One player's side of the table: Pearls, keys, hand size, Monster tokens, Lords,
// Locations (with the Lords under them) and affiliated Allies.
import type { PlayerPublicView, PlayerView } from '../../engine/index.ts';
import type { SeatPublic } from '../../protocol/game.ts';
import { AllyCard } from '../cards/AllyCard.tsx';
import { LocationTile } from '../cards/LocationTile.tsx';
import { CourtCard } from '../cards/CourtCard.tsx';
import { LordCard } from '../cards/LordCard.tsx';
import { cardRef } from '../courtCards.ts';
import { MonsterToken } from '../cards/MonsterToken.tsx';
import { KeyIcon, PearlIcon } from '../cards/RaceGlyph.tsx';
import { KrakenMark, NebulisIcon } from '../cards/KrakenMarks.tsx';
import { LeviathanStats } from './LeviathanStats.tsx';
import { Num } from '../Num.tsx';
import { sortHand } from '../payment.ts';
import type { Targets } from './targets.ts';
import { useT } from '../i18n/index.ts';
import { allies, keyTokens, keysCount, lords, nebulis, pearls, tokens } from '../i18n/words.ts';

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
  const t = useT();
  const who = seat?.kind === 'bot' ? t('table.botLevel', { level: t(`levels.${seat.level ?? 'medium'}`) }) : isMe ? t('table.you') : null;
  const monsters = p.monsterValues ?? Array.from({ length: p.monsterCount }, () => undefined);
  return (
    <section className={`panel player${isMe ? ' me' : ''}${isCurrent ? ' current' : ''}`} aria-label={`${p.name}${who ? ` (${who})` : ''}`}
      data-seat={p.seat}>
      <header className="player-head">
        <span className={`seat-dot seat-${p.seat}`} aria-hidden="true" />
        <h3>{p.name}{who && <small> ({who})</small>}</h3>
        {isCurrent && <span className="badge turn">{t('table.turn')}</span>}
        {isDeciding && !isCurrent && <span className="badge deciding">{t('table.deciding')}</span>}
      </header>
      <div className="stats">
        <span className="stat" data-token="pearl" data-tip={pearls(p.pearls)} tabIndex={0} aria-label={pearls(p.pearls)}>
          <PearlIcon /> <Num value={p.pearls} />
        </span>
        <span className="stat" data-token="key" tabIndex={0} aria-label={t('table.keys', { keys: keysCount(p.keys), tokens: tokens(p.keyTokens) })}
          data-tip={t('table.keysTip', { keys: keysCount(p.keys), tokens: keyTokens(p.keyTokens) })}>
          <KeyIcon /> <Num value={p.keys} />
        </span>
        <span className="stat" tabIndex={0} aria-label={t('table.inHand', { allies: allies(p.handCount) })} data-tip={t('table.inHand', { allies: allies(p.handCount) })}>
          <span className="mini-card" aria-hidden="true" /> <Num value={p.handCount} />
        </span>
        {p.nebulis !== undefined && (
          <span className="stat" data-token="nebulis" data-value={p.nebulis} tabIndex={0} aria-label={nebulis(p.nebulis)} data-tip={t('kraken.nebulisTip', { nebulis: nebulis(p.nebulis) })}>
            <NebulisIcon /> <Num value={p.nebulis} />
          </span>
        )}
        {view.kraken?.figure === p.seat && (
          <span className="stat kraken-figure" data-token="kraken" tabIndex={0} aria-label={t('kraken.figure')} data-tip={t('kraken.figureTip')}>
            <KrakenMark /> <span className="figure-label">−5</span>
          </span>
        )}
        <LeviathanStats view={view} player={p} />
        <span className="stat" tabIndex={0} aria-label={lords(p.lordCount)} data-tip={t('table.lordsTip', { lords: lords(p.lordCount) })}>
          <span className="crown" aria-hidden="true">♛</span> <Num value={p.lordCount} />
        </span>
      </div>
      {monsters.length > 0 && (
        <div className="tokens" data-token="monster" aria-label={t('table.monsterTokens')}>
          {monsters.map((v, i) => <MonsterToken key={i} value={v} />)}
        </div>
      )}
      {p.lords.length > 0 && (
        <ul className="lords-row" aria-label={t('table.freeLords')}>
          {p.lords.map((lord) => (
            <li key={lord}><LordCard lord={lord} compact assassinated={p.assassinated.includes(lord)} onClick={targets.lords.get(lord)}
              selected={targets.selectedLord === lord ? true : undefined} /></li>
          ))}
        </ul>
      )}
      {(p.outcasts ?? []).length > 0 && (
        <ul className="lords-row" aria-label={t('table.outcasts')}>
          {p.outcasts.map((o) => <li key={o}><CourtCard id={o} view={view} compact /></li>)}
        </ul>
      )}
      {p.locations.length > 0 && (
        <ul className="owned-locations" aria-label={t('table.locations')}>
          {p.locations.map((l) => (
            <li key={l.id}><LocationTile id={l.id} lords={l.lords} under={(l.outcasts ?? []).map((o) => cardRef(view, o))} loot={l.loot} compact onClick={isMe ? targets.ownLocations.get(l.id) : undefined}
              selected={isMe && targets.selectedLocation === l.id ? true : undefined} /></li>
          ))}
        </ul>
      )}
      {p.affiliated.length > 0 && (
        <ul className="affiliated" aria-label={t('table.affiliated')}>
          {sortHand(p.affiliated).map((c) => <li key={c}><AllyCard card={c} size="sm" /></li>)}
        </ul>
      )}
    </section>
  );
}
