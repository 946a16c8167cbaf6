// The web client's Leviathan pieces, without a browser: the attack arithmetic shown beside a
// choice, the Border drawn from a crafted view, Wounds / slain Leviathans / the Scourge in the
// player areas, Leviathan Allies' marks, the score column, and every Leviathan prompt: the
// legal actions become buttons, and clicking a button sends exactly that action.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

// Every host element rendered with an onClick, with its props: a test "clicks" one by calling
// its handler (the server renderer drops handlers, so they are caught where JSX creates them).
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

import {
  BORDER_LABELS, LEVIATHANS, LEVIATHAN_ALLY_FIRST, LEVIATHAN_MONSTER_FIRST, LORD, RACES,
} from '../../src/engine/cards.ts';
import { newGame, viewFor, type Action, type Decision, type DecisionKind, type GameEvent, type LeviathanDecision, type PlayerView } from '../../src/engine/index.ts';
import type { ViewResponse } from '../../src/protocol/game.ts';
import { AllyCard } from '../../src/web/cards/AllyCard.tsx';
import { ScoreScreen } from '../../src/web/game/ScoreScreen.tsx';
import { LogPanel } from '../../src/web/game/LogPanel.tsx';
import { i18n, loadLang } from '../../src/web/i18n/index.ts';
import { attackOdds, lastRoll, leviathanTokensLeft, percent, remainingSteps, stepsBeaten } from '../../src/web/leviathan.ts';
import { PROMPTS } from '../../src/web/prompts/index.ts';
import { EMPTY_UI, type PromptCtx, type UiState } from '../../src/web/prompts/types.ts';
import { waitingText } from '../../src/web/prompts/waiting.ts';
import { BorderTrack } from '../../src/web/table/BorderTrack.tsx';
import { PlayerArea } from '../../src/web/table/PlayerArea.tsx';
import { noTargets } from '../../src/web/table/targets.ts';
import { ally } from '../engine/fixtures.ts';

// The catalogues are chunks the page fetches (src/web/i18n/index.ts): in before any text is read.
beforeAll(() => Promise.all([loadLang('en'), loadLang('fr')]));

/** A Leviathan Ally of the expansion: race and value 1..4. */
const levAlly = (race: (typeof RACES)[number], value: number): number => LEVIATHAN_ALLY_FIRST + RACES.indexOf(race) * 4 + value - 1;
const crab1 = ally('crab', 1);

/**
 * A Leviathan table seen by seat 0, crafted from a base view (the engine's Leviathan rules are
 * built elsewhere): Leviathan 0 (Jellyfish 3→1, 7→2, 5→1) on 2-3 with its first step beaten,
 * Leviathan 19 (Crabs and Krakens, 7→1) on 7, three tokens used, Wounds and slain Leviathans.
 */
function leviathanView(legal: Action[] = [], edit: (v: PlayerView) => void = () => {}): PlayerView {
  const v = viewFor(newGame({ seed: 3, players: 4, startSeat: 0 }), 0);
  v.options = { ...v.options, expansions: { leviathan: true } };
  v.leviathan = {
    border: [{ id: 0, beaten: 1 }, null, null, null, { id: 19, beaten: 0 }, null, null, null, null],
    deckCount: 15, discard: [7, 12], tokensLeft: 16, tokenDiscard: [0, 11, 18], scourge: 2,
  };
  v.players.forEach((p, i) => { p.wounds = [0, 3, 1, 0][i]; p.slain = i === 2 ? [5, 9] : []; });
  v.players[0].pearls = 2;
  v.legal = legal;
  edit(v);
  return v;
}

