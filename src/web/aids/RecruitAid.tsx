// What a Court card brings if I recruit it: IP, keys, its power, and whether it ends the game.
import { LORDS } from '../../engine/cards.ts';
import { recruitEndsGame, type EndTrigger } from '../../engine/preview.ts';
import type { PlayerView } from '../../engine/index.ts';
import { isOutcastId, outcastDeck, outcastOf } from '../courtCards.ts';
import { lordPowerText } from '../cards/describe.ts';
import { outcastText } from '../../i18n/cards.ts';
import './aids.css';
import { i18n, useLang, useT } from '../i18n/index.ts';
import { keysCount } from '../i18n/words.ts';

const END_TEXT: Record<EndTrigger, 'aids.seventhLord' | 'aids.courtRefill'> = {
  seventhLord: 'aids.seventhLord',
  courtRefill: 'aids.courtRefill',
};

export function endWarning(view: PlayerView, me: number, card: number): string | null {
  const why = recruitEndsGame(view, me, card);
  return why ? i18n.t(END_TEXT[why]) : null;
}

/** IP, keys and power of a Court card, for the recruit list and the payment builder. */
export function RecruitAid({ view, me, card }: { view: PlayerView; me: number; card: number }) {
  const t = useT();
  const lang = useLang();
  const outcast = isOutcastId(card) ? outcastOf(view, card) : undefined;
  const ip = outcast ? outcast.ip : LORDS[card].ip;
  const keys = outcast ? (outcast.key ? 1 : 0) : LORDS[card].keys;
  const power = outcast ? outcastText(outcast, outcastDeck(view), lang) : lordPowerText(card, lang);
  const warning = endWarning(view, me, card);
  return (
    <span className="aid recruit-aid" data-aid="recruit" data-lord={card} data-ip={ip} data-keys={keys}>
      <span className="aid-numbers">{t('prompt.ip', { ip })}{keys ? ` · ${keysCount(keys)}` : ''}</span>
      {power && <span className="aid-power">{power}</span>}
      {warning && <span className="aid-warning" role="note" data-aid="ends-game">⚠ {warning}</span>}
    </span>
  );
}
