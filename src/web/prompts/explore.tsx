// Decisions of an exploration: buy or pass an offer, take or continue, fight or continue,
// the Threat reward, and taking an Ally from the track.
import { useEffect } from 'react';
import { RACES, THREAT_SPACES, allyRace, describeReward, isMonsterCard, plural } from '../../engine/cards.ts';
import { toggleAutopass, useAutopass } from '../autopass.ts';
import { AllyCard } from '../cards/AllyCard.tsx';
import { allyName, rewardsText } from '../cards/describe.ts';
import { RACE_LOOK } from '../cards/look.ts';
import { RaceGlyph } from '../cards/RaceGlyph.tsx';
import { ActButton, CardChoices, Choices } from './common.tsx';
import { ofType, type PromptDef } from './types.ts';

export function AutopassSettings() {
  const races = useAutopass();
  return (
    <details className="autopass">
      <summary>Auto-pass{races.length ? `: ${races.map((r) => RACE_LOOK[r].plural).join(', ')}` : ' (off)'}</summary>
      <fieldset>
        <legend>Always pass on offers of</legend>
        {RACES.map((r) => (
          <label key={r} className="check">
            <input type="checkbox" checked={races.includes(r)} onChange={() => toggleAutopass(r)} data-autopass={r} />
            <RaceGlyph race={r} size={18} /> {RACE_LOOK[r].plural}
          </label>
        ))}
      </fieldset>
    </details>
  );
}

export const offer: PromptDef<'offer'> = {
  title: (ctx) => `${ctx.name(ctx.view.current)} offers ${allyName(ctx.decision.card)} for ${plural(ctx.decision.price, 'Pearl')}`,
  Component({ ctx }) {
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
    const buy = ofType(ctx.legal, 'buy')[0];
    return (
      <>
        <div className="offer">
          <AllyCard card={d.card} />
          <p>Buy it for {plural(d.price, 'Pearl')} (paid to {ctx.name(ctx.view.current)})? You have {plural(ctx.view.players[ctx.me].pearls, 'Pearl')}.</p>
        </div>
        {auto ? <p className="muted" data-autopassing>Passing automatically ({RACE_LOOK[race].plural}).</p> : (
          <Choices>
            {buy && <ActButton ctx={ctx} action={buy} primary>Buy for {plural(d.price, 'Pearl')}</ActButton>}
            {pass && <ActButton ctx={ctx} action={pass}>Pass</ActButton>}
          </Choices>
        )}
        <p className="muted small-print">Always pass on a race: Auto-pass, in Preferences below the log.</p>
      </>
    );
  },
};

export const allyRevealed: PromptDef<'allyRevealed'> = {
  title: (ctx) => `Nobody bought ${allyName(ctx.decision.card)}: take it or keep exploring`,
  Component({ ctx }) {
    const take = ofType(ctx.legal, 'take')[0];
    const cont = ofType(ctx.legal, 'continue')[0];
    return (
      <>
        <div className="offer"><AllyCard card={ctx.decision.card} /><p>Taking it ends your exploration; the other Allies on the track go to the Council.</p></div>
        <Choices>
          {take && <ActButton ctx={ctx} action={take} primary>Take {allyName(ctx.decision.card)}</ActButton>}
          {cont && <ActButton ctx={ctx} action={cont}>Keep exploring</ActButton>}
        </Choices>
      </>
    );
  },
};

export const monsterRevealed: PromptDef<'monsterRevealed'> = {
  title: () => 'A Monster! Fight it or keep exploring',
  Component({ ctx }) {
    const fight = ofType(ctx.legal, 'fight')[0];
    const cont = ofType(ctx.legal, 'continue')[0];
    const threat = ctx.view.threat;
    return (
      <>
        <p>Fighting now pays the Threat reward of space {threat} ({rewardsText(threat)}) and ends your exploration.
          {cont && ` Exploring on raises the Threat to ${Math.min(THREAT_SPACES, threat + 1)}.`}</p>
        <Choices>
          {fight && <ActButton ctx={ctx} action={fight} primary>Fight</ActButton>}
          {cont && <ActButton ctx={ctx} action={cont}>Keep exploring</ActButton>}
        </Choices>
      </>
    );
  },
};

export const reward: PromptDef<'reward'> = {
  title: () => 'Choose your reward',
  Component({ ctx }) {
    return (
      <Choices label={`Threat space ${ctx.decision.space}`}>
        {ofType(ctx.legal, 'reward').map((a) => (
          <ActButton key={a.option} ctx={ctx} action={a}>{describeReward(ctx.decision.options[a.option])}</ActButton>
        ))}
      </Choices>
    );
  },
};

export const takeFromTrack: PromptDef<'takeFromTrack'> = {
  title: () => 'Take one Ally from the track',
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
