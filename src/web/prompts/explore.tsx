// Decisions of an exploration: buy or pass an offer, take or continue, fight or continue,
// the Threat reward, and taking an Ally from the track.
import { useEffect } from 'react';
import { RACES, THREAT_REWARDS, allyRace, isMonsterCard, threatRaised } from '../../engine/cards.ts';
import { toggleAutopass, useAutopass } from '../autopass.ts';
import { AllyCard } from '../cards/AllyCard.tsx';
import { allyName } from '../cards/describe.ts';
import { RaceGlyph } from '../cards/RaceGlyph.tsx';
import { ActButton, CardChoices, Choices } from './common.tsx';
import { ofType, type PromptDef } from './types.ts';
import { i18n, useT } from '../i18n/index.ts';
import { pearls, pearlsAndNebulis, raceNames, rewardText, rewardsText } from '../i18n/words.ts';

export function AutopassSettings() {
  const t = useT();
  const races = useAutopass();
  return (
    <details className="autopass">
      <summary>{races.length ? t('autopass.summary', { races: races.map(raceNames).join(', ') }) : t('autopass.summaryOff')}</summary>
      <fieldset>
        <legend>{t('autopass.legend')}</legend>
        {RACES.map((r) => (
          <label key={r} className="check">
            <input type="checkbox" checked={races.includes(r)} onChange={() => toggleAutopass(r)} data-autopass={r} />
            <RaceGlyph race={r} size={18} /> {raceNames(r)}
          </label>
        ))}
      </fieldset>
    </details>
  );
}

export const offer: PromptDef<'offer'> = {
  title: (ctx) => i18n.t('prompt.offerTitle', { seller: ctx.name(ctx.view.current), card: allyName(ctx.decision.card), price: pearls(ctx.decision.price) }),
  Component({ ctx }) {
    const t = useT();
    const d = ctx.decision;
    const races = useAutopass();
    const race = RACES[allyRace(d.card)];
    const pass = ofType(ctx.legal, 'pass')[0];
    const auto = races.includes(race) && pass !== undefined;
    const { act, data } = ctx;
    useEffect(() => {
      if (auto) act({ type: 'pass' });
      // Once per offer: the version identifies it.
    }, [auto, act, data.version]);
    // Kraken: the server lists a purchase per Nebulis amount allowed (none, 1, or 2 with the Outlaw).
    const buys = ofType(ctx.legal, 'buy');
    return (
      <>
        <div className="offer">
          <AllyCard card={d.card} />
          <p>{t('prompt.offerBuy', { price: pearls(d.price), seller: ctx.name(ctx.view.current), pearls: pearls(ctx.view.players[ctx.me].pearls) })}</p>
        </div>
        {auto ? <p className="muted" data-autopassing>{t('prompt.autopassing', { races: raceNames(race) })}</p> : (
          <Choices>
            {buys.map((buy, i) => (
              <ActButton key={buy.nebulis ?? 0} ctx={ctx} action={buy} primary={i === 0}>{t('prompt.buy', { price: pearlsAndNebulis(d.price, buy.nebulis ?? 0) })}</ActButton>
            ))}
            {pass && <ActButton ctx={ctx} action={pass}>{t('prompt.pass')}</ActButton>}
          </Choices>
        )}
        <p className="muted small-print">{t('prompt.autopassHint')}</p>
      </>
    );
  },
};

export const allyRevealed: PromptDef<'allyRevealed'> = {
  title: (ctx) => i18n.t('prompt.allyTitle', { card: allyName(ctx.decision.card) }),
  Component({ ctx }) {
    const t = useT();
    const take = ofType(ctx.legal, 'take')[0];
    const cont = ofType(ctx.legal, 'continue')[0];
    return (
      <>
        <div className="offer"><AllyCard card={ctx.decision.card} /><p>{t('prompt.allyNote')}</p></div>
        <Choices>
          {take && <ActButton ctx={ctx} action={take} primary>{t('prompt.take', { card: allyName(ctx.decision.card) })}</ActButton>}
          {cont && <ActButton ctx={ctx} action={cont}>{t('prompt.keepExploring')}</ActButton>}
        </Choices>
      </>
    );
  },
};

export const monsterRevealed: PromptDef<'monsterRevealed'> = {
  title: () => i18n.t('prompt.monsterTitle'),
  Component({ ctx }) {
    const t = useT();
    const fight = ofType(ctx.legal, 'fight')[0];
    const cont = ofType(ctx.legal, 'continue')[0];
    const threat = ctx.view.threat;
    return (
      <>
        <p>{t('prompt.monsterNote', { space: threat, rewards: rewardsText(THREAT_REWARDS[threat - 1]) })}
          {cont && t('prompt.monsterRaise', { space: threatRaised(threat) })}</p>
        <Choices>
          {fight && <ActButton ctx={ctx} action={fight} primary>{t('prompt.fight')}</ActButton>}
          {cont && <ActButton ctx={ctx} action={cont}>{t('prompt.keepExploring')}</ActButton>}
        </Choices>
      </>
    );
  },
};

export const reward: PromptDef<'reward'> = {
  title: () => i18n.t('prompt.rewardTitle'),
  Component({ ctx }) {
    const t = useT();
    return (
      <Choices label={t('prompt.rewardSpace', { n: ctx.decision.space })}>
        {ofType(ctx.legal, 'reward').map((a) => (
          <ActButton key={a.option} ctx={ctx} action={a}>{rewardText(ctx.decision.options[a.option])}</ActButton>
        ))}
      </Choices>
    );
  },
};

export const takeFromTrack: PromptDef<'takeFromTrack'> = {
  title: () => i18n.t('prompt.trackTitle'),
  Component({ ctx }) {
    const choices = ofType(ctx.legal, 'takeFromTrack').map((a) => ({ card: a.card, action: a }));
    return <CardChoices ctx={ctx} choices={choices} />;
  },
  targets(ctx, t) {
    const cards = ofType(ctx.legal, 'takeFromTrack');
    for (const card of ctx.view.track) {
      if (isMonsterCard(card)) continue;
      const a = cards.find((x) => x.card === card) ?? cards.find((x) => allyName(x.card) === allyName(card));
      if (a) t.track.set(card, () => ctx.act(a));
    }
  },
};
