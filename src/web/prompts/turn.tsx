// My own turn: plot, explore, request support, recruit (payment builder), once-per-turn powers, end turn.
import { EndHandHint } from '../aids/EndHandHint.tsx';
import { RecruitAid } from '../aids/RecruitAid.tsx';
import { cardName, cardRef, requirement } from '../courtCards.ts';
import { effectiveCost, recruitableLords } from '../payment.ts';
import type { Targets } from '../table/targets.ts';
import { ActButton, CardChoices, Choices } from './common.tsx';
import { RecruitBuilder, builderTargets } from './RecruitBuilder.tsx';
import { ofType, type BaseCtx, type PromptCtx, type PromptDef } from './types.ts';
import { i18n, useT } from '../i18n/index.ts';
import { pearlsAndNebulis, raceName, racesCount } from '../i18n/words.ts';

function stackSize(ctx: BaseCtx, race: string): number {
  return ctx.view.council.find((c) => c.race === race)?.count ?? 0;
}

/** Slaver, Oracle and Opportunist, when the server lists them. */
function PowerButtons({ ctx }: { ctx: BaseCtx }) {
  const t = useT();
  const slaver = ofType(ctx.legal, 'slaver');
  const oracle = ofType(ctx.legal, 'oracle');
  const opportunist = ofType(ctx.legal, 'opportunist');
  const ferryman = ofType(ctx.legal, 'ferryman')[0];
  const recipient = ofType(ctx.legal, 'recipient')[0];
  if (!slaver.length && !oracle.length && !opportunist.length && !ferryman && !recipient) return null;
  return (
    <div className="powers">
      {slaver.length > 0 && (
        <Choices label={t('prompt.slaver')}>
          <CardChoices ctx={ctx} choices={slaver.map((a) => ({ card: a.card, action: a }))} />
        </Choices>
      )}
      {oracle.length > 0 && (
        <Choices label={t('prompt.oracle')}>
          {oracle.map((a) => (
            <ActButton key={a.race} ctx={ctx} action={a}>{t('prompt.stackButton', { race: raceName(a.race), count: stackSize(ctx, a.race) })}</ActButton>
          ))}
        </Choices>
      )}
      {opportunist.length > 0 && (
        <Choices label={t('prompt.opportunist')}>
          {opportunist.map((a) => <ActButton key={a.lord} ctx={ctx} action={a}>{cardName(ctx.view, a.lord)}</ActButton>)}
        </Choices>
      )}
      {(ferryman || recipient) && (
        <Choices label={t('kraken.powers')}>
          {ferryman && <ActButton ctx={ctx} action={ferryman} tip={t('kraken.ferrymanTip')}>{t('kraken.ferryman')}</ActButton>}
          {recipient && <ActButton ctx={ctx} action={recipient} tip={t('kraken.recipientTip')}>{t('kraken.recipient')}</ActButton>}
        </Choices>
      )}
    </div>
  );
}

function MainPrompt({ ctx }: { ctx: PromptCtx<'main'> }) {
  const t = useT();
  if (ctx.ui.recruitLord !== null) return <RecruitBuilder ctx={ctx} lord={ctx.ui.recruitLord} />;
  const supports = ofType(ctx.legal, 'support');
  const recruitable = recruitableLords(ctx.legal);
  const plots = ofType(ctx.legal, 'plot');
  const explore = ofType(ctx.legal, 'explore')[0];
  const skip = ofType(ctx.legal, 'skipAction')[0];
  // The Conspirator (De Profundis) may let me recruit the top Lord of the deck.
  const candidates = ctx.view.peek !== undefined && !ctx.view.court.includes(ctx.view.peek) ? [...ctx.view.court, ctx.view.peek] : ctx.view.court;
  return (
    <>
      <Choices>
        {explore && <ActButton ctx={ctx} action={explore} primary tip={t('prompt.exploreTip')}>{t('prompt.explore')}</ActButton>}
        {plots.map((a) => (
          <ActButton key={`${a.deck ?? 'lords'}-${a.nebulis ?? 0}`} ctx={ctx} action={a} tip={t('prompt.plotTip')}>
            {a.deck === 'outcasts' ? t('prompt.plotOutcast') : t('prompt.plotCourt')}
            {a.nebulis ? <small> ({t('kraken.withNebulis', { price: pearlsAndNebulis(1, a.nebulis) })})</small> : null}
          </ActButton>
        ))}
        {skip && <ActButton ctx={ctx} action={skip}>{t('prompt.skip')}</ActButton>}
      </Choices>
      {ctx.view.peek !== undefined && (
        <p className="muted">{t('prompt.peek', { card: cardRef(ctx.view, ctx.view.peek) })}</p>
      )}
      {supports.length > 0 && (
        <Choices label={t('prompt.support')}>
          {supports.map((a) => (
            <ActButton key={a.races.join('+')} ctx={ctx} action={a}>
              {a.races.map((r) => t('prompt.stackButton', { race: raceName(r), count: stackSize(ctx, r) })).join(' + ')}
            </ActButton>
          ))}
        </Choices>
      )}
      <Choices label={t('prompt.recruit')}>
        {!candidates.some((c) => recruitable.has(c)) && <span className="muted">{t('prompt.noLord')}</span>}
        {candidates.filter((c) => recruitable.has(c)).map((lord) => {
          const { cost } = effectiveCost(ctx.view, ctx.me, lord);
          const req = requirement(ctx.view, lord);
          return (
            <button key={lord} type="button" className="btn recruit-choice" data-act="choose-lord" data-lord={lord} disabled={ctx.busy}
              onClick={() => ctx.setUi({ recruitLord: lord, selected: [] })} data-tip={t('prompt.buildTip')}>
              {req.name} <small>({cost}, {racesCount(req.races)})</small>
              <RecruitAid view={ctx.view} me={ctx.me} card={lord} />
            </button>
          );
        })}
      </Choices>
      <PowerButtons ctx={ctx} />
      <EndHandHint view={ctx.view} me={ctx.me} />
    </>
  );
}

export const main: PromptDef<'main'> = {
  title: (ctx) => (ctx.ui.recruitLord !== null ? i18n.t('prompt.recruitTitle', { card: cardRef(ctx.view, ctx.ui.recruitLord) }) : i18n.t('prompt.mainTitle')),
  Component: MainPrompt,
  targets(ctx, t: Targets) {
    if (ctx.ui.recruitLord !== null) return builderTargets(ctx, t);
    for (const lord of recruitableLords(ctx.legal)) t.court.set(lord, () => ctx.setUi({ recruitLord: lord, selected: [] }));
    for (const a of ofType(ctx.legal, 'support')) if (a.races.length === 1) t.council.set(a.races[0], () => ctx.act(a));
  },
};

function AfterActionPrompt({ ctx }: { ctx: PromptCtx<'afterAction'> }) {
  const t = useT();
  const end = ofType(ctx.legal, 'endTurn')[0];
  return (
    <>
      <PowerButtons ctx={ctx} />
      <Choices>{end && <ActButton ctx={ctx} action={end} primary>{t('prompt.endTurn')}</ActButton>}</Choices>
    </>
  );
}

export const afterAction: PromptDef<'afterAction'> = {
  title: () => i18n.t('prompt.afterTitle'),
  Component: AfterActionPrompt,
  targets(ctx, t) {
    for (const a of ofType(ctx.legal, 'oracle')) t.council.set(a.race, () => ctx.act(a));
  },
};

