// The hand of the seat whose eyes the replay shows (MyHand says "Your hand"; here it is theirs).
import { AllyCard } from '../cards/AllyCard.tsx';
import { sortHand } from '../payment.ts';

export function ReplayHand({ cards, owner }: { cards: number[]; owner: string }) {
  return (
    <section className="panel hand" aria-label={`Hand of ${owner}: ${cards.length} Allies`} data-testid="replay-hand">
      <h3>{owner}’s hand <small>({cards.length})</small></h3>
      {cards.length === 0 ? <p className="muted">No Allies in hand.</p> : (
        <ul className="hand-cards">
          {sortHand(cards).map((c) => <li key={c} data-hand-card={c}><AllyCard card={c} /></li>)}
        </ul>
      )}
    </section>
  );
}
