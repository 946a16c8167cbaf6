// My hand, sorted by race and value; cards can be chosen when a prompt asks for them.
import { AllyCard } from '../cards/AllyCard.tsx';
import { sortHand } from '../payment.ts';
import type { Targets } from './targets.ts';
import { plural } from '../../engine/cards.ts';

export function MyHand({ cards, targets }: { cards: number[]; targets: Targets }) {
  return (
    <section className="panel hand" aria-label={`Your hand: ${plural(cards.length, 'Ally')}`}>
      <h3>Your hand <small>({cards.length})</small></h3>
      {cards.length === 0 ? <p className="muted">No Allies in hand.</p> : (
        <ul className="hand-cards">
          {sortHand(cards).map((c) => (
            <li key={c}>
              <AllyCard card={c} onClick={targets.hand.get(c)} selected={targets.hand.has(c) || targets.selectedHand.size ? targets.selectedHand.has(c) : undefined} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