describe('Leviathan arithmetic', () => {
  const lev0 = LEVIATHANS[0].steps; // 3→1, 7→2, 5→1

  it('beats steps top to bottom, each using up its resistance', () => {
    expect(stepsBeaten(2, lev0)).toBe(0);
    expect(stepsBeaten(3, lev0)).toBe(1);
    expect(stepsBeaten(9, lev0)).toBe(1);
    expect(stepsBeaten(10, lev0)).toBe(2);
    expect(stepsBeaten(15, lev0)).toBe(3);
    expect(remainingSteps({ id: 0, beaten: 1 })).toEqual([{ resistance: 7, tokens: 2 }, { resistance: 5, tokens: 1 }]);
  });

  it('gives the chance of beating at least k steps for each kind of Ally', () => {
    // A plain Crab 1: 1 + die ≥ 3 on 2..6; 10 is out of reach.
    const plain = attackOdds(crab1, lev0, 0);
    expect(plain[0]).toBeCloseTo(5 / 6, 12);
    expect(plain.slice(1)).toEqual([0, 0]);
    // A Crab 4 with two dice: 4 + the higher ≥ 10 only on a 6 (11 chances in 36).
    const twoDice = attackOdds(levAlly('crab', 4), lev0, 0);
    expect(twoDice[0]).toBeCloseTo(1, 12);
    expect(twoDice[1]).toBeCloseTo(11 / 36, 12);
    expect(twoDice[2]).toBe(0);
    // A Crab 2 that adds Pearls after the roll, with 3 Pearls: 2 + die + 3 ≥ 10 on 5 and 6.
    const pearls = attackOdds(levAlly('crab', 2), lev0, 3);
    expect(pearls[0]).toBeCloseTo(1, 12);
    expect(pearls[1]).toBeCloseTo(2 / 6, 12);
    expect(pearls[2]).toBe(0);
    // A base Ally never counts Pearls, however many its owner has.
    expect(attackOdds(ally('crab', 2), lev0, 3)).toEqual(attackOdds(ally('crab', 2), lev0, 0));
  });

  it('never rounds a possible chance to 0% nor an uncertain one to 100%', () => {
    expect([percent(0), percent(0.001), percent(0.5), percent(0.999), percent(1)]).toEqual([0, 1, 50, 99, 100]);
  });

  it('counts the Leviathan tokens left by effect from the face-up discard', () => {
    const left = leviathanTokensLeft(leviathanView().leviathan!);
    // Used: token 0 (2 Pearls), 11 (a key), 18 (a Council stack).
    expect([...left.entries()]).toEqual([['pearls2', 6], ['pearls3', 4], ['key', 3], ['council', 3]]);
  });

  it('finds the newest roll in the log', () => {
    const rolled = (dice: number[]): GameEvent => ({ kind: 'explores', args: { dice }, seat: 1 } as unknown as GameEvent);
    expect(lastRoll([])).toBeNull();
    expect(lastRoll([rolled([2, 6]), { kind: 'passes', args: {}, seat: 0 }, rolled([4])])).toEqual({ dice: [4], kind: 'explores', seat: 1 });
    expect(lastRoll([rolled([7, 1])])).toBeNull();
  });
});

