// An Outcast (De Profundis) drawn from its deck data: IP, key, cost with race bubbles, text.
import type { OutcastCard as OutcastData } from '../../engine/index.ts';
import { CardShell, type Choosable } from './CardShell.tsx';
import { FreeBubble, KeyIcon, RaceGlyph } from './RaceGlyph.tsx';
import { plural } from '../../engine/cards.ts';

interface Props extends Choosable {
  id: number;
  card: OutcastData | undefined;
  compact?: boolean;
}

export function OutcastCard({ id, card, compact, ...choice }: Props) {
  const name = card?.name ?? 'Outcast';
  const text = card?.text ?? (card?.power === 'conspirator' ? 'The Conspirator.' : 'No power.');
  const tip = card
    ? `${name} (Outcast, not a Lord) — ${card.ip} IP${card.key ? ', brings a Key token' : ''}. Cost: ${card.cost} in Allies of ${plural(card.races, 'race')}${card.mandatoryRace ? `, ${card.mandatoryRace} among them` : ''}. ${text} Two unused Outcasts reconquer a Location.`
    : 'Outcast';
  if (compact) {
    return (
      <CardShell className="card lord outcast compact" label={`${name}, Outcast, ${card?.ip ?? 0} IP`} tip={tip} data={{ lord: id }} {...choice}>
        <span className="lord-ip">{card?.ip ?? '?'}</span>
        <span className="lord-name">{name.replace(/^The /, '')}</span>
        <span className="guild-mark" aria-hidden="true">Ou</span>
      </CardShell>
    );
  }
  const others = (card?.races ?? 1) - (card?.mandatoryRace ? 1 : 0);
  return (
    <CardShell className="card lord outcast" label={`${name}, Outcast, ${card?.ip ?? 0} IP`} tip={tip} data={{ lord: id }} {...choice}>
      <span className="lord-head">
        <span className="lord-ip">{card?.ip ?? '?'}</span>
        <span className="guild-mark">Ou</span>
        {card?.key && <span className="lord-keys"><KeyIcon /></span>}
      </span>
      <span className="lord-name">{name}</span>
      <span className="lord-power">{text}</span>
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
