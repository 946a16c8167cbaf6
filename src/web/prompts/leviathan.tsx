// Leviathan decisions: a Monster revealed (attack, keep exploring, or ignore it with the
// Coward), attacks and second attacks, Pearls spent after the roll, the reward's split between
// normal and Leviathan Monster tokens, a Leviathan token's Council stack, a free Lord lost to a
// Leviathan, and the Border Guard, the Breeder and the Rebel. Every button sends one action the
// server lists in view.legal; the odds beside them are only arithmetic on public cards.
import { BORDER_LABELS, LEVIATHAN_TOKEN_EFFECTS, LORDS, fightEffect, type Race } from '../../engine/cards.ts';
import type { Action, PlayerView } from '../../engine/index.ts';
import { LeviathanCard } from '../cards/LeviathanCard.tsx';
import { FightEffectMark } from '../cards/LeviathanMarks.tsx';
import { LordCard } from '../cards/LordCard.tsx';
import { allyName } from '../cards/describe.ts';
import { attackOdds, leviathanTokensLeft, percent, remainingSteps, stepsBeaten, tokensFor } from '../leviathan.ts';
import { ActButton, Choices } from './common.tsx';
import { ofType, type BaseCtx, type PromptDef } from './types.ts';
import type { Targets } from '../table/targets.ts';
import { i18n, useT } from '../i18n/index.ts';
import { monsterTokens, pearls, raceName } from '../i18n/words.ts';

type Attack = Extract<Action, { type: 'attack' }>;

const stackSize = (view: PlayerView, race: Race): number => view.council.find((c) => c.race === race)?.count ?? 0;

/** What beating `count` of the remaining steps of the Leviathan at `space` brings, in words. */
function beatsText(view: PlayerView, space: number, count: number): string {
  const b = view.leviathan?.border[space];
  if (!b) return '';
  const steps = remainingSteps(b);
  if (count === 0) return i18n.t('leviathan.beatsNone');
  const text = i18n.t('leviathan.beats', { count, tokens: monsterTokens(tokensFor(steps, count)) });
  return count === steps.length ? `${text} — ${i18n.t('leviathan.slays')}` : text;
}

/** One attack: the Ally (and its effect), the chances of beating 1, 2, 3… of the remaining steps. */
function AttackButton({ ctx, a }: { ctx: BaseCtx; a: Attack }) {
  const t = useT();
  const b = ctx.view.leviathan?.border[a.space];
  const steps = b ? remainingSteps(b) : [];
  const mine = ctx.view.players[ctx.me].pearls;
  const odds = attackOdds(a.card, steps, mine);
  const effect = fightEffect(a.card);
  const oddsText = odds.map((p, k) => t('leviathan.oddsStep', { count: k + 1, percent: percent(p) })).join(' · ');
  return (
    <button type="button" className="btn attack-choice" data-act="attack" data-space={a.space} data-card={a.card} disabled={ctx.busy}
      onClick={() => ctx.act(a)} data-odds={odds.map(percent).join(',')}>
      <span className="attack-ally">{allyName(a.card)}{effect && <FightEffectMark effect={effect} size={11} />}</span>
      <small className="attack-odds">{oddsText}{effect === 'pearls' && mine > 0 ? ` ${t('leviathan.withPearls', { pearls: pearls(mine) })}` : ''}</small>
    </button>
  );
}

/** Border spaces the listed attacks hit, left to right. */
const attackedSpaces = (legal: readonly Action[]): number[] => [...new Set(ofType(legal, 'attack').map((a) => a.space))].sort((x, y) => x - y);

/**
 * The listed attacks, grouped by the Leviathan they hit, each group with the Leviathan drawn.
 * A click on a Leviathan at the Border (ui.first) keeps only its group in view.
 */
function AttackChoices({ ctx }: { ctx: BaseCtx }) {
  const t = useT();
  const attacks = ofType(ctx.legal, 'attack');
  const all = attackedSpaces(ctx.legal);
  const focused = ctx.ui.first !== null && all.includes(ctx.ui.first);
  const spaces = focused ? [ctx.ui.first as number] : all;
  return (
    <>
      {focused && (
        <Choices><button type="button" className="btn small" data-act="cancel" onClick={() => ctx.setUi({ first: null })}>{t('leviathan.showAll')}</button></Choices>
      )}
      {spaces.map((space) => {
        const b = ctx.view.leviathan?.border[space];
        const next = b ? remainingSteps(b)[0] : undefined;
        return (
          <div key={space} className="attack-group" data-attack-space={space}>
            <p className="attack-target">
              <span className="border-label">{BORDER_LABELS[space]}</span>
              {b && <LeviathanCard id={b.id} beaten={b.beaten} wide />}
              {next && <small className="muted">{t('leviathan.nextStep', { resistance: next.resistance, tokens: monsterTokens(next.tokens) })}</small>}
            </p>
            <Choices label={t('leviathan.attackWith')}>
              {attacks.filter((a) => a.space === space).map((a) => <AttackButton key={a.card} ctx={ctx} a={a} />)}
            </Choices>
          </div>
        );
      })}
      {attacks.length > 0 && <p className="muted small-print">{t('leviathan.oddsNote')}</p>}
    </>
  );
}

