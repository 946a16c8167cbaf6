// Seeded five-player Leviathan games played through the web prompts, without a browser: at
// every Leviathan decision the prompt the page would show is rendered from the deciding seat's
// view, its buttons are clicked one by one, and what they send must be exactly the legal
// actions (every choice offered, nothing else); one of them is played. The Border, the player
// areas and the other seats' waiting lines are rendered from every view on the way. Needs the
// engine's Leviathan rules (helpers "border" and "fight").
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it, vi } from 'vitest';

// Every host element rendered with an onClick: the buttons a test may "click" (see leviathan.test.ts).
const caught = vi.hoisted(() => ({ clicks: [] as Record<string, unknown>[] }));
function catching<F extends (...args: never[]) => unknown>(fn: F): F {
  return ((type: unknown, props: Record<string, unknown> | null, ...rest: unknown[]) => {
    if (typeof type === 'string' && props && typeof props.onClick === 'function') caught.clicks.push(props);
    return (fn as unknown as (...a: unknown[]) => unknown)(type, props, ...rest);
  }) as unknown as F;
}
vi.mock('react/jsx-runtime', async (importOriginal) => {
  const real = await importOriginal<typeof import('react/jsx-runtime')>();
  return { ...real, jsx: catching(real.jsx), jsxs: catching(real.jsxs) };
});
vi.mock('react/jsx-dev-runtime', async (importOriginal) => {
  const real = await importOriginal<typeof import('react/jsx-dev-runtime')>();
  return { ...real, jsxDEV: catching(real.jsxDEV) };
});

import { activeSeat, applyAction, newGame, viewFor, type Action, type DecisionKind, type GameState } from '../engine/mutable.ts';
import type { ViewResponse } from '../../src/protocol/game.ts';
import { i18n, loadLang } from '../../src/web/i18n/index.ts';
import { PROMPTS } from '../../src/web/prompts/index.ts';
import { EMPTY_UI, type PromptCtx } from '../../src/web/prompts/types.ts';
import { waitingText } from '../../src/web/prompts/waiting.ts';
import { BorderTrack } from '../../src/web/table/BorderTrack.tsx';
import { PlayerArea } from '../../src/web/table/PlayerArea.tsx';
import { noTargets } from '../../src/web/table/targets.ts';

// The catalogues are chunks the page fetches (src/web/i18n/index.ts): in before any text is read.
beforeAll(() => Promise.all([loadLang('en'), loadLang('fr')]));

const LEVIATHAN_KINDS = new Set<string>(['leviathanMonster', 'leviathanAttack', 'boostAttack', 'fightReward', 'tokenCouncil', 'loseLord', 'borderGuard', 'breeder', 'rebel']);
const key = (a: Action): string => JSON.stringify(a, Object.keys(a).sort());

/** A small seeded generator for the players' choices (the game's own dice come from its seed). */
function chooser(seed: number): (n: number) => number {
  let x = seed >>> 0;
  return (n) => {
    x = (Math.imul(x ^ (x >>> 15), 0x2c1b3c6d) + 0x6d2b79f5) >>> 0;
    return x % n;
  };
}

/** The buttons of the prompt `seat` sees now, and the action each one sends (null: only the page changes). */
function promptButtons(s: GameState, seat: number): { sent: (Action | null)[]; title: string; html: string } {
  const view = viewFor(s, seat);
  const decision = view.pending!;
  const sent: (Action | null)[] = [];
  let last: Action | null = null;
  const ctx = {
    data: { version: 1 } as ViewResponse, view, decision, me: seat, legal: view.legal, busy: false,
    act: (a: Action) => { last = a; }, ui: EMPTY_UI, setUi: () => {}, name: (n: number) => `P${n + 1}`,
  } as unknown as PromptCtx<DecisionKind>;
  const def = PROMPTS[decision.kind] as unknown as { title(c: typeof ctx): string; Component(p: { ctx: typeof ctx }): React.ReactNode };
  caught.clicks.length = 0;
  const html = renderToStaticMarkup(createElement(def.Component, { ctx }));
  for (const b of caught.clicks.slice()) {
    last = null;
    (b.onClick as () => void)();
    sent.push(last);
  }
  return { sent, title: def.title(ctx), html };
}