describe('the Border', () => {
  const render = (v: PlayerView) => renderToStaticMarkup(createElement(BorderTrack, { view: v, targets: noTargets() }));

  it('draws nine labelled spaces, each Leviathan with its steps, beaten ones marked, and its penalty', () => {
    void i18n.changeLanguage('en');
    const html = render(leviathanView());
    expect([...html.matchAll(/data-space-label="([^"]+)"/g)].map((m) => m[1])).toEqual([...BORDER_LABELS]);
    expect(BORDER_LABELS).toEqual(['2-3', '4', '5', '6', '7', '8', '9', '10', '11-12']);
    expect([...html.matchAll(/data-leviathan="(\d+)" data-beaten="(\d+)"/g)].map((m) => [Number(m[1]), Number(m[2])])).toEqual([[0, 1], [19, 0]]);
    // Leviathan 0 shows 3 steps, the first beaten and the second next; its penalty: 3 Allies.
    const first = html.slice(html.indexOf('data-leviathan="0"'), html.indexOf('data-leviathan="19"'));
    expect([...first.matchAll(/<li class="([^"]*)" data-step/g)].map((m) => m[1])).toEqual(['beaten', 'next', '']);
    expect(first).toContain('data-penalty="allies" data-amount="3"');
    expect(html).toContain('aria-label="Jellyfish Leviathan 3-7-5: health 3→1 (beaten), 7→2, 5→1 (resistance → Monster tokens); displaced, it attacks: discard 3 Allies"');
    expect(html).toContain('Leviathan 7 (Crabs and Krakens only)');
    expect(html).toContain('Space 4: free');
    expect(html).toContain('data-leviathan-deck="15"');
    expect(html).toContain('data-leviathan-discard="2"');
    expect(html).toContain('data-leviathan-tokens="16"');
    expect(html).not.toContain('data-last-roll');
  });

  it('shows the last roll as die faces when the log has one, in French too', async () => {
    const v = leviathanView([], (x) => { x.log = [...x.log, { kind: 'explores', args: { dice: [3, 5] }, seat: 1 } as unknown as GameEvent]; });
    const html = render(v);
    expect(html).toContain('data-last-roll="3+5"');
    expect([...html.matchAll(/data-die="(\d)"/g)].map((m) => Number(m[1]))).toEqual([3, 5]);
    await i18n.changeLanguage('fr');
    const fr = render(v);
    expect(fr).toContain('Dernier lancer : 3 + 5');
    expect(fr).toContain('Léviathan Méduse 3-7-5');
    await i18n.changeLanguage('en');
  });

  it('lets a prompt make spaces clickable', () => {
    const targets = noTargets();
    let picked = -1;
    targets.border.set(3, () => { picked = 3; });
    const html = renderToStaticMarkup(createElement(BorderTrack, { view: leviathanView(), targets }));
    expect(html.match(/class="border-space[^"]*choosable"/g)?.length).toBe(1);
    expect(html).toMatch(/class="border-space choosable" data-space="3"/);
    const button = caught.clicks.filter((p) => p.className === 'border-pick');
    expect(button).toHaveLength(1);
    (button[0].onClick as () => void)();
    expect(picked).toBe(3);
  });

  it('is absent without the expansion', () => {
    const base = viewFor(newGame({ seed: 3, players: 2 }), 0);
    expect(render(base)).toBe('');
  });
});

describe('Leviathans in the player areas and on cards', () => {
  const area = (v: PlayerView, seat: number) => renderToStaticMarkup(createElement(PlayerArea, {
    view: v, player: v.players[seat], isMe: seat === 0, isCurrent: false, isDeciding: false, targets: noTargets(),
  }));

  it('shows Wounds and slain Leviathans everywhere and the Scourge on its holder only', () => {
    void i18n.changeLanguage('en');
    const v = leviathanView();
    const areas = [0, 1, 2, 3].map((seat) => area(v, seat));
    expect(areas.map((h) => /aria-label="(\d+) Wounds?"/.exec(h)?.[1])).toEqual(['0', '3', '1', '0']);
    expect(areas.map((h) => /aria-label="(\d+) Leviathans? slain"/.exec(h)?.[1])).toEqual(['0', '0', '2', '0']);
    expect(areas.map((h) => h.includes('data-token="scourge"'))).toEqual([false, false, true, false]);
    expect(areas[1]).toContain('3 Wounds: -3 IP at the end');
    expect(areas[2]).toContain('2 Leviathans slain: Shellfish Leviathan 6-4, Squid Leviathan 6-4');
    const base = viewFor(newGame({ seed: 3, players: 2 }), 0);
    const plain = renderToStaticMarkup(createElement(PlayerArea, { view: base, player: base.players[0], isMe: true, isCurrent: false, isDeciding: false, targets: noTargets() }));
    expect(plain).not.toContain('data-token="wound"');
    expect(plain).not.toContain('data-token="slain"');
  });

  it('marks Leviathan Allies with their fighting effect, and draws the new Monsters as Monsters', () => {
    const pearls = renderToStaticMarkup(createElement(AllyCard, { card: levAlly('squid', 2) }));
    expect(pearls).toContain('data-fight-effect="pearls"');
    expect(pearls).toContain('data-race="squid" data-value="2"');
    expect(pearls).toContain('after the roll, +1 attack per Pearl you spend.');
    const dice = renderToStaticMarkup(createElement(AllyCard, { card: levAlly('seahorse', 3), size: 'sm' }));
    expect(dice).toContain('data-fight-effect="twoDice"');
    const plain = renderToStaticMarkup(createElement(AllyCard, { card: ally('squid', 2) }));
    expect(plain).not.toContain('fight-effect');
    for (let i = 0; i < 3; i++) expect(renderToStaticMarkup(createElement(AllyCard, { card: LEVIATHAN_MONSTER_FIRST + i }))).toContain('class="card monster md"');
  });

  it('adds a Scourge & Wounds column to the score table when the sheet has one', () => {
    const line = (seat: number, rank: number, leviathan?: number) => ({ seat, rank, locations: 0, lords: 10, allies: 5, monsters: 2, total: 17 + (leviathan ?? 0), pearls: 1, ...(leviathan === undefined ? {} : { leviathan }) });
    const html = renderToStaticMarkup(createElement(ScoreScreen, { gameId: 'g', scores: [line(0, 1, 4), line(1, 2, -2)], name: (s: number) => `P${s + 1}`, me: 0 }));
    expect([...html.matchAll(/data-score="leviathan">(-?\d+)</g)].map((m) => Number(m[1]))).toEqual([4, -2]);
    expect(html).toContain('Scourge &amp; Wounds');
    const base = renderToStaticMarkup(createElement(ScoreScreen, { gameId: 'g', scores: [line(0, 1)], name: () => 'P', me: 0 }));
    expect(base).not.toContain('data-score="leviathan"');
  });

  it('draws the dice of a log line as faces', () => {
    const log = [{ kind: 'explores', args: { dice: [6, 2] }, seat: 0 } as unknown as GameEvent, { kind: 'passes', args: {}, seat: 1 } as GameEvent];
    const html = renderToStaticMarkup(createElement(LogPanel, { log, me: 0, options: {}, lang: 'en' }));
    expect([...html.matchAll(/data-die="(\d)"/g)].map((m) => Number(m[1]))).toEqual([6, 2]);
  });
});

describe('Leviathan prompts', () => {
  beforeEach(() => { caught.clicks.length = 0; });

  /** Renders my prompt for `d` with `legal`; the buttons that send an action, and what each sends. */
  function prompt(d: Decision, legal: Action[], edit: (v: PlayerView) => void = () => {}, ui: Partial<UiState> = {}) {
    void i18n.changeLanguage('en');
    const v = leviathanView(legal, edit);
    v.pending = d;
    const sent: Action[] = [];
    const uiPatches: Partial<UiState>[] = [];
    const ctx = {
      data: { version: 1 } as ViewResponse, view: v, decision: d, me: 0, legal, busy: false,
      act: (a: Action) => sent.push(a), ui: { ...EMPTY_UI, ...ui }, setUi: (patch: Partial<UiState>) => uiPatches.push(patch), name: (seat: number) => `P${seat + 1}`,
    } as unknown as PromptCtx<DecisionKind>;
    const def = PROMPTS[d.kind] as unknown as {
      title(c: typeof ctx): string; Component(p: { ctx: typeof ctx }): React.ReactNode; targets?(c: typeof ctx, t: ReturnType<typeof noTargets>): void;
    };
    caught.clicks.length = 0;
    const html = renderToStaticMarkup(createElement(def.Component, { ctx }));
    const buttons = caught.clicks.slice();
    /** Clicks every button in order: the actions they send. */
    const clickAll = (): Action[] => {
      sent.length = 0;
      for (const b of buttons) (b.onClick as () => void)();
      return sent.slice();
    };
    const targets = noTargets();
    def.targets?.(ctx, targets);
    return { html, title: def.title(ctx), buttons, clickAll, targets, sent, uiPatches };
  }
  const attr = (b: Record<string, unknown>, name: string) => b[`data-${name}`];

  it('leviathanMonster: one button per listed attack, grouped by Leviathan with the odds, then keep exploring and the Coward', () => {
    const legal: Action[] = [
      { type: 'attack', space: 0, card: crab1 },
      { type: 'attack', space: 0, card: levAlly('jellyfish', 2) },
      { type: 'attack', space: 4, card: crab1 },
      { type: 'continue' },
      { type: 'ignoreMonster' },
    ];
    const p = prompt({ kind: 'leviathanMonster', seat: 0, forced: false }, legal);
    expect(p.title).toBe('A Monster! Attack a Leviathan or keep exploring');
    expect(p.clickAll()).toEqual(legal);
    // Against Leviathan 0 (7→2 and 5→1 left), a Crab 1 (1 + die) reaches 7 only on a 6 and 12
    // never; the Jellyfish 2 with 2 Pearls (2 + die + 2) reaches 7 on 3..6. Leviathan 19 (7→1): a 6.
    expect(p.buttons.slice(0, 3).map((b) => attr(b, 'odds'))).toEqual(['17,0', '67,0', '17']);
    expect(p.html).toContain('(spending up to 2 Pearls)');
    expect(p.html).toContain('Next step: 7 for 2 Monster tokens');
    expect([...p.html.matchAll(/data-attack-space="(\d)"/g)].map((m) => Number(m[1]))).toEqual([0, 4]);
    // A click on a Leviathan at the Border keeps only its attacks in view, with a way back to all.
    expect([...p.targets.border.keys()]).toEqual([0, 4]);
    p.targets.border.get(4)!();
    expect(p.uiPatches).toEqual([{ first: 4 }]);
    const one = prompt({ kind: 'leviathanMonster', seat: 0, forced: false }, legal, () => {}, { first: 4 });
    expect([...one.html.matchAll(/data-attack-space="(\d)"/g)].map((m) => Number(m[1]))).toEqual([4]);
    expect(one.clickAll()).toEqual([legal[2], legal[3], legal[4]]);
    expect(one.uiPatches).toEqual([{ first: null }]);
    const forced = prompt({ kind: 'leviathanMonster', seat: 0, forced: true }, [legal[0]]);
    expect(forced.title).toBe('A Monster on the last space: attack a Leviathan');
    expect(forced.html).toContain('you must attack, and gain 1 Pearl');
    expect(forced.clickAll()).toEqual([legal[0]]);
    const none = prompt({ kind: 'leviathanMonster', seat: 0, forced: false }, [{ type: 'continue' }]);
    expect(none.html).toContain('No Ally in your hand can fight');
    expect(none.clickAll()).toEqual([{ type: 'continue' }]);
  });

  it('leviathanAttack: attacks on the one Leviathan listed, and stop', () => {
    const legal: Action[] = [{ type: 'attack', space: 4, card: levAlly('crab', 3) }, { type: 'endFight' }];
    const p = prompt({ kind: 'leviathanAttack', seat: 0, space: 4, optional: true }, legal);
    expect(p.title).toBe('Attack the Leviathan on 7 again, or stop');
    expect(p.clickAll()).toEqual(legal);
    // Crab 3 with two dice against 7: the higher die must be 4 or more (27 in 36).
    expect(attr(p.buttons[0], 'odds')).toBe('75');
    const sorcerer = prompt({ kind: 'leviathanAttack', seat: 0, space: -1, optional: true }, legal);
    expect(sorcerer.title).toBe('You may attack a Leviathan');
  });

  it('boostAttack: every amount listed, with what it beats', () => {
    const legal: Action[] = [{ type: 'boost', pearls: 2 }, { type: 'boost', pearls: 0 }, { type: 'boost', pearls: 1 }];
    const p = prompt({ kind: 'boostAttack', seat: 0, space: 0, attack: 6, max: 2 }, legal);
    expect(p.title).toBe('Your attack is 6: spend Pearls to raise it?');
    expect(p.clickAll()).toEqual([{ type: 'boost', pearls: 0 }, { type: 'boost', pearls: 1 }, { type: 'boost', pearls: 2 }]);
    expect([...p.html.matchAll(/data-beats="(\d)"/g)].map((m) => Number(m[1]))).toEqual([0, 1, 1]);
    expect(p.html).toContain('0 Pearls → attack 6');
    expect(p.html).toContain('beats nothing: +1 Pearl');
    expect(p.html).toContain('beats 1 step: 2 Monster tokens');
  });

  it('fightReward: each split listed, with the supplies', () => {
    const legal: Action[] = [{ type: 'fightReward', leviathanTokens: 0 }, { type: 'fightReward', leviathanTokens: 1 }, { type: 'fightReward', leviathanTokens: 2 }];
    const p = prompt({ kind: 'fightReward', seat: 0, count: 2 }, legal, (v) => { v.monsterTokensLeft = 9; });
    expect(p.title).toBe('Take 2 Monster tokens: normal or Leviathan ones');
    expect(p.clickAll()).toEqual(legal);
    expect(p.html).toContain('0 Leviathan + 2 normal');
    expect(p.html).toContain('Monster tokens left: 9.');
    expect(p.html).toContain('Leviathan tokens left: 6 × 2 Pearls, 4 × 3 Pearls, 3 × a Key token, 3 × a Council stack.');
  });

  it('tokenCouncil: a stack per listed race, on the buttons and on the table', () => {
    const legal: Action[] = [{ type: 'takeCouncil', race: 'crab' }, { type: 'takeCouncil', race: 'squid' }];
    const p = prompt({ kind: 'tokenCouncil', seat: 0 }, legal);
    expect(p.clickAll()).toEqual(legal);
    expect([...p.targets.council.keys()]).toEqual(['crab', 'squid']);
    p.sent.length = 0;
    p.targets.council.get('squid')!();
    expect(p.sent).toEqual([legal[1]]);
  });

  it('loseLord: each free Lord listed, as a card and on my area', () => {
    const legal: Action[] = [{ type: 'loseLord', lord: LORD.trader }, { type: 'loseLord', lord: LORD.invoker }];
    const p = prompt({ kind: 'loseLord', seat: 0 }, legal, (v) => { v.players[0].lords = [LORD.trader, LORD.invoker]; });
    expect(p.title).toBe('A Leviathan attacks: lose one of your free Lords');
    expect(p.buttons.map((b) => attr(b, 'lord'))).toEqual([LORD.trader, LORD.invoker]);
    expect(p.clickAll()).toEqual(legal);
    expect([...p.targets.lords.keys()]).toEqual([LORD.trader, LORD.invoker]);
  });

  it('borderGuard: the listed opponents only', () => {
    const legal: Action[] = [{ type: 'targetOpponent', seat: 1 }, { type: 'targetOpponent', seat: 3 }];
    const p = prompt({ kind: 'borderGuard', seat: 0, candidates: [1, 3] }, legal);
    expect(p.clickAll()).toEqual(legal);
    expect(p.html).toContain('P2 <small>(3 Wounds)</small>');
    expect(p.html).not.toContain('P3');
  });

  it('breeder: the drawn Leviathan and each listed free space, on the Border too', () => {
    const legal: Action[] = [{ type: 'placeLeviathan', space: 1 }, { type: 'placeLeviathan', space: 8 }];
    const p = prompt({ kind: 'breeder', seat: 0, leviathan: 14 }, legal);
    expect(p.title).toBe('The Breeder: put the Leviathan on a free Border space');
    expect(p.html).toContain('data-leviathan="14"');
    expect(p.clickAll()).toEqual(legal);
    expect(p.html).toContain('>4</button>');
    expect(p.html).toContain('>11-12</button>');
    expect([...p.targets.border.keys()]).toEqual([1, 8]);
  });

  it('rebel: each Leviathan listed, with the step it beats', () => {
    const legal: Action[] = [{ type: 'strike', space: 0 }, { type: 'strike', space: 4 }];
    const p = prompt({ kind: 'rebel', seat: 0 }, legal);
    expect(p.clickAll()).toEqual(legal);
    expect(p.html).toContain('beats 1 step: 2 Monster tokens');
    expect(p.html).toContain('beats 1 step: 1 Monster token — slain');
    expect([...p.targets.border.keys()]).toEqual([0, 4]);
  });

  it('discard for a Leviathan: its own title and reason', () => {
    const legal: Action[] = [{ type: 'discard', card: crab1 }, { type: 'discard', card: ally('squid', 3) }];
    const p = prompt({ kind: 'discard', seat: 0, count: 3, reason: 'leviathan' }, legal);
    expect(p.title).toBe('A Leviathan attacks: discard 3 Allies');
    expect(p.html).toContain('A Leviathan displaced from the Border attacks you');
    expect(p.clickAll()).toEqual(legal);
  });
});

describe('every Leviathan decision', () => {
  const decisions: (LeviathanDecision | Decision)[] = [
    { kind: 'leviathanMonster', seat: 1, forced: false },
    { kind: 'leviathanAttack', seat: 1, space: -1, optional: false },
    { kind: 'boostAttack', seat: 1, space: 0, attack: 5, max: 2 },
    { kind: 'fightReward', seat: 1, count: 2 },
    { kind: 'tokenCouncil', seat: 1 },
    { kind: 'loseLord', seat: 1 },
    { kind: 'borderGuard', seat: 1, candidates: [0, 2] },
    { kind: 'breeder', seat: 1, leviathan: 3 },
    { kind: 'rebel', seat: 1 },
    { kind: 'discard', seat: 1, count: 3, reason: 'leviathan' },
  ];

  it('has a prompt', () => {
    for (const d of decisions) expect(PROMPTS[d.kind], d.kind).toBeDefined();
  });

  it.each(['en', 'fr'] as const)('has its own waiting line in %s', async (lang) => {
    await i18n.changeLanguage(lang);
    const v = leviathanView();
    const fallback = i18n.t('waiting.other', { who: 'Zoé' });
    const lines = decisions.map((d) => waitingText(v, d as Decision, () => 'Zoé'));
    for (const [i, line] of lines.entries()) {
      expect(line, decisions[i].kind).toContain('Zoé');
      expect(line, decisions[i].kind).not.toBe(fallback);
    }
    expect(new Set(lines).size).toBe(lines.length);
    expect(lines[9]).not.toBe(waitingText(v, { kind: 'discard', seat: 1, count: 3, reason: 'jailer' }, () => 'Zoé'));
    await i18n.changeLanguage('en');
  });
});
