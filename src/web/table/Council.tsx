// The Council: one face-down stack per race (everyone sees race and size only).
import type { PlayerView } from '../../engine/index.ts';
import { RACES } from '../../engine/cards.ts';
import { SentinelsOn } from '../cards/KrakenMarks.tsx';
import { RaceGlyph } from '../cards/RaceGlyph.tsx';
import type { Targets } from './targets.ts';
import { useT } from '../i18n/index.ts';
import { cards, raceName } from '../i18n/words.ts';

export function Council({ view, targets }: { view: PlayerView; targets: Targets }) {
  const t = useT();
  return (
    <section className="panel council" aria-label={t('table.council')}>
      <h3>{t('table.council')}</h3>
      <ul className="council-stacks">
        {view.council.map(({ race, count }) => {
          const pick = targets.council.get(race);
          const label = t('table.stack', { race: raceName(race), cards: cards(count) });
          const body = (
            <>
              <RaceGlyph race={race} size={26} />
              <span className="stack-count">{count}</span>
            </>
          );
          return (
            <li key={race}>
              {pick ? (
                <button type="button" className="stack choosable" data-race={race} aria-label={t('table.stackChoose', { race: raceName(race), cards: cards(count) })} data-tip={label} onClick={pick}>{body}</button>
              ) : (
                <span className={`stack${count === 0 ? ' empty' : ''}`} data-race={race} role="img" aria-label={label} data-tip={label} tabIndex={0}>{body}</span>
              )}
              <SentinelsOn sentinels={view.kraken?.sentinels} zone="council" target={RACES.indexOf(race)} name={(s) => view.players[s]?.name ?? ''} />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
