// The hand of the seat whose eyes the replay shows (MyHand says "Your hand"; here it is theirs).
import { AllyCard } from '../cards/AllyCard.tsx';
import { sortHand } from '../payment.ts';
import { useT } from '../i18n/index.ts';
import { allies } from '../i18n/words.ts';

export function ReplayHand({ cards, owner }: { cards: number[]; owner: string }) {
  const t = useT();
  return (
    <section className="panel hand" aria-label={t('replay.handOf', { name: owner, allies: allies(cards.length) })} data-testid="replay-hand">
      <h3>{t('replay.handTitle', { name: owner })} <small>({cards.length})</small></h3>
      {cards.length === 0 ? <p className="muted">{t('table.noAllies')}</p> : (
        <ul className="hand-cards">
          {sortHand(cards).map((c) => <li key={c} data-hand-card={c}><AllyCard card={c} /></li>)}
        </ul>
      )}
    </section>
  );
}
