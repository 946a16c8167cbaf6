// Decisions about my hand: Allies added to an open payment, which spent Ally to affiliate, discards (Jailer, Commander), Martial Law.
import { cardRef } from '../courtCards.ts';
import { equivalentIn } from '../payment.ts';
import { ActButton, CardChoices, Choices } from './common.tsx';
import { ofType, type BaseCtx, type PromptDef } from './types.ts';
import { i18n, useT } from '../i18n/index.ts';
import { allies, nebulis } from '../i18n/words.ts';

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
  title: (ctx) => i18n.t('prompt.paymentTitle', { card: cardRef(ctx.view, ctx.decision.lord), cardOf: cardRef(ctx.view, ctx.decision.lord, 'of') }),
  Component({ ctx }) {
    const t = useT();
    const pays = ofType(ctx.legal, 'pay');
    return (
      <>
        <p className="muted">{t('prompt.paymentNote', { allies: allies(ctx.decision.allies.length) })}</p>
        <Choices>
          {pays.map((pay, i) => (
            <ActButton key={pay.nebulis ?? 0} ctx={ctx} action={pay} primary={i === 0}>
              {t('prompt.pay')}{pay.nebulis ? <small> ({t('kraken.withNebulis', { price: nebulis(pay.nebulis) })})</small> : null}
            </ActButton>
          ))}
        </Choices>
        <Choices label={t('prompt.orAdd')}>
          <CardChoices ctx={ctx} choices={ofType(ctx.legal, 'addAlly').map((a) => ({ card: a.card, action: a }))} />
        </Choices>
      </>
    );
  },
};

export const affiliate: PromptDef<'affiliate'> = {
  title: (ctx) => i18n.t('prompt.affiliateTitle', { card: cardRef(ctx.view, ctx.decision.lord), cardOf: cardRef(ctx.view, ctx.decision.lord, 'of') }),
  Component({ ctx }) {
    const t = useT();
    return (
      <>
        <p className="muted">{t('prompt.affiliateNote')}</p>
        <CardChoices ctx={ctx} choices={ofType(ctx.legal, 'affiliate').map((a) => ({ card: a.card, action: a }))} />
      </>
    );
  },
};

export const discard: PromptDef<'discard'> = {
  title: (ctx) => ctx.decision.reason === 'leviathan'
    ? i18n.t('leviathan.discardTitle', { allies: allies(ctx.decision.count) })
    : i18n.t('prompt.discardTitle', { lord: ctx.decision.reason === 'jailer' ? i18n.t('prompt.jailer') : i18n.t('prompt.commander'), allies: allies(ctx.decision.count) }),
  Component({ ctx }) {
    const t = useT();
    const reason = ctx.decision.reason;
    const why = reason === 'jailer' ? t('prompt.jailerWhy') : reason === 'leviathan' ? t('leviathan.discardWhy') : t('prompt.commanderWhy');
    return (
      <>
        <p className="muted">{why} {ctx.decision.count > 1 ? t('prompt.toGo', { count: ctx.decision.count }) : ''}</p>
        <CardChoices ctx={ctx} choices={ofType(ctx.legal, 'discard').map((a) => ({ card: a.card, action: a }))} />
      </>
    );
  },
  targets(ctx, t) {
    t.hand = discardTargets(ctx);
  },
};

export const martialLaw: PromptDef<'martialLaw'> = {
  title: (ctx) => i18n.t('prompt.martialTitle', { allies: allies(ctx.decision.count) }),
  Component({ ctx }) {
    const t = useT();
    const pay = ofType(ctx.legal, 'payPearl')[0];
    return (
      <>
        <Choices>{pay && <ActButton ctx={ctx} action={pay} primary>{t('prompt.payPearl')}</ActButton>}</Choices>
        <Choices label={t('prompt.orDiscard')}>
          <CardChoices ctx={ctx} choices={ofType(ctx.legal, 'discard').map((a) => ({ card: a.card, action: a }))} />
        </Choices>
      </>
    );
  },
  targets(ctx, t) {
    t.hand = discardTargets(ctx);
  },
};

