// Kraken decisions: the figure among tied players, a Kraken Ally's Council stack, the Fence,
// the Healer, the Executioner (and its victims), the Liberator, the Loot search and Sentinels.
// Every choice offered is one the server lists in view.legal.
import { LOOT_VALUES, RACES, allyRace, type Race } from '../../engine/cards.ts';
import type { PlayerView } from '../../engine/index.ts';
import { AllyCard } from '../cards/AllyCard.tsx';
import { locationIn, locationName, lordIn, lordName } from '../cards/describe.ts';
import { LootCard } from '../cards/KrakenMarks.tsx';
import { cardName } from '../courtCards.ts';
import { ActButton, CardChoices, Choices } from './common.tsx';
import { ofType, type BaseCtx, type PromptCtx, type PromptDef } from './types.ts';
import { i18n, useT } from '../i18n/index.ts';
import { cards, nebulis, raceName } from '../i18n/words.ts';

/** A "decline" the server lists (a power with nothing worth taking), as a plain button. */
function Decline({ ctx }: { ctx: BaseCtx }) {
  const t = useT();
  const decline = ofType(ctx.legal, 'decline')[0];
  return decline ? <ActButton ctx={ctx} action={decline}>{t('prompt.decline')}</ActButton> : null;
}

const stackSize = (view: PlayerView, race: Race): number => view.council.find((c) => c.race === race)?.count ?? 0;

export const krakenFigure: PromptDef<'krakenFigure'> = {
  title: () => i18n.t('kraken.figureTitle'),
  Component({ ctx }) {
    const t = useT();
    return (
      <>
        <p className="muted">{t('kraken.figureNote')}</p>
        <Choices>
          {ofType(ctx.legal, 'giveKraken').map((a) => (
            <ActButton key={a.seat} ctx={ctx} action={a}>
              {a.seat === ctx.me ? t('kraken.keepFigure') : ctx.name(a.seat)} <small>({nebulis(ctx.view.players[a.seat].nebulis ?? 0)})</small>
            </ActButton>
          ))}
        </Choices>
      </>
    );
  },
};

export const placeKraken: PromptDef<'placeKraken'> = {
  title: () => i18n.t('kraken.placeTitle'),
  Component({ ctx }) {
    const t = useT();
    return (
      <>
        <div className="offer"><AllyCard card={ctx.decision.card} /><p>{t('kraken.placeNote')}</p></div>
        <Choices>
          {ofType(ctx.legal, 'placeKraken').map((a) => (
            <ActButton key={a.race} ctx={ctx} action={a}>{t('prompt.stackButton', { race: raceName(a.race), count: stackSize(ctx.view, a.race) })}</ActButton>
          ))}
        </Choices>
      </>
    );
  },
  targets(ctx, t) {
    for (const a of ofType(ctx.legal, 'placeKraken')) t.council.set(a.race, () => ctx.act(a));
  },
};

export const fence: PromptDef<'fence'> = {
  title: (ctx) => i18n.t('kraken.fenceTitle', { count: ctx.decision.count }),
  Component({ ctx }) {
    const t = useT();
    return (
      <>
        <p className="muted">{t('kraken.fenceNote')}</p>
        <Choices>
          {ofType(ctx.legal, 'giveNebulis').map((a) => (
            <ActButton key={a.seat} ctx={ctx} action={a}>{ctx.name(a.seat)} <small>({nebulis(ctx.view.players[a.seat].nebulis ?? 0)})</small></ActButton>
          ))}
        </Choices>
      </>
    );
  },
};

export const healer: PromptDef<'healer'> = {
  title: () => i18n.t('kraken.healerTitle'),
  Component({ ctx }) {
    const heal = ofType(ctx.legal, 'heal');
    const t = useT();
    return (
      <>
        {heal.length === 0 && <p className="muted">{t('kraken.healerEmpty')}</p>}
        <CardChoices ctx={ctx} choices={heal.map((a) => ({ card: a.card, action: a }))} />
        <Choices><Decline ctx={ctx} /></Choices>
      </>
    );
  },
};

export const executioner: PromptDef<'executioner'> = {
  title: () => i18n.t('kraken.executionerTitle'),
  Component({ ctx }) {
    const t = useT();
    return (
      <>
        <p className="muted">{t('kraken.executionerNote')}</p>
        <Choices>
          {ofType(ctx.legal, 'execute').map((a) => {
            // How many Allies of that race each opponent has affiliated: what naming it costs them.
            const hit = ctx.view.players.filter((p) => p.seat !== ctx.me)
              .map((p) => p.affiliated.filter((c) => RACES[allyRace(c)] === a.race).length);
            return (
              <ActButton key={a.race} ctx={ctx} action={a}>
                {raceName(a.race)} <small>({hit.join(' / ')})</small>
              </ActButton>
            );
          })}
        </Choices>
      </>
    );
  },
};

export const executed: PromptDef<'executed'> = {
  title: (ctx) => i18n.t('kraken.executedTitle', { race: raceName(RACES[ctx.decision.race]) }),
  Component({ ctx }) {
    const t = useT();
    return (
      <>
        <p className="muted">{t('kraken.executedNote')}</p>
        <CardChoices ctx={ctx} choices={ofType(ctx.legal, 'discardAffiliated').map((a) => ({ card: a.card, action: a }))} />
      </>
    );
  },
};

