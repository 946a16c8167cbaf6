// The end-of-game rule for the hand, with my numbers: the lowest Ally of each race left in hand
// is affiliated, and only the highest affiliated Ally of each race scores.
import { RACES, allyValue } from '../../engine/cards.ts';
import { endHandPreview } from '../../engine/preview.ts';
import type { PlayerView } from '../../engine/index.ts';
import { RACE_LOOK } from '../cards/look.ts';
import './aids.css';

export function EndHandHint({ view, me }: { view: PlayerView; me: number }) {
  const hand = view.players[me].hand ?? [];
  if (hand.length === 0) return null;
  const p = endHandPreview(view, me);
  const adds = p.races.filter((r) => r.gain > 0).map((r) => `${RACE_LOOK[RACES[r.race]].label} ${allyValue(r.card)} +${r.gain}`);
  return (
    <p className="aid end-hand" data-aid="end-hand" data-gain={p.gain}>
      At the end only the <b>lowest</b> Ally of each race in your hand is kept, and only your <b>highest</b> affiliated Ally
      of each race scores: your hand would add {p.gain} IP{adds.length ? ` (${adds.join(', ')})` : ''}.
    </p>
  );
}
