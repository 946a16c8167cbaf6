// An Exploration card drawn from data: an Ally (race colour, shape, letters, value) or a Monster.
import { RACES, allyRace, allyValue, fightEffect, isKrakenAlly, isMonsterCard } from '../../engine/cards.ts';
import { KrakenMark } from './KrakenMarks.tsx';
import { FightEffectMark } from './LeviathanMarks.tsx';
import { CardShell, type Choosable } from './CardShell.tsx';
import { allyName, allyTip } from './describe.ts';
import { useLang, useT } from '../i18n/index.ts';
import { RACE_LOOK } from './look.ts';
import { RaceGlyph } from './RaceGlyph.tsx';

interface Props extends Choosable {
  card: number;
  size?: 'sm' | 'md';
}

export function AllyCard({ card, size = 'md', ...choice }: Props) {
  if (isMonsterCard(card)) return <MonsterCard size={size} {...choice} />;
  if (isKrakenAlly(card)) return <KrakenAllyFace card={card} size={size} {...choice} />;
  return <AllyFace card={card} size={size} {...choice} />;
}

function AllyFace({ card, size, ...choice }: Props & { size: 'sm' | 'md' }) {
  const t = useT();
  const lang = useLang();
  const race = RACES[allyRace(card)];
  const look = RACE_LOOK[race];
  // Leviathan Allies carry their fighting effect (a Pearl "+1" or two dice) beside the value.
  const effect = fightEffect(card);
  const data: Record<string, string | number> = { card, race, value: allyValue(card) };
  if (effect) data['fight-effect'] = effect;
  return (
    <CardShell className={`card ally ${size} race-${race}${effect ? ' fighter' : ''}`} label={allyName(card, lang)} tip={allyTip(card, lang)}
      data={data} style={{ '--race': look.color } as React.CSSProperties} {...choice}>
      <span className="ally-band"><RaceGlyph race={race} size={size === 'sm' ? 18 : 24} /></span>
      {effect && <FightEffectMark effect={effect} size={size === 'sm' ? 10 : 13} />}
      <span className="ally-value">{allyValue(card)}</span>
      <span className="ally-race">{t(`race.${race}`)}</span>
    </CardShell>
  );
}

/** A Kraken Ally: wild (no race colour, no race shape), the Kraken mark and its value. */
function KrakenAllyFace({ card, size, ...choice }: Props & { size: 'sm' | 'md' }) {
  const t = useT();
  const lang = useLang();
  return (
    <CardShell className={`card ally kraken ${size}`} label={allyName(card, lang)} tip={allyTip(card, lang)}
      data={{ card, race: 'kraken', value: allyValue(card) }} {...choice}>
      <span className="ally-band"><KrakenMark size={size === 'sm' ? 18 : 24} /></span>
      <span className="ally-value">{allyValue(card)}</span>
      <span className="ally-race">{t('kraken.wild')}</span>
    </CardShell>
  );
}

export function MonsterCard({ size = 'md', ...choice }: { size?: 'sm' | 'md' } & Choosable) {
  const t = useT();
  const lang = useLang();
  return (
    <CardShell className={`card monster ${size}`} label={t('cards.monster')} tip={allyTip(65, lang)} data={{ card: 'monster' }} {...choice}>
      <svg className="monster-art" viewBox="0 0 40 40" aria-hidden="true" focusable="false">
        <path d="M8 22c0-9 5-15 12-15s12 6 12 15c0 3-1 5-2 6l2 7-5-4-2 5-3-5-2 5-2-5-3 5-2-5-5 4 2-7c-1-1-2-3-2-6Z" fill="var(--monster)" />
        <circle cx="15" cy="19" r="3" fill="#fff" /><circle cx="25" cy="19" r="3" fill="#fff" />
        <circle cx="15" cy="19" r="1.4" fill="#000" /><circle cx="25" cy="19" r="1.4" fill="#000" />
      </svg>
      <span className="ally-race">{t('cards.monster')}</span>
    </CardShell>
  );
}

/** A face-down card (deck, someone's hand). */
export function CardBack({ count, label, size = 'md' }: { count: number; label: string; size?: 'sm' | 'md' }) {
  const t = useT();
  return (
    <CardShell className={`card back ${size}`} label={`${label}: ${count}`} tip={`${label}: ${t('n.card', { count })}`}>
      <span className="back-count">{count}</span>
    </CardShell>
  );
}
