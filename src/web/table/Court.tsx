// The Court: up to six Lords to recruit, the Lord deck and the Lords out of the game.
import type { PlayerView } from '../../engine/index.ts';
import { CardBack } from '../cards/AllyCard.tsx';
import { CourtCard } from '../cards/CourtCard.tsx';
import { SentinelsOn } from '../cards/KrakenMarks.tsx';
import type { Targets } from './targets.ts';
import { useT } from '../i18n/index.ts';

export function Court({ view, targets }: { view: PlayerView; targets: Targets }) {
  const t = useT();
  return (
    <section className="panel court" aria-label={t('table.court')}>
      <h3>{t('table.court')}</h3>
      <div className="court-row">
        <ul className="court-lords">
          {view.court.map((lord) => (
            <li key={lord}>
              <CourtCard id={lord} view={view} onClick={targets.court.get(lord)} selected={targets.selectedLord === lord ? true : undefined} />
              <SentinelsOn sentinels={view.kraken?.sentinels} zone="court" target={lord} name={(s) => view.players[s]?.name ?? ''} />
            </li>
          ))}
        </ul>
        <CardBack count={view.lordDeckCount} label={t('table.lordDeck')} size="sm" />
        {view.outcastDeckCount > 0 && <CardBack count={view.outcastDeckCount} label={t('table.outcastDeck')} size="sm" />}
      </div>
    </section>
  );
}
