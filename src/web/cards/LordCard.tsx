// A Lord drawn from data: guild colour and letters, IP, keys, cost with race bubbles, power text.
import { LORDS } from '../../engine/cards.ts';
import { useRef } from 'react';
import { CardShell, type Choosable } from './CardShell.tsx';
import { useFitText } from './fitText.ts';
import { lordName, lordPowerText, lordShortName, lordTip, timingText } from './describe.ts';
import { useLang, useT } from '../i18n/index.ts';
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
  const t = useT();
  const lang = useLang();
  const l = LORDS[lord];
  const name = lordName(lord, lang);
  const powerText = lordPowerText(lord, lang);
  const power = useRef<HTMLSpanElement>(null);
  useFitText(power, compact ? '' : powerText);
  const title = useRef<HTMLSpanElement>(null);
  useFitText(title, compact ? '' : name);
  const look = GUILD_LOOK[l.guild];
  const tip = (assassinated ? t('cards.assassinatedTip') : '') + lordTip(lord, lang);
  const label = t('cards.lordLabel', { name, guild: t(`guild.${l.guild}`), ip: l.ip, keys: l.keys ? t('cards.keysSuffix', { count: l.keys }) : '' })
    + (assassinated ? t('cards.assassinatedLabel') : '');
  const cls = `card lord guild-${l.guild}${compact ? ' compact' : ''}${assassinated ? ' assassinated' : ''}`;
  const style = { '--guild': look.color } as React.CSSProperties;
  if (compact) {
    return (
      <CardShell className={cls} label={label} tip={tip} data={{ lord }} style={style} {...choice}>
        <span className="lord-ip">{l.ip}</span>
        <span className="lord-name">{lordShortName(lord, lang)}</span>
        <span className="guild-mark" aria-hidden="true">{look.abbr}</span>
        {l.keys > 0 && <KeyIcon size={13} />}
      </CardShell>
    );
  }
  const others = l.races - (look.race ? 1 : 0);
  return (
    <CardShell className={cls} label={label} tip={tip} data={{ lord }} style={style} {...choice}>
      <span className="lord-head">
        <span className="lord-ip" title={t('cards.influence')}>{l.ip}</span>
        <span className="guild-mark">{look.abbr}</span>
        {l.keys > 0 && <span className="lord-keys"><KeyIcon /></span>}
      </span>
      <span ref={title} className="lord-name">{name}</span>
      <span ref={power} className={`lord-power${powerText.length > LONG_POWER ? ' long' : ''}`}><span className="timing" aria-label={timingText(lord, lang)}>{TIMING_MARK[l.timing]}</span> {powerText}</span>
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
