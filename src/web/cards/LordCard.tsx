// A Lord drawn from data: guild colour and letters, IP, keys, cost with race bubbles, power text.
import { LORDS, plural } from '../../engine/cards.ts';
import { useRef } from 'react';
import { CardShell, type Choosable } from './CardShell.tsx';
import { useFitText } from './fitText.ts';
import { lordTip, timingText } from './describe.ts';
import { GUILD_LOOK } from './look.ts';
import './lord-text.css';
import { FreeBubble, KeyIcon, RaceGlyph } from './RaceGlyph.tsx';

interface Props extends Choosable {
  lord: number;
  /** Turned sideways by the Assassin: only its IP counts. */
  assassinated?: boolean;
  /** Small form for player areas: name, IP and keys only. */
  compact?: boolean;
}

/** Power texts longer than this get the smaller face of lord-text.css. */
const LONG_POWER = 80;

const TIMING_MARK: Record<string, string> = { onRecruit: '➜', whileFree: '∞', oncePerTurn: '↻', none: '' };

export function LordCard({ lord, assassinated, compact, ...choice }: Props) {
  const l = LORDS[lord];
  const power = useRef<HTMLSpanElement>(null);
  useFitText(power, compact ? '' : l.power);
  const look = GUILD_LOOK[l.guild];
  const tip = (assassinated ? 'Assassinated: only its IP counts. ' : '') + lordTip(lord);
  const label = `${l.name}, ${look.label}, ${l.ip} IP${l.keys ? `, ${plural(l.keys, 'key')}` : ''}${assassinated ? ', assassinated' : ''}`;
  const cls = `card lord guild-${l.guild}${compact ? ' compact' : ''}${assassinated ? ' assassinated' : ''}`;
  const style = { '--guild': look.color } as React.CSSProperties;
  if (compact) {
    return (
      <CardShell className={cls} label={label} tip={tip} data={{ lord }} style={style} {...choice}>
        <span className="lord-ip">{l.ip}</span>
        <span className="lord-name">{l.name.replace(/^The /, '')}</span>
        <span className="guild-mark" aria-hidden="true">{look.abbr}</span>
        {l.keys > 0 && <KeyIcon size={13} />}
      </CardShell>
    );
  }
  const others = l.races - (look.race ? 1 : 0);
  return (
    <CardShell className={cls} label={label} tip={tip} data={{ lord }} style={style} {...choice}>
      <span className="lord-head">
        <span className="lord-ip" title="Influence Points">{l.ip}</span>
        <span className="guild-mark">{look.abbr}</span>
        {l.keys > 0 && <span className="lord-keys"><KeyIcon /></span>}
      </span>
      <span className="lord-name">{l.name}</span>
      <span ref={power} className={`lord-power${l.power.length > LONG_POWER ? ' long' : ''}`}><span className="timing" aria-label={timingText(lord)}>{TIMING_MARK[l.timing]}</span> {l.power}</span>
      <span className="lord-cost">
        <span className="bubbles">
          {look.race && <RaceGlyph race={look.race} size={20} />}
          {Array.from({ length: others }, (_, i) => <FreeBubble key={i} size={14} />)}
        </span>
        <span className="cost-value">{l.cost}</span>
      </span>
    </CardShell>
  );
}
