// A Leviathan drawn from data: its race colour (or "Crabs and Krakens only"), its health steps
// top to bottom (resistance → Monster tokens, beaten ones struck through) and the penalty it
// deals to the player it attacks when a newcomer lands on its space.
import { LEVIATHANS, RACES, type LeviathanCard as LeviathanData } from '../../engine/cards.ts';
import { useT } from '../i18n/index.ts';
import { leviathanText } from './describeLeviathan.ts';
import { RACE_LOOK } from './look.ts';
import { PearlIcon, RaceGlyph } from './RaceGlyph.tsx';
import { WoundIcon } from './LeviathanMarks.tsx';

function PenaltyMark({ l }: { l: LeviathanData }) {
  const icon = l.penalty === 'wounds' ? <WoundIcon size={13} />
    : l.penalty === 'pearls' ? <PearlIcon size={13} />
      : l.penalty === 'allies' ? <span className="mini-card" aria-hidden="true" />
        : <span className="crown" aria-hidden="true">♛</span>;
  return (
    <span className={`leviathan-penalty penalty-${l.penalty}`} data-penalty={l.penalty} data-amount={l.amount} aria-hidden="true">
      {icon}{l.penalty === 'wounds' ? `×${l.amount}` : `−${l.amount}`}
    </span>
  );
}

interface Props {
  id: number;
  /** Health steps already beaten (top first). */
  beaten?: number;
  /** A wider face for prompts (race name written out). */
  wide?: boolean;
}

export function LeviathanCard({ id, beaten = 0, wide }: Props) {
  const t = useT();
  const l = LEVIATHANS[id];
  const race = l.race === null ? null : RACES[l.race];
  const style = { '--race': race ? RACE_LOOK[race].color : 'var(--leviathan-any)' } as React.CSSProperties;
  const text = leviathanText(id, beaten);
  return (
    <span className={`leviathan-card${wide ? ' wide' : ''}${race ? ` race-${race}` : ' race-any'}`} role="img" aria-label={text} data-tip={text}
      tabIndex={0} data-leviathan={id} data-beaten={beaten} style={style}>
      <span className="leviathan-race">
        {race ? <RaceGlyph race={race} size={16} /> : <RaceGlyph race="crab" size={16} />}
        {wide && <span className="leviathan-race-name">{race ? t(`race.${race}`) : t('leviathan.crabsOnly')}</span>}
      </span>
      <ol className="leviathan-steps" aria-hidden="true">
        {l.steps.map((s, i) => (
          <li key={i} className={i < beaten ? 'beaten' : i === beaten ? 'next' : ''} data-step={i}>
            <b>{s.resistance}</b><span className="arrow">→</span>{s.tokens}
          </li>
        ))}
      </ol>
      <PenaltyMark l={l} />
    </span>
  );
}
