// Targets of Lord powers: Assassin, Hunter, Apprentice, Illusionist, Corruptor, Traitor, Schemer.
import { LOCATIONS, LORDS, plural } from '../../engine/cards.ts';
import { RACE_LOOK } from '../cards/look.ts';
import { ActButton, Choices } from './common.tsx';
import { ofType, type BaseCtx, type PromptDef } from './types.ts';

function Decline({ ctx, children = 'Decline' }: { ctx: BaseCtx; children?: React.ReactNode }) {
  const decline = ofType(ctx.legal, 'decline')[0];
  return decline ? <ActButton ctx={ctx} action={decline}>{children}</ActButton> : null;
}

export const assassinate: PromptDef<'assassinate'> = {
  title: (ctx) => `The Assassin: pick one of ${ctx.name(ctx.decision.target)}’s free Lords`,
  Component({ ctx }) {
    return (
      <Choices label="It is turned sideways: only its IP will count">
        {ofType(ctx.legal, 'assassinate').map((a) => (
          <ActButton key={a.lord} ctx={ctx} action={a}>{LORDS[a.lord].name} <small>({LORDS[a.lord].ip} IP)</small></ActButton>
        ))}
      </Choices>
    );
  },
  targets(ctx, t) {
    for (const a of ofType(ctx.legal, 'assassinate')) t.lords.set(a.lord, () => ctx.act(a));
  },
};

export const hunt: PromptDef<'hunt'> = {
  title: () => 'The Hunter: take a Monster token at random from an opponent',
  Component({ ctx }) {
    return (
      <Choices>
        {ofType(ctx.legal, 'hunt').map((a) => (
          <ActButton key={a.target} ctx={ctx} action={a}>
            {ctx.name(a.target)} <small>({plural(ctx.view.players[a.target].monsterCount, 'token')})</small>
          </ActButton>
        ))}
      </Choices>
    );
  },
};

export const apprentice: PromptDef<'apprentice'> = {
  title: () => 'The Apprentice: take a Council stack into your hand',
  Component({ ctx }) {
    return (
      <Choices>
        {ofType(ctx.legal, 'apprentice').map((a) => (
          <ActButton key={a.race} ctx={ctx} action={a}>
            {RACE_LOOK[a.race].label} ({ctx.view.council.find((c) => c.race === a.race)?.count ?? 0})
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
    ? 'The Illusionist: pick one of your Locations to exchange, or decline'
    : `The Illusionist: exchange ${LOCATIONS[ctx.ui.first].name} for which face-up Location?`),
  Component({ ctx }) {
    const swaps = ofType(ctx.legal, 'illusionist');
    const from = [...new Set(swaps.map((a) => a.from))];
    if (ctx.ui.first === null) {
      return (
        <Choices>
          {from.map((id) => (
            <button key={id} type="button" className="btn" data-act="pick-from" onClick={() => ctx.setUi({ first: id })}>{LOCATIONS[id].name}</button>
          ))}
          <Decline ctx={ctx} />
        </Choices>
      );
    }
    return (
      <Choices>
        {swaps.filter((a) => a.from === ctx.ui.first).map((a) => (
          <ActButton key={a.to} ctx={ctx} action={a}>{LOCATIONS[a.to].name}</ActButton>
        ))}
        <button type="button" className="btn" onClick={() => ctx.setUi({ first: null })}>Back</button>
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
  title: () => 'The Corruptor: recruit another Lord of the Court for exactly 5 Pearls?',
  Component({ ctx }) {
    return (
      <Choices>
        {ofType(ctx.legal, 'corrupt').map((a) => <ActButton key={a.lord} ctx={ctx} action={a}>{LORDS[a.lord].name}</ActButton>)}
        <Decline ctx={ctx}>No, thanks</Decline>
      </Choices>
    );
  },
  targets(ctx, t) {
    for (const a of ofType(ctx.legal, 'corrupt')) t.court.set(a.lord, () => ctx.act(a));
  },
};

export const traitor: PromptDef<'traitor'> = {
  title: (ctx) => (ctx.ui.first === null
    ? 'The Traitor: discard another of your free Lords to take a Lord of the Court, or decline'
    : `The Traitor: discard ${LORDS[ctx.ui.first].name} and take which Lord?`),
  Component({ ctx }) {
    const options = ofType(ctx.legal, 'betray');
    if (ctx.ui.first === null) {
      const discards = [...new Set(options.map((a) => a.discard))];
      return (
        <Choices label="Discard">
          {discards.map((lord) => (
            <button key={lord} type="button" className="btn" data-act="pick-from" onClick={() => ctx.setUi({ first: lord })}>{LORDS[lord].name}</button>
          ))}
          <Decline ctx={ctx} />
        </Choices>
      );
    }
    return (
      <Choices label="Take">
        {options.filter((a) => a.discard === ctx.ui.first).map((a) => <ActButton key={a.take} ctx={ctx} action={a}>{LORDS[a.take].name}</ActButton>)}
        <button type="button" className="btn" onClick={() => ctx.setUi({ first: null })}>Back</button>
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
  title: () => 'The Schemer: discard another of your free Lords to take the top Lord of the deck, or decline',
  Component({ ctx }) {
    return (
      <Choices label="Discard">
        {ofType(ctx.legal, 'scheme').map((a) => <ActButton key={a.discard} ctx={ctx} action={a}>{LORDS[a.discard].name}</ActButton>)}
        <Decline ctx={ctx} />
      </Choices>
    );
  },
  targets(ctx, t) {
    for (const a of ofType(ctx.legal, 'scheme')) t.lords.set(a.discard, () => ctx.act(a));
  },
};
