// My hand, sorted by race and value; cards can be chosen when a prompt asks for them.
import { AllyCard } from '../cards/AllyCard.tsx';
import { sortHand } from '../payment.ts';
import type { Targets } from './targets.ts';
import { plural } from '../../engine/cards.ts';

/** More cards than this and the hand is drawn with small cards. */
const CROWDED = 8;

export function MyHand({ cards, targets }: { cards: number[]; targets: Targets }) {
  const crowded = cards.length > CROWDED;
  return (
    // A big hand switches to small cards so it keeps to its row of the one-screen table.
    <section className={`panel hand${crowded ? ' crowded' : ''}`} aria-label={`Your hand: ${plural(cards.length, 'Ally')}`}>
      <h3>Your hand <small>({cards.length})</small></h3>
      {cards.length === 0 ? <p className="muted">No Allies in hand.</p> : (
        <ul className="hand-cards">
          {sortHand(cards).map((c) => (
            <li key={c}>
              <AllyCard card={c} size={crowded ? 'sm' : 'md'} onClick={targets.hand.get(c)} selected={targets.hand.has(c) || targets.selectedHand.size ? targets.selectedHand.has(c) : undefined} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
