// Face-up Locations anyone may take, and the face-down stack.
import type { PlayerView } from '../../engine/index.ts';
import { CardBack } from '../cards/AllyCard.tsx';
import { LOOT_VALUES } from '../../engine/cards.ts';
import { SentinelsOn } from '../cards/KrakenMarks.tsx';
import { LocationTile } from '../cards/LocationTile.tsx';
import { cards } from '../i18n/words.ts';
import type { Targets } from './targets.ts';
import { useT } from '../i18n/index.ts';

export function Locations({ view, targets }: { view: PlayerView; targets: Targets }) {
  const t = useT();
  return (
    <section className="panel locations" aria-label={t('table.locations')}>
      <h3>{t('table.locations')}</h3>
      <div className="locations-row">
        <CardBack count={view.locationStackCount} label={t('table.locationStack')} size="sm" />
        <ul className="location-list">
          {view.locationsAvailable.map((id) => (
            <li key={id}><LocationTile id={id} onClick={targets.locations.get(id)} selected={targets.selectedLocation === id ? true : undefined} />
              <SentinelsOn sentinels={view.kraken?.sentinels} zone="location" target={id} name={(s) => view.players[s]?.name ?? ''} /></li>
          ))}
        </ul>
        {view.kraken && (
          <div className="loot-piles" data-loot-deck={view.kraken.lootDeckCount} data-loot-discard={view.kraken.lootDiscard.length}>
            <span className="muted small-print">{t('kraken.lootDeckLabel')}</span>
            <CardBack count={view.kraken.lootDeckCount} label={t('kraken.lootDeckLabel')} size="sm" />
            <span className="muted small-print" data-tip={view.kraken.lootDiscard.map((id) => LOOT_VALUES[id]).join(', ')}>
              {t('kraken.lootDiscard', { cards: cards(view.kraken.lootDiscard.length) })}
            </span>
          </div>
        )}
      </div>
    </section>
  );
}
