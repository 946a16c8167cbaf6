// My own turn: plot, explore, request support, recruit (payment builder), once-per-turn powers, end turn.
import { LORDS, plural } from '../../engine/cards.ts';
import { EndHandHint } from '../aids/EndHandHint.tsx';
import { RecruitAid } from '../aids/RecruitAid.tsx';
import { RACE_LOOK } from '../cards/look.ts';
import { cardName, requirement } from '../courtCards.ts';
import { effectiveCost, recruitableLords } from '../payment.ts';
import type { Targets } from '../table/targets.ts';
import { ActButton, CardChoices, Choices } from './common.tsx';
import { RecruitBuilder, builderTargets } from './RecruitBuilder.tsx';
import { ofType, type BaseCtx, type PromptCtx, type PromptDef } from './types.ts';

function stackSize(ctx: BaseCtx, race: string): number {
  return ctx.view.council.find((c) => c.race === race)?.count ?? 0;
}

/** Slaver, Oracle and Opportunist, when the server lists them. */
function PowerButtons({ ctx }: { ctx: BaseCtx }) {
  const slaver = ofType(ctx.legal, 'slaver');
  const oracle = ofType(ctx.legal, 'oracle');
  const opportunist = ofType(ctx.legal, 'opportunist');
  if (!slaver.length && !oracle.length && !opportunist.length) return null;
  return (
    <div className="powers">
      {slaver.length > 0 && (
        <Choices label="The Slaver: discard an Ally to gain 2 Pearls">
          <CardChoices ctx={ctx} choices={slaver.map((a) => ({ card: a.card, action: a }))} />
        </Choices>
      )}
      {oracle.length > 0 && (
        <Choices label="The Oracle: discard a Council stack">
          {oracle.map((a) => (
            <ActButton key={a.race} ctx={ctx} action={a}>{RACE_LOOK[a.race].label} ({stackSize(ctx, a.race)})</ActButton>
          ))}
        </Choices>
      )}
      {opportunist.length > 0 && (
        <Choices label="The Opportunist: replace a Lord of the Court">
          {opportunist.map((a) => <ActButton key={a.lord} ctx={ctx} action={a}>{LORDS[a.lord].name}</ActButton>)}
        </Choices>
      )}
    </div>
  );
}

function MainPrompt({ ctx }: { ctx: PromptCtx<'main'> }) {
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
        {explore && <ActButton ctx={ctx} action={explore} primary tip="Reveal cards one by one onto the Exploration track">Explore the Depths</ActButton>}
        {plots.map((a) => (
          <ActButton key={a.deck ?? 'lords'} ctx={ctx} action={a} tip="Pay 1 Pearl to reveal a card into an empty Court space">
            {a.deck === 'outcasts' ? 'Plot: an Outcast (1 Pearl)' : 'Plot at Court (1 Pearl)'}
          </ActButton>
        ))}
        {skip && <ActButton ctx={ctx} action={skip}>No action possible: go on</ActButton>}
      </Choices>
      {ctx.view.peek !== undefined && (
        <p className="muted">The Conspirator shows you {cardName(ctx.view, ctx.view.peek)} on top of the Lord deck: you may recruit it this turn.</p>
      )}
      {supports.length > 0 && (
        <Choices label="Request support (take a Council stack)">
          {supports.map((a) => (
            <ActButton key={a.races.join('+')} ctx={ctx} action={a}>
              {a.races.map((r) => `${RACE_LOOK[r].label} (${stackSize(ctx, r)})`).join(' + ')}
            </ActButton>
          ))}
        </Choices>
      )}
      <Choices label="Recruit">
        {!candidates.some((c) => recruitable.has(c)) && <span className="muted">No Lord you can pay for now.</span>}
        {candidates.filter((c) => recruitable.has(c)).map((lord) => {
          const { cost } = effectiveCost(ctx.view, ctx.me, lord);
          const req = requirement(ctx.view, lord);
          return (
            <button key={lord} type="button" className="btn recruit-choice" data-act="choose-lord" data-lord={lord} disabled={ctx.busy}
              onClick={() => ctx.setUi({ recruitLord: lord, selected: [] })} data-tip="Build the payment">
              {req.name} <small>({cost}, {plural(req.races, 'race')})</small>
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
  title: (ctx) => (ctx.ui.recruitLord !== null ? `Recruit ${cardName(ctx.view, ctx.ui.recruitLord)}: build your payment` : 'Your turn: plot if you like, then explore, request support or recruit'),
  Component: MainPrompt,
  targets(ctx, t: Targets) {
    if (ctx.ui.recruitLord !== null) return builderTargets(ctx, t);
    for (const lord of recruitableLords(ctx.legal)) t.court.set(lord, () => ctx.setUi({ recruitLord: lord, selected: [] }));
    for (const a of ofType(ctx.legal, 'support')) if (a.races.length === 1) t.council.set(a.races[0], () => ctx.act(a));
  },
};

function AfterActionPrompt({ ctx }: { ctx: PromptCtx<'afterAction'> }) {
  const end = ofType(ctx.legal, 'endTurn')[0];
  return (
    <>
      <PowerButtons ctx={ctx} />
      <Choices>{end && <ActButton ctx={ctx} action={end} primary>End my turn</ActButton>}</Choices>
    </>
  );
}

export const afterAction: PromptDef<'afterAction'> = {
  title: () => 'Your action is done: use a Lord’s power or end your turn',
  Component: AfterActionPrompt,
  targets(ctx, t) {
    for (const a of ofType(ctx.legal, 'oracle')) t.council.set(a.race, () => ctx.act(a));
  },
};