describe('Leviathan games through the web prompts', () => {
  it.each([11, 13, 17])('seed %i: every Leviathan prompt offers exactly the legal actions, and the table renders all along', (seed) => {
    void i18n.changeLanguage('en');
    const pick = chooser(seed);
    let s = newGame({ seed, players: 5, expansions: { leviathan: true } });
    const seen: Record<string, number> = {};
    for (let step = 0; step < 3000 && !s.over; step++) {
      const seat = activeSeat(s)!;
      const view = viewFor(s, seat);
      const d = view.pending!;
      if (step % 7 === 0) {
        // The table as another seat sees it: the Border, the areas, the waiting line.
        const other = viewFor(s, (seat + 1) % 5);
        expect(renderToStaticMarkup(createElement(BorderTrack, { view: other, targets: noTargets() }))).toContain('data-space-label="11-12"');
        for (const p of other.players) {
          expect(renderToStaticMarkup(createElement(PlayerArea, { view: other, player: p, isMe: p.seat === other.seat, isCurrent: false, isDeciding: false, targets: noTargets() })))
            .toContain('data-token="wound"');
        }
        const line = waitingText(other, d, (n) => `P${n + 1}`);
        if (LEVIATHAN_KINDS.has(d.kind)) expect(line, d.kind).not.toBe(i18n.t('waiting.other', { who: `P${seat + 1}` }));
      }
      let action: Action;
      if (LEVIATHAN_KINDS.has(d.kind) || (d.kind === 'discard' && d.reason === 'leviathan')) {
        seen[d.kind] = (seen[d.kind] ?? 0) + 1;
        const { sent, title, html } = promptButtons(s, seat);
        expect(title, d.kind).not.toMatch(/leviathan\.|waiting\./);
        expect(html, d.kind).not.toMatch(/\bleviathan\.[a-zA-Z]/);
        const actions = sent.filter((a): a is Action => a !== null);
        expect(actions.length, d.kind).toBeGreaterThan(0);
        expect(new Set(actions.map(key)), d.kind).toEqual(new Set(view.legal.map(key)));
        action = actions[pick(actions.length)];
      } else {
        action = view.legal[pick(view.legal.length)];
      }
      const r = applyAction(s, action);
      if (!r.ok) throw new Error(`${d.kind}: ${JSON.stringify(action)} refused: ${r.error.message}`);
      s = r.state;
    }
    expect(s.over).toBe(true);
    console.log(`seed ${seed}: Leviathan prompts answered`, JSON.stringify(seen));
    expect(seen.leviathanMonster ?? 0).toBeGreaterThan(0);
  });

  it('shows nothing of the Leviathan deck order nor of the face-down tokens', () => {
    void i18n.changeLanguage('en');
    const pick = chooser(5);
    let s = newGame({ seed: 21, players: 5, expansions: { leviathan: true } });
    // Play on until a Leviathan decision is pending, with cards still in the deck and tokens left.
    for (let step = 0; step < 3000 && !(s.pending && LEVIATHAN_KINDS.has(s.pending.kind)); step++) {
      const legal = viewFor(s, activeSeat(s)).legal;
      const r = applyAction(s, legal[pick(legal.length)]);
      if (!r.ok) throw new Error(r.error.message);
      s = r.state;
    }
    expect(s.pending && LEVIATHAN_KINDS.has(s.pending.kind)).toBe(true);
    const lv = s.leviathan!;
    expect(lv.deck.length).toBeGreaterThan(1);
    expect(lv.tokens.length).toBeGreaterThan(1);
    // The same table with the hidden piles in another order draws the same pixels for every seat.
    const other: GameState = JSON.parse(JSON.stringify(s));
    other.leviathan!.deck.reverse();
    other.leviathan!.tokens.reverse();
    const seat = activeSeat(s)!;
    for (const state of [s, other]) expect(viewFor(state, seat).leviathan).toEqual(viewFor(s, seat).leviathan);
    const draw = (state: GameState, viewer: number) => {
      const v = viewFor(state, viewer);
      return renderToStaticMarkup(createElement(BorderTrack, { view: v, targets: noTargets() }))
        + v.players.map((p) => renderToStaticMarkup(createElement(PlayerArea, { view: v, player: p, isMe: p.seat === viewer, isCurrent: false, isDeciding: false, targets: noTargets() }))).join('')
        + (viewer === seat ? promptButtons(state, viewer).html : waitingText(v, v.pending!, (n) => `P${n + 1}`));
    };
    for (let viewer = 0; viewer < 5; viewer++) expect(draw(other, viewer)).toBe(draw(s, viewer));
  });
});