/** The Leviathans the listed attacks hit, clickable at the Border. */
function attackTargets(ctx: BaseCtx, t: Targets): void {
  for (const space of attackedSpaces(ctx.legal)) t.border.set(space, () => ctx.setUi({ first: space }));
}

export const leviathanMonster: PromptDef<'leviathanMonster'> = {
  title: (ctx) => i18n.t(ctx.decision.forced ? 'leviathan.monsterForcedTitle' : 'leviathan.monsterTitle'),
  Component({ ctx }) {
    const t = useT();
    const cont = ofType(ctx.legal, 'continue')[0];
    const ignore = ofType(ctx.legal, 'ignoreMonster')[0];
    const canAttack = ofType(ctx.legal, 'attack').length > 0;
    return (
      <>
        <p className="muted small-print">
          {canAttack ? t('leviathan.monsterNote') : t('leviathan.monsterNoAttack')}
          {ctx.decision.forced && canAttack ? ` ${t('leviathan.monsterForcedNote')}` : ''}
        </p>
        <AttackChoices ctx={ctx} />
        <Choices>
          {cont && <ActButton ctx={ctx} action={cont} primary={!canAttack} tip={t('leviathan.keepExploringTip')}>{t('leviathan.keepExploring')}</ActButton>}
          {ignore && <ActButton ctx={ctx} action={ignore} tip={t('leviathan.ignoreTip')}>{t('leviathan.ignore')}</ActButton>}
        </Choices>
      </>
    );
  },
  targets: attackTargets,
};

export const leviathanAttack: PromptDef<'leviathanAttack'> = {
  title: (ctx) => {
    const d = ctx.decision;
    if (d.space >= 0) return i18n.t('leviathan.attackSameTitle', { space: BORDER_LABELS[d.space] });
    return i18n.t(d.optional ? 'leviathan.attackMayTitle' : 'leviathan.attackTitle');
  },
  Component({ ctx }) {
    const t = useT();
    const stop = ofType(ctx.legal, 'endFight')[0];
    return (
      <>
        <AttackChoices ctx={ctx} />
        <Choices>{stop && <ActButton ctx={ctx} action={stop}>{t('leviathan.stop')}</ActButton>}</Choices>
      </>
    );
  },
  targets: attackTargets,
};

export const boostAttack: PromptDef<'boostAttack'> = {
  title: (ctx) => i18n.t('leviathan.boostTitle', { attack: ctx.decision.attack }),
  Component({ ctx }) {
    const t = useT();
    const d = ctx.decision;
    const b = ctx.view.leviathan?.border[d.space];
    const steps = b ? remainingSteps(b) : [];
    const boosts = ofType(ctx.legal, 'boost').sort((x, y) => x.pearls - y.pearls);
    return (
      <>
        <p className="attack-target">
          <span className="border-label">{BORDER_LABELS[d.space]}</span>
          {b && <LeviathanCard id={b.id} beaten={b.beaten} wide />}
        </p>
        <p className="muted">{t('leviathan.boostNote', { pearls: pearls(ctx.view.players[ctx.me].pearls) })}</p>
        <Choices>
          {boosts.map((a) => {
            const attack = d.attack + a.pearls;
            return (
              <ActButton key={a.pearls} ctx={ctx} action={a}>
                {t('leviathan.boostOption', { pearls: pearls(a.pearls), attack })} <small data-beats={stepsBeaten(attack, steps)}>({beatsText(ctx.view, d.space, stepsBeaten(attack, steps))})</small>
              </ActButton>
            );
          })}
        </Choices>
      </>
    );
  },
};

export const fightReward: PromptDef<'fightReward'> = {
  title: (ctx) => i18n.t('leviathan.rewardTitle', { tokens: monsterTokens(ctx.decision.count) }),
  Component({ ctx }) {
    const t = useT();
    const lv = ctx.view.leviathan;
    const left = lv ? leviathanTokensLeft(lv) : new Map();
    const list = [...new Set(LEVIATHAN_TOKEN_EFFECTS)].filter((e) => (left.get(e) ?? 0) > 0)
      .map((e) => t('leviathan.tokenCount', { count: left.get(e) ?? 0, token: t(`leviathan.token.${e}`) })).join(', ');
    const options = ofType(ctx.legal, 'fightReward').sort((x, y) => x.leviathanTokens - y.leviathanTokens);
    return (
      <>
        <p className="muted">{t('leviathan.rewardNote')}</p>
        <p className="muted small-print" data-reward-supplies>
          {t('leviathan.normalLeft', { count: ctx.view.monsterTokensLeft })} {list && t('leviathan.leviathanLeft', { list })}
        </p>
        <Choices>
          {options.map((a) => (
            <ActButton key={a.leviathanTokens} ctx={ctx} action={a}>
              {t('leviathan.rewardOption', { leviathan: a.leviathanTokens, normal: ctx.decision.count - a.leviathanTokens })}
            </ActButton>
          ))}
        </Choices>
      </>
    );
  },
};

