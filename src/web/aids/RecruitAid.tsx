// What a Court card brings if I recruit it: IP, keys, its power, and whether it ends the game.
import { LORDS, plural } from '../../engine/cards.ts';
import { recruitEndsGame, type EndTrigger } from '../../engine/preview.ts';
import type { PlayerView } from '../../engine/index.ts';
import { isOutcastId, outcastOf } from '../courtCards.ts';
import './aids.css';

const END_TEXT: Record<EndTrigger, string> = {
  seventhLord: 'Your 7th Lord: recruiting it ends the game (everyone else plays one last turn)',
  courtRefill: 'The Court cannot be refilled after it: recruiting it ends the game (everyone else plays one last turn)',
};

export function endWarning(view: PlayerView, me: number, card: number): string | null {
  const why = recruitEndsGame(view, me, card);
  return why ? END_TEXT[why] : null;
}

/** IP, keys and power of a Court card, for the recruit list and the payment builder. */
export function RecruitAid({ view, me, card }: { view: PlayerView; me: number; card: number }) {
  const outcast = isOutcastId(card) ? outcastOf(view, card) : undefined;
  const ip = outcast ? outcast.ip : LORDS[card].ip;
  const keys = outcast ? (outcast.key ? 1 : 0) : LORDS[card].keys;
  const power = outcast ? (outcast.text ?? '') : LORDS[card].power;
  const warning = endWarning(view, me, card);
  return (
    <span className="aid recruit-aid" data-aid="recruit" data-lord={card} data-ip={ip} data-keys={keys}>
      <span className="aid-numbers">{ip} IP{keys ? ` · ${plural(keys, 'key')}` : ''}</span>
      {power && <span className="aid-power">{power}</span>}
      {warning && <span className="aid-warning" role="note" data-aid="ends-game">⚠ {warning}</span>}
    </span>
  );
}
