// The Council: one face-down stack per race (everyone sees race and size only).
import type { PlayerView } from '../../engine/index.ts';
import { RACE_LOOK } from '../cards/look.ts';
import { RaceGlyph } from '../cards/RaceGlyph.tsx';
import type { Targets } from './targets.ts';
import { plural } from '../../engine/cards.ts';

export function Council({ view, targets }: { view: PlayerView; targets: Targets }) {
  return (
    <section className="panel council" aria-label="Council">
      <h3>Council</h3>
      <ul className="council-stacks">
        {view.council.map(({ race, count }) => {
          const pick = targets.council.get(race);
          const label = `${RACE_LOOK[race].label} stack: ${plural(count, 'card')}`;
          const body = (
            <>
              <RaceGlyph race={race} size={26} />
              <span className="stack-count">{count}</span>
            </>
          );
          return (
            <li key={race}>
              {pick ? (
                <button type="button" className="stack choosable" data-race={race} aria-label={`${label} — choose`} data-tip={label} onClick={pick}>{body}</button>
              ) : (
                <span className={`stack${count === 0 ? ' empty' : ''}`} data-race={race} role="img" aria-label={label} data-tip={label} tabIndex={0}>{body}</span>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
