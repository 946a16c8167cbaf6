// Targets of Lord powers: Assassin, Hunter, Apprentice, Illusionist, Corruptor, Traitor, Schemer.
import { LORDS } from '../../engine/cards.ts';
import { locationIn, locationName, lordIn, lordName } from '../cards/describe.ts';
import { cardName } from '../courtCards.ts';
import { ActButton, Choices } from './common.tsx';
import { ofType, type BaseCtx, type PromptDef } from './types.ts';
import { i18n, useT } from '../i18n/index.ts';
import { pearlsAndNebulis, raceName, tokens } from '../i18n/words.ts';

function Decline({ ctx, children }: { ctx: BaseCtx; children?: React.ReactNode }) {
  const t = useT();
  const decline = ofType(ctx.legal, 'decline')[0];
  return decline ? <ActButton ctx={ctx} action={decline}>{children ?? t('prompt.decline')}</ActButton> : null;
}

export const assassinate: PromptDef<'assassinate'> = {
  title: (ctx) => i18n.t('prompt.assassinTitle', { name: ctx.name(ctx.decision.target) }),
  Component({ ctx }) {
    const t = useT();
    return (
      <Choices label={t('prompt.assassinNote')}>
        {ofType(ctx.legal, 'assassinate').map((a) => (
          <ActButton key={a.lord} ctx={ctx} action={a}>{lordName(a.lord)} <small>({t('prompt.ip', { ip: LORDS[a.lord].ip })})</small></ActButton>
        ))}
      </Choices>
    );
  },
  targets(ctx, t) {
    for (const a of ofType(ctx.legal, 'assassinate')) t.lords.set(a.lord, () => ctx.act(a));
  },
};

export const hunt: PromptDef<'hunt'> = {
  title: () => i18n.t('prompt.hunterTitle'),
  Component({ ctx }) {
    return (
      <Choices>
        {ofType(ctx.legal, 'hunt').map((a) => (
          <ActButton key={a.target} ctx={ctx} action={a}>
            {ctx.name(a.target)} <small>({tokens(ctx.view.players[a.target].monsterCount)})</small>
          </ActButton>
        ))}
      </Choices>
    );
  },
};

export const apprentice: PromptDef<'apprentice'> = {
  title: () => i18n.t('prompt.apprenticeTitle'),
  Component({ ctx }) {
    const t = useT();
    return (
      <Choices>
        {ofType(ctx.legal, 'apprentice').map((a) => (
          <ActButton key={a.race} ctx={ctx} action={a}>
            {t('prompt.stackButton', { race: raceName(a.race), count: ctx.view.council.find((c) => c.race === a.race)?.count ?? 0 })}
          </ActButton>
        ))}
      </Choices>
    );
  },
  targets(ctx, t) {
    for (const a of ofType(ctx.legal, 'apprentice')) t.council.set(a.race, () => ctx.act(a));
  },
};

export const illusionist: PromptDef<'illusionist'> = {
  title: (ctx) => (ctx.ui.first === null
    ? i18n.t('prompt.illusionistTitle')
    : i18n.t('prompt.illusionistTo', { location: locationIn(ctx.ui.first) })),
  Component({ ctx }) {
    const t = useT();
    const swaps = ofType(ctx.legal, 'illusionist');
    const from = [...new Set(swaps.map((a) => a.from))];
    if (ctx.ui.first === null) {
      return (
        <Choices>
          {from.map((id) => (
            <button key={id} type="button" className="btn" data-act="pick-from" onClick={() => ctx.setUi({ first: id })}>{locationName(id)}</button>
          ))}
          <Decline ctx={ctx} />
        </Choices>
      );
    }
    return (
      <Choices>
        {swaps.filter((a) => a.from === ctx.ui.first).map((a) => (
          <ActButton key={a.to} ctx={ctx} action={a}>{locationName(a.to)}</ActButton>
        ))}
        <button type="button" className="btn" onClick={() => ctx.setUi({ first: null })}>{t('common.back')}</button>
      </Choices>
    );
  },
  targets(ctx, t) {
    const swaps = ofType(ctx.legal, 'illusionist');
    for (const a of swaps) t.ownLocations.set(a.from, () => ctx.setUi({ first: a.from }));
    if (ctx.ui.first !== null) for (const a of swaps) if (a.from === ctx.ui.first) t.locations.set(a.to, () => ctx.act(a));
    t.selectedLocation = ctx.ui.first;
  },
};

export const corruptor: PromptDef<'corruptor'> = {
  title: () => i18n.t('prompt.corruptorTitle'),
  Component({ ctx }) {
    const t = useT();
    return (
      <Choices>
        {ofType(ctx.legal, 'corrupt').map((a) => (
          <ActButton key={`${a.lord}-${a.nebulis ?? 0}`} ctx={ctx} action={a}>
            {cardName(ctx.view, a.lord)}{a.nebulis ? <small> ({t('kraken.withNebulis', { price: pearlsAndNebulis(5, a.nebulis) })})</small> : null}
          </ActButton>
        ))}
        <Decline ctx={ctx}>{t('prompt.noThanks')}</Decline>
      </Choices>
    );
  },
  targets(ctx, t) {
    // A click on the card pays without Nebulis when the server lists that; the buttons offer the rest.
    for (const a of ofType(ctx.legal, 'corrupt')) if (!t.court.has(a.lord) || !a.nebulis) t.court.set(a.lord, () => ctx.act(a));
  },
};

export const traitor: PromptDef<'traitor'> = {
  title: (ctx) => (ctx.ui.first === null
    ? i18n.t('prompt.traitorTitle')
    : i18n.t('prompt.traitorTake', { lord: lordIn(ctx.ui.first) })),
  Component({ ctx }) {
    const t = useT();
    const options = ofType(ctx.legal, 'betray');
    if (ctx.ui.first === null) {
      const discards = [...new Set(options.map((a) => a.discard))];
      return (
        <Choices label={t('prompt.discardLabel')}>
          {discards.map((lord) => (
            <button key={lord} type="button" className="btn" data-act="pick-from" onClick={() => ctx.setUi({ first: lord })}>{lordName(lord)}</button>
          ))}
          <Decline ctx={ctx} />
        </Choices>
      );
    }
    return (
      <Choices label={t('prompt.takeLabel')}>
        {options.filter((a) => a.discard === ctx.ui.first).map((a) => <ActButton key={a.take} ctx={ctx} action={a}>{cardName(ctx.view, a.take)}</ActButton>)}
        <button type="button" className="btn" onClick={() => ctx.setUi({ first: null })}>{t('common.back')}</button>
      </Choices>
    );
  },
  targets(ctx, t) {
    const options = ofType(ctx.legal, 'betray');
    for (const a of options) t.lords.set(a.discard, () => ctx.setUi({ first: a.discard }));
    if (ctx.ui.first !== null) for (const a of options) if (a.discard === ctx.ui.first) t.court.set(a.take, () => ctx.act(a));
    t.selectedLord = ctx.ui.first;
  },
};

export const schemer: PromptDef<'schemer'> = {
  title: () => i18n.t('prompt.schemerTitle'),
  Component({ ctx }) {
    const t = useT();
    return (
      <Choices label={t('prompt.discardLabel')}>
        {ofType(ctx.legal, 'scheme').map((a) => <ActButton key={a.discard} ctx={ctx} action={a}>{lordName(a.discard)}</ActButton>)}
        <Decline ctx={ctx} />
      </Choices>
    );
  },
  targets(ctx, t) {
    for (const a of ofType(ctx.legal, 'scheme')) t.lords.set(a.discard, () => ctx.act(a));
  },
};
