// The end-of-game rule for the hand, with my numbers: the lowest Ally of each race left in hand
// is affiliated, and only the highest affiliated Ally of each race scores.
import { RACES, allyValue } from '../../engine/cards.ts';
import { endHandPreview } from '../../engine/preview.ts';
import type { PlayerView } from '../../engine/index.ts';
import './aids.css';
import { Trans } from 'react-i18next';
import { useT } from '../i18n/index.ts';
import { raceName } from '../i18n/words.ts';

export function EndHandHint({ view, me }: { view: PlayerView; me: number }) {
  const t = useT();
  const hand = view.players[me].hand ?? [];
  if (hand.length === 0) return null;
  const p = endHandPreview(view, me);
  const adds = p.races.filter((r) => r.gain > 0).map((r) => `${raceName(RACES[r.race])} ${allyValue(r.card)} +${r.gain}`);
  return (
    <p className="aid end-hand" data-aid="end-hand" data-gain={p.gain}>
      <Trans t={t} i18nKey="aids.endHand" values={{ gain: p.gain, adds: adds.length ? ` (${adds.join(', ')})` : '' }} components={{ b: <b /> }} />
    </p>
  );
}