export const tokenCouncil: PromptDef<'tokenCouncil'> = {
  title: () => i18n.t('leviathan.councilTitle'),
  Component({ ctx }) {
    const t = useT();
    return (
      <Choices>
        {ofType(ctx.legal, 'takeCouncil').map((a) => (
          <ActButton key={a.race} ctx={ctx} action={a}>{t('prompt.stackButton', { race: raceName(a.race), count: stackSize(ctx.view, a.race) })}</ActButton>
        ))}
      </Choices>
    );
  },
  targets(ctx, t) {
    for (const a of ofType(ctx.legal, 'takeCouncil')) t.council.set(a.race, () => ctx.act(a));
  },
};

export const loseLord: PromptDef<'loseLord'> = {
  title: () => i18n.t('leviathan.loseLordTitle'),
  Component({ ctx }) {
    const t = useT();
    const mine = ctx.view.players[ctx.me];
    return (
      <>
        <p className="muted">{t('leviathan.loseLordNote')}</p>
        <ul className="choice-cards">
          {ofType(ctx.legal, 'loseLord').map((a) => (
            <li key={a.lord} data-act="loseLord" data-lord={a.lord}>
              <LordCard lord={a.lord} compact assassinated={mine.assassinated.includes(a.lord)} disabled={ctx.busy} onClick={() => ctx.act(a)} />
              <small> {t('prompt.ip', { ip: LORDS[a.lord].ip })}</small>
            </li>
          ))}
        </ul>
      </>
    );
  },
  targets(ctx, t) {
    for (const a of ofType(ctx.legal, 'loseLord')) t.lords.set(a.lord, () => ctx.act(a));
  },
};

export const borderGuard: PromptDef<'borderGuard'> = {
  title: () => i18n.t('leviathan.borderGuardTitle'),
  Component({ ctx }) {
    const t = useT();
    return (
      <>
        <p className="muted">{t('leviathan.borderGuardNote')}</p>
        <Choices>
          {ofType(ctx.legal, 'targetOpponent').map((a) => (
            <ActButton key={a.seat} ctx={ctx} action={a}>
              {ctx.name(a.seat)} <small>({t('leviathan.wounds', { count: ctx.view.players[a.seat].wounds ?? 0 })})</small>
            </ActButton>
          ))}
        </Choices>
      </>
    );
  },
};

export const breeder: PromptDef<'breeder'> = {
  title: () => i18n.t('leviathan.breederTitle'),
  Component({ ctx }) {
    const t = useT();
    return (
      <>
        <p className="attack-target"><LeviathanCard id={ctx.decision.leviathan} wide /></p>
        <p className="muted">{t('leviathan.breederNote')}</p>
        <Choices label={t('leviathan.freeSpaces')}>
          {ofType(ctx.legal, 'placeLeviathan').map((a) => (
            <ActButton key={a.space} ctx={ctx} action={a}>{BORDER_LABELS[a.space]}</ActButton>
          ))}
        </Choices>
      </>
    );
  },
  targets(ctx, t) {
    for (const a of ofType(ctx.legal, 'placeLeviathan')) t.border.set(a.space, () => ctx.act(a));
  },
};

export const rebel: PromptDef<'rebel'> = {
  title: () => i18n.t('leviathan.rebelTitle'),
  Component({ ctx }) {
    const t = useT();
    return (
      <>
        <p className="muted">{t('leviathan.rebelNote')}</p>
        <div className="choices strike-choices" role="group">
          {ofType(ctx.legal, 'strike').map((a) => {
            const b = ctx.view.leviathan?.border[a.space];
            return (
              <ActButton key={a.space} ctx={ctx} action={a}>
                <span className="border-label">{BORDER_LABELS[a.space]}</span> {b && <LeviathanCard id={b.id} beaten={b.beaten} />}
                {' '}<small>{beatsText(ctx.view, a.space, 1)}</small>
              </ActButton>
            );
          })}
        </div>
      </>
    );
  },
  targets(ctx, t) {
    for (const a of ofType(ctx.legal, 'strike')) t.border.set(a.space, () => ctx.act(a));
  },
};

