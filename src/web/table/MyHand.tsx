// My hand, sorted by race and value; cards can be chosen when a prompt asks for them.
import { AllyCard } from '../cards/AllyCard.tsx';
import { sortHand } from '../payment.ts';
import type { Targets } from './targets.ts';
import { useT } from '../i18n/index.ts';
import { allies } from '../i18n/words.ts';

/** More cards than this and the hand is drawn with small cards. */
const CROWDED = 8;

export function MyHand({ cards, targets }: { cards: number[]; targets: Targets }) {
  const t = useT();
  const crowded = cards.length > CROWDED;
  return (
    // A big hand switches to small cards so it keeps to its row of the one-screen table.
    <section className={`panel hand${crowded ? ' crowded' : ''}`} aria-label={t('table.yourHandLabel', { allies: allies(cards.length) })}>
      <h3>{t('table.yourHand')} <small>({cards.length})</small></h3>
      {cards.length === 0 ? <p className="muted">{t('table.noAllies')}</p> : (
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
