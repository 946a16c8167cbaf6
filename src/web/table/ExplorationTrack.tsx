// The Exploration track: five spaces, the deck and the discard.
import { TRACK_SPACES } from '../../engine/cards.ts';
import type { PlayerView } from '../../engine/index.ts';
import { AllyCard, CardBack } from '../cards/AllyCard.tsx';
import type { Targets } from './targets.ts';
import { useT } from '../i18n/index.ts';

export function ExplorationTrack({ view, targets }: { view: PlayerView; targets: Targets }) {
  const t = useT();
  const d = view.pending;
  const focus = d && (d.kind === 'offer' || d.kind === 'allyRevealed') ? d.card : null;
  return (
    <section className="panel track" aria-label={t('table.explorationTrack')}>
      <h3>{t('table.exploration')}</h3>
      <div className="track-row">
        {/* Deck and discard share one column, so the five spaces keep to one row. */}
        <div className="track-piles">
          <CardBack count={view.explorationDeckCount} label={t('table.explorationDeck')} size="sm" />
          <span className="discard-count" data-tip={t('table.discardTip')} tabIndex={0}>
            {t('table.discard', { n: view.explorationDiscardCount })}
          </span>
        </div>
        <ol className="track-spaces">
          {Array.from({ length: TRACK_SPACES }, (_, i) => {
            const card = view.track[i];
            return (
              <li key={i} className={`track-space${i === TRACK_SPACES - 1 ? ' last' : ''}`}>
                {card === undefined ? (
                  <span className="empty-space" aria-label={t('table.emptySpace', { n: i + 1 })}>{i === TRACK_SPACES - 1 ? t('table.lastSpace') : i + 1}</span>
                ) : (
                  <AllyCard key={card} card={card} onClick={targets.track.get(card)} highlight={card === focus} />
                )}
              </li>
            );
          })}
        </ol>
      </div>
    </section>
  );
}