export const liberator: PromptDef<'liberator'> = {
  title: () => i18n.t('kraken.liberatorTitle'),
  Component({ ctx }) {
    const t = useT();
    const mine = ctx.view.players[ctx.me].locations;
    const under = (lord: number): string => {
      const at = mine.find((l) => l.lords.includes(lord));
      return at ? locationName(at.id) : '';
    };
    return (
      <>
        <p className="muted">{t('kraken.liberatorNote')}</p>
        <Choices>
          {ofType(ctx.legal, 'liberate').map((a) => (
            <ActButton key={a.lord} ctx={ctx} action={a}>{lordName(a.lord)} <small>({under(a.lord)})</small></ActButton>
          ))}
          <Decline ctx={ctx} />
        </Choices>
      </>
    );
  },
};

/**
 * Loot still in the deck, by value: every Loot card is public once drawn (on a Location, in the
 * discard or being drawn now), so the rest is what the deck holds, in an unknown order.
 */
export function lootLeft(view: PlayerView, drawn: readonly number[]): Map<number, number> {
  const seen = new Set<number>(drawn);
  for (const id of view.kraken?.lootDiscard ?? []) seen.add(id);
  for (const p of view.players) for (const l of p.locations) for (const id of l.loot ?? []) seen.add(id);
  const left = new Map<number, number>();
  LOOT_VALUES.forEach((v, id) => {
    if (!seen.has(id)) left.set(v, (left.get(v) ?? 0) + 1);
  });
  return left;
}

function LootPrompt({ ctx }: { ctx: PromptCtx<'loot'> }) {
  const t = useT();
  const { drawn, location } = ctx.decision;
  const draw = ofType(ctx.legal, 'drawLoot')[0];
  const stop = ofType(ctx.legal, 'stopLoot')[0];
  const left = lootLeft(ctx.view, drawn);
  const deck = ctx.view.kraken?.lootDeckCount ?? 0;
  const drawnValues = new Set(drawn.map((id) => LOOT_VALUES[id]));
  let repeats = 0;
  for (const v of drawnValues) repeats += left.get(v) ?? 0;
  const risk = deck > 0 ? Math.round((100 * repeats) / deck) : 0;
  const kept = drawn.reduce((sum, id) => sum + LOOT_VALUES[id], 0);
  const values = [...left.entries()].filter(([, n]) => n > 0).sort((a, b) => a[0] - b[0]);
  return (
    <div className="loot" data-loot-location={location}>
      <ul className="loot-drawn" aria-label={t('kraken.lootDrawn')}>
        {drawn.length === 0 && <li className="muted">{t('kraken.lootNone')}</li>}
        {drawn.map((id) => <li key={id}><LootCard id={id} /></li>)}
      </ul>
      <p>{t('kraken.lootKept', { location: locationIn(location, 'title'), ip: kept })}</p>
      <p className="muted" data-loot-odds>
        {t('kraken.lootDeck', { cards: cards(deck) })}{' '}
        {values.length > 0 && t('kraken.lootValues', { list: values.map(([v, n]) => `${v}×${n}`).join(', ') })}{' '}
        {drawn.length > 0 && t('kraken.lootRisk', { risk })}
      </p>
      <Choices>
        {draw && <ActButton ctx={ctx} action={draw} primary>{t('kraken.lootDraw')}</ActButton>}
        {stop && <ActButton ctx={ctx} action={stop}>{t('kraken.lootStop')}</ActButton>}
      </Choices>
      {/* Folded: the choice stays in view on a short screen; each card's tooltip says its effect too. */}
      <details className="loot-help">
        <summary>{t('kraken.lootEffects')}</summary>
        <ul className="loot-effects muted small-print">
          {[3, 4, 5, 6, 7].map((v) => <li key={v}>{t(`kraken.lootEffect.v${v}` as 'kraken.lootEffect.v3')}</li>)}
        </ul>
      </details>
    </div>
  );
}

export const loot: PromptDef<'loot'> = {
  title: (ctx) => i18n.t('kraken.lootTitle', { location: locationIn(ctx.decision.location), locationOf: locationIn(ctx.decision.location, 'of') }),
  Component: LootPrompt,
};

export const sentinel: PromptDef<'sentinel'> = {
  title: (ctx) => i18n.t('kraken.sentinelTitle', { lord: lordIn(ctx.decision.lord), lordOf: lordIn(ctx.decision.lord, 'of') }),
  Component({ ctx }) {
    const t = useT();
    const places = ofType(ctx.legal, 'placeSentinel');
    const zone = (z: 'court' | 'council' | 'location') => places.filter((a) => a.zone === z);
    const groups = [
      { z: 'court' as const, label: t('kraken.sentinelCourt'), text: (n: number) => cardName(ctx.view, n) },
      { z: 'council' as const, label: t('kraken.sentinelCouncil'), text: (n: number) => t('prompt.stackButton', { race: raceName(RACES[n]), count: stackSize(ctx.view, RACES[n]) }) },
      { z: 'location' as const, label: t('kraken.sentinelLocation'), text: (n: number) => locationName(n) },
    ];
    return (
      <>
        <p className="muted">{t('kraken.sentinelNote')}</p>
        {groups.map((g) => zone(g.z).length > 0 && (
          <Choices key={g.z} label={g.label}>
            {zone(g.z).map((a) => (
              <button key={a.target} type="button" className="btn" data-act="placeSentinel" data-zone={a.zone} data-target={a.target}
                disabled={ctx.busy} onClick={() => ctx.act(a)}>{g.text(a.target)}</button>
            ))}
          </Choices>
        ))}
        <Choices><Decline ctx={ctx} /></Choices>
      </>
    );
  },
  targets(ctx, t) {
    for (const a of ofType(ctx.legal, 'placeSentinel')) {
      const pick = () => ctx.act(a);
      if (a.zone === 'court') t.court.set(a.target, pick);
      else if (a.zone === 'council') t.council.set(RACES[a.target], pick);
      else t.locations.set(a.target, pick);
    }
  },
};
