// The Exploration track: five spaces, the deck and the discard.
import { TRACK_SPACES } from '../../engine/cards.ts';
import type { PlayerView } from '../../engine/index.ts';
import { AllyCard, CardBack } from '../cards/AllyCard.tsx';
import type { Targets } from './targets.ts';

export function ExplorationTrack({ view, targets }: { view: PlayerView; targets: Targets }) {
  const d = view.pending;
  const focus = d && (d.kind === 'offer' || d.kind === 'allyRevealed') ? d.card : null;
  return (
    <section className="panel track" aria-label="Exploration track">
      <h3>Exploration</h3>
      <div className="track-row">
        {/* Deck and discard share one column, so the five spaces keep to one row. */}
        <div className="track-piles">
          <CardBack count={view.explorationDeckCount} label="Exploration deck" size="sm" />
          <span className="discard-count" data-tip="Discard: spent Allies and fought Monsters, shuffled back when the deck runs out" tabIndex={0}>
            Discard {view.explorationDiscardCount}
          </span>
        </div>
        <ol className="track-spaces">
          {Array.from({ length: TRACK_SPACES }, (_, i) => {
            const card = view.track[i];
            return (
              <li key={i} className={`track-space${i === TRACK_SPACES - 1 ? ' last' : ''}`}>
                {card === undefined ? (
                  <span className="empty-space" aria-label={`Space ${i + 1}: empty`}>{i === TRACK_SPACES - 1 ? '+1 Pearl' : i + 1}</span>
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
