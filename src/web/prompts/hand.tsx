// Decisions about my hand: Allies added to an open payment, which spent Ally to affiliate, discards (Jailer, Commander), Martial Law.
import { alliesText } from '../cards/describe.ts';
import { cardName } from '../courtCards.ts';
import { equivalentIn } from '../payment.ts';
import { ActButton, CardChoices, Choices } from './common.tsx';
import { ofType, type BaseCtx, type PromptDef } from './types.ts';

function discardTargets(ctx: BaseCtx): Map<number, () => void> {
  const out = new Map<number, () => void>();
  const actions = ofType(ctx.legal, 'discard');
  const cards = actions.map((a) => a.card);
  for (const card of ctx.view.players[ctx.me].hand ?? []) {
    const eq = equivalentIn(cards, card);
    const a = actions.find((x) => x.card === eq);
    if (a) out.set(card, () => ctx.act(a));
  }
  return out;
}

/** An open payment (a recruit sent with `more`; this client sends whole payments, an agent or a resumed game may not). */
export const payment: PromptDef<'payment'> = {
  title: (ctx) => `Recruiting ${cardName(ctx.view, ctx.decision.lord)}: add an Ally to the payment, or pay`,
  Component({ ctx }) {
    const pay = ofType(ctx.legal, 'pay')[0];
    return (
      <>
        <p className="muted">Paying {alliesText(ctx.decision.allies.length)} so far. An extra Ally saves nothing but may change which Ally is affiliated.</p>
        <Choices>{pay && <ActButton ctx={ctx} action={pay} primary>Pay</ActButton>}</Choices>
        <Choices label="or add">
          <CardChoices ctx={ctx} choices={ofType(ctx.legal, 'addAlly').map((a) => ({ card: a.card, action: a }))} />
        </Choices>
      </>
    );
  },
};

export const affiliate: PromptDef<'affiliate'> = {
  title: (ctx) => `Recruiting ${cardName(ctx.view, ctx.decision.lord)}: choose the Ally to affiliate`,
  Component({ ctx }) {
    return (
      <>
        <p className="muted">It stays face up in front of you; the other spent Allies are discarded.</p>
        <CardChoices ctx={ctx} choices={ofType(ctx.legal, 'affiliate').map((a) => ({ card: a.card, action: a }))} />
      </>
    );
  },
};

export const discard: PromptDef<'discard'> = {
  title: (ctx) => `${ctx.decision.reason === 'jailer' ? 'The Jailer' : 'The Commander'}: discard ${alliesText(ctx.decision.count)}`,
  Component({ ctx }) {
    const why = ctx.decision.reason === 'jailer' ? 'An opponent recruited the Jailer.' : 'The Commander limits your hand to 6 Allies.';
    return (
      <>
        <p className="muted">{why} {ctx.decision.count > 1 ? `${ctx.decision.count} to go; one at a time.` : ''}</p>
        <CardChoices ctx={ctx} choices={ofType(ctx.legal, 'discard').map((a) => ({ card: a.card, action: a }))} />
      </>
    );
  },
  targets(ctx, t) {
    t.hand = discardTargets(ctx);
  },
};

export const martialLaw: PromptDef<'martialLaw'> = {
  title: (ctx) => `Martial Law: ${alliesText(ctx.decision.count)} above 12 — pay 1 Pearl or discard 1 Ally for each`,
  Component({ ctx }) {
    const pay = ofType(ctx.legal, 'payPearl')[0];
    return (
      <>
        <Choices>{pay && <ActButton ctx={ctx} action={pay} primary>Pay 1 Pearl</ActButton>}</Choices>
        <Choices label="or discard">
          <CardChoices ctx={ctx} choices={ofType(ctx.legal, 'discard').map((a) => ({ card: a.card, action: a }))} />
        </Choices>
      </>
    );
  },
  targets(ctx, t) {
    t.hand = discardTargets(ctx);
  },
};

