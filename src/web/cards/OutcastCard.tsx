// An Outcast (De Profundis) drawn from its deck data: IP, key, cost with race bubbles, text, in
// the reader's language (a table's own deck keeps its players' words).
import { useRef } from 'react';
import type { OutcastCard as OutcastData } from '../../engine/index.ts';
import { outcastRef, outcastText, type OutcastNames } from '../../i18n/cards.ts';
import { useLang, useT } from '../i18n/index.ts';
import { CardShell, type Choosable } from './CardShell.tsx';
import { withoutArticle } from './describe.ts';
import { useFitText } from './fitText.ts';
import { FreeBubble, KeyIcon, RaceGlyph } from './RaceGlyph.tsx';

interface Props extends Choosable {
  id: number;
  card: OutcastData | undefined;
  /** The table's Outcast deck (the bundled one is translated, a table's own is not). */
  deck: OutcastNames;
  compact?: boolean;
}

export function OutcastCard({ id, card, deck, compact, ...choice }: Props) {
  const t = useT();
  const lang = useLang();
  const name = outcastRef(id, deck, lang, 'title');
  const text = card ? outcastText(card, deck, lang) : '';
  const title = useRef<HTMLSpanElement>(null);
  const power = useRef<HTMLSpanElement>(null);
  useFitText(title, compact ? '' : name);
  useFitText(power, compact ? '' : text);
  const races = t('cards.differentRaces', { count: card?.races ?? 1 });
  const cost = card?.mandatoryRace
    ? t('cards.costWith', { cost: card.cost, races, race: t(`race.${card.mandatoryRace}`) })
    : t('cards.cost', { cost: card?.cost ?? 0, races });
  const tip = t('cards.outcastTip', { name, ip: card?.ip ?? 0, key: card?.key ? t('cards.outcastKey') : '', cost, text });
  const label = t('cards.outcastLabel', { name, ip: card?.ip ?? 0 });
  if (compact) {
    return (
      <CardShell className="card lord outcast compact" label={label} tip={tip} data={{ lord: id }} {...choice}>
        <span className="lord-ip">{card?.ip ?? '?'}</span>
        <span className="lord-name">{withoutArticle(name)}</span>
        <span className="guild-mark" aria-hidden="true">{t('cards.outcastMark')}</span>
      </CardShell>
    );
  }
  const others = (card?.races ?? 1) - (card?.mandatoryRace ? 1 : 0);
  return (
    <CardShell className="card lord outcast" label={label} tip={tip} data={{ lord: id }} {...choice}>
      <span className="lord-head">
        <span className="lord-ip">{card?.ip ?? '?'}</span>
        <span className="guild-mark">{t('cards.outcastMark')}</span>
        {card?.key && <span className="lord-keys"><KeyIcon /></span>}
      </span>
      <span ref={title} className="lord-name">{name}</span>
      <span ref={power} className="lord-power">{text}</span>
      <span className="lord-cost">
        <span className="bubbles">
          {card?.mandatoryRace && <RaceGlyph race={card.mandatoryRace} size={20} />}
          {Array.from({ length: Math.max(0, others) }, (_, i) => <FreeBubble key={i} size={14} />)}
        </span>
        <span className="cost-value">{card?.cost ?? '?'}</span>
      </span>
    </CardShell>
  );
}
