// Face-up Locations anyone may take, and the face-down stack.
import type { PlayerView } from '../../engine/index.ts';
import { CardBack } from '../cards/AllyCard.tsx';
import { LocationTile } from '../cards/LocationTile.tsx';
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
            <li key={id}><LocationTile id={id} onClick={targets.locations.get(id)} selected={targets.selectedLocation === id ? true : undefined} /></li>
          ))}
        </ul>
      </div>
    </section>
  );
}
