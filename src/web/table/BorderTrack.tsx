// The Border (Leviathan games, in the Threat track's place): nine spaces named by the sum of
// two dice, each with its Leviathan or empty; the Leviathan deck and discard, the Leviathan
// Monster tokens left, and the newest roll of the log as die faces.
import { BORDER_LABELS, LEVIATHAN_TOKEN_EFFECTS } from '../../engine/cards.ts';
import type { PlayerView } from '../../engine/index.ts';
import { LeviathanCard } from '../cards/LeviathanCard.tsx';
import { leviathanText } from '../cards/describeLeviathan.ts';
import { DieFace } from '../cards/LeviathanMarks.tsx';
import { useT } from '../i18n/index.ts';
import { lastRoll, leviathanTokensLeft } from '../leviathan.ts';
import type { Targets } from './targets.ts';
import './leviathan.css';

export function BorderTrack({ view, targets }: { view: PlayerView; targets?: Targets }) {
  const t = useT();
  const lv = view.leviathan;
  if (!lv) return null;
  const roll = lastRoll(view.log);
  const left = leviathanTokensLeft(lv);
  const tokenList = [...new Set(LEVIATHAN_TOKEN_EFFECTS)].map((e) => t('leviathan.tokenCount', { count: left.get(e) ?? 0, token: t(`leviathan.token.${e}`) })).join(', ');
  return (
    <section className="panel threat border-track" aria-label={t('leviathan.border')} data-testid="border">
      <h3>{t('leviathan.border')}</h3>
      <ol className="border-spaces">
        {lv.border.map((b, space) => {
          const pick = targets?.border.get(space);
          const label = b ? t('leviathan.spaceWith', { space: BORDER_LABELS[space], text: leviathanText(b.id, b.beaten) }) : t('leviathan.spaceEmpty', { space: BORDER_LABELS[space] });
          const body = (
            <>
              <span className="border-label">{BORDER_LABELS[space]}</span>
              {b ? <LeviathanCard id={b.id} beaten={b.beaten} /> : <span className="border-empty" aria-hidden="true">—</span>}
            </>
          );
          return (
            <li key={space} className={`border-space${b ? ' occupied' : ''}${pick ? ' choosable' : ''}`} data-space={space} data-space-label={BORDER_LABELS[space]}>
              {pick
                ? <button type="button" className="border-pick" aria-label={label} onClick={pick}>{body}</button>
                : <span className="border-pick" aria-label={label}>{body}</span>}
            </li>
          );
        })}
      </ol>
      <p className="border-piles">
        <span data-leviathan-deck={lv.deckCount} data-tip={t('leviathan.deckTip')}>{t('leviathan.deck', { count: lv.deckCount })}</span>
        {' · '}
        <span data-leviathan-discard={lv.discard.length} data-tip={t('leviathan.discardTip')}>{t('leviathan.discard', { count: lv.discard.length })}</span>
        {' · '}
        <span data-leviathan-tokens={lv.tokensLeft} data-tip={tokenList}>{t('leviathan.tokensLeft', { count: lv.tokensLeft })}</span>
      </p>
      {roll && (
        <p className="last-roll" data-last-roll={roll.dice.join('+')} aria-label={t('leviathan.lastRoll', { dice: roll.dice.join(' + ') })}>
          <span className="muted">{t('leviathan.lastRollShort')}</span> {roll.dice.map((d, i) => <DieFace key={i} value={d} size={18} />)}
        </p>
      )}
    </section>
  );
}
