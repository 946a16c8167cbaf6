// The web client's Kraken arithmetic and words, without a browser: Kraken Allies are wild in
// the payment builder, Nebulis lower the Pearls a payment needs (only as the server lists it),
// the Loot search's odds come from public cards only, and every Kraken decision has a prompt
// and a waiting line in both languages.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { AllyCard } from '../../src/web/cards/AllyCard.tsx';
import { Council } from '../../src/web/table/Council.tsx';
import { Court } from '../../src/web/table/Court.tsx';
import { Locations } from '../../src/web/table/Locations.tsx';
import { PlayerArea } from '../../src/web/table/PlayerArea.tsx';
import { noTargets } from '../../src/web/table/targets.ts';
import { KRAKEN_ALLY_FIRST, LOCATION, LOOT_VALUES, LORD } from '../../src/engine/cards.ts';
import { newGame, viewFor, type Action, type Decision, type KrakenDecision, type PlayerView } from '../engine/mutable.ts';
import { i18n, loadLang } from '../../src/web/i18n/index.ts';
import { checkPayment, nebulisChoices, suggestions } from '../../src/web/payment.ts';
import { PROMPTS } from '../../src/web/prompts/index.ts';
import { EMPTY_UI, type PromptCtx } from '../../src/web/prompts/types.ts';
import type { ViewResponse } from '../../src/protocol/game.ts';
import type { DecisionKind } from '../engine/mutable.ts';
import { lootLeft } from '../../src/web/prompts/kraken.tsx';
import { waitingText } from '../../src/web/prompts/waiting.ts';
import { pearlsAndNebulis } from '../../src/web/i18n/words.ts';
import { ally, setCourt, setHand } from '../engine/fixtures.ts';

// The catalogues are chunks the page fetches (src/web/i18n/index.ts): in before any text is read.
beforeAll(() => Promise.all([loadLang('en'), loadLang('fr')]));

const kraken2 = KRAKEN_ALLY_FIRST; // value 2
const kraken4 = KRAKEN_ALLY_FIRST + 5; // value 4

function krakenView(hand: number[], lords: number[], legal: Action[], pearls = 0): PlayerView {
  const s = newGame({ seed: 3, players: 2, startSeat: 0, expansions: { kraken: true } });
  setCourt(s, lords);
  setHand(s, 0, hand);
  s.players[0].pearls = pearls;
  const v = viewFor(s, 0);
  v.legal = legal;
  return v;
}

describe('Kraken in the payment builder', () => {
  it('lets a Kraken Ally stand for a missing race, and for the mandatory one', () => {
    const lord = LORD.trader; // 10, 3 races, Shellfish among them
    const hand = [ally('crab', 3), ally('squid', 3), kraken4];
    const v = krakenView(hand, [lord], [{ type: 'recruit', lord, allies: hand }]);
    const without = checkPayment(v, 0, lord, [ally('crab', 3), ally('squid', 3)]);
    expect(without.racesOk).toBe(false);
    expect(without.mandatoryOk).toBe(false);
    const wild = checkPayment(v, 0, lord, hand);
    expect(wild.wild).toBe(1);
    expect(wild.racesOk).toBe(true);
    expect(wild.mandatoryOk).toBe(true);
    expect(wild.total).toBe(10);
    expect(wild.missing).toEqual([]);
    expect(wild.action).toEqual({ type: 'recruit', lord, allies: hand });
  });

  it('still refuses too many real races, whatever the Kraken Allies', () => {
    const lord = LORD.trader;
    const hand = [ally('crab', 3), ally('squid', 3), ally('jellyfish', 2), ally('seahorse', 2), kraken2];
    const v = krakenView(hand, [lord], []);
    const check = checkPayment(v, 0, lord, hand);
    expect(check.racesOk).toBe(false);
    expect(check.action).toBeNull();
  });

  it('takes Nebulis off the Pearls needed, and sends them only as the server lists them', () => {
    const lord = LORD.trader;
    const paid = [ally('shellfish', 4), ally('crab', 3), ally('squid', 2)];
    const legal: Action[] = [{ type: 'recruit', lord, allies: paid, nebulis: 1 }];
    const v = krakenView(paid, [lord], legal, 0);
    expect(nebulisChoices(legal, lord)).toEqual([1]);
    const none = checkPayment(v, 0, lord, paid, 0);
    expect(none.pearlsNeeded).toBe(1);
    expect(none.action).toBeNull();
    const one = checkPayment(v, 0, lord, paid, 1);
    expect(one.pearlsNeeded).toBe(0);
    expect(one.action).toEqual({ type: 'recruit', lord, allies: paid, nebulis: 1 });
    expect(suggestions(v, 0, lord)).toEqual([{ allies: paid, total: 9, nebulis: 1, pearls: 0 }]);
  });

  it('puts payments without Nebulis first among those as cheap in Pearls', () => {
    const lord = LORD.trader;
    const a = [ally('shellfish', 4), ally('crab', 3), ally('squid', 3)];
    const legal: Action[] = [{ type: 'recruit', lord, allies: a, nebulis: 1 }, { type: 'recruit', lord, allies: a }];
    const v = krakenView(a, [lord], legal, 2);
    expect(nebulisChoices(legal, lord)).toEqual([0, 1]);
    expect(suggestions(v, 0, lord).map((s) => s.nebulis)).toEqual([0, 1]);
  });

  it('writes prices with Nebulis', () => {
    void i18n.changeLanguage('en');
    expect(pearlsAndNebulis(2, 0)).toBe('2 Pearls');
    expect(pearlsAndNebulis(2, 1)).toBe('1 Pearl + 1 Nebulis');
    expect(pearlsAndNebulis(1, 1)).toBe('1 Nebulis');
  });
});

describe('the Loot search', () => {
  it('counts the Loot left by value from the cards everyone has seen', () => {
    const v = krakenView([], [], []);
    const idsOf = (value: number) => LOOT_VALUES.map((x, id) => (x === value ? id : -1)).filter((id) => id >= 0);
    const [s3a, s3b] = idsOf(3);
    const [s7a] = idsOf(7);
    const [s5a] = idsOf(5);
    v.kraken!.lootDiscard = [s3a, s3b];
    v.players[1].locations = [{ id: LOCATION.megalodon, lords: [], loot: [s7a] }];
    const left = lootLeft(v, [s5a]);
    expect([...left.entries()].sort((a, b) => a[0] - b[0])).toEqual([[3, 1], [4, 4], [5, 4], [6, 6], [7, 6]]);
    // A card on the Location and in `drawn` at once is counted once.
    v.players[0].locations = [{ id: LOCATION.battlefield, lords: [], loot: [s5a] }];
    expect(lootLeft(v, [s5a]).get(5)).toBe(4);
  });
});

describe('every Kraken decision', () => {
  const decisions: KrakenDecision[] = [
    { kind: 'krakenFigure', seat: 1, candidates: [0, 1] },
    { kind: 'placeKraken', seat: 1, card: kraken2 },
    { kind: 'fence', seat: 1, count: 1, candidates: [0] },
    { kind: 'healer', seat: 1 },
    { kind: 'executioner', seat: 1 },
    { kind: 'executed', seat: 1, race: 2 },
    { kind: 'liberator', seat: 1 },
    { kind: 'loot', seat: 1, location: LOCATION.megalodon, drawn: [0, 24] },
    { kind: 'sentinel', seat: 1, lord: LORD.watcher },
  ];

  it('has a prompt', () => {
    for (const d of decisions) expect(PROMPTS[d.kind], d.kind).toBeDefined();
  });

  it.each(['en', 'fr'] as const)('has its own waiting line in %s', async (lang) => {
    await i18n.changeLanguage(lang);
    const v = krakenView([], [], []);
    const other = waitingText(v, { kind: 'main', seat: 1 } as Decision, () => 'Zoé').length; // any real line
    expect(other).toBeGreaterThan(0);
    const fallback = i18n.t('waiting.other', { who: 'Zoé' });
    for (const d of decisions) {
      const line = waitingText(v, d, () => 'Zoé');
      expect(line, d.kind).toContain('Zoé');
      expect(line, d.kind).not.toBe(fallback);
    }
    expect(waitingText(v, decisions[7], () => 'Zoé')).toContain('3, 7');
    await i18n.changeLanguage('en');
  });
});

describe('the Kraken table', () => {
  function table(): PlayerView {
    const v = krakenView([], [LORD.trader, LORD.invoker], []);
    v.locationsAvailable = [LOCATION.megalodon, LOCATION.gamblingDen];
    v.kraken = {
      figure: 1, lootDeckCount: 20, lootDiscard: [0, 1],
      sentinels: [
        { lord: LORD.watcher, seat: 1, zone: 'court', target: LORD.invoker },
        { lord: LORD.vigil, seat: 0, zone: 'council', target: 2 },
        { lord: LORD.lookout, seat: 1, zone: 'location', target: LOCATION.megalodon },
      ],
    };
    v.players[0].nebulis = 2;
    v.players[1].nebulis = 3;
    v.players[1].locations = [{ id: LOCATION.battlefield, lords: [], loot: [24, 12] }];
    return v;
  }
  const render = (el: Parameters<typeof renderToStaticMarkup>[0]) => renderToStaticMarkup(el);

  it('draws each Sentinel on what it guards, with its owner', () => {
    void i18n.changeLanguage('en');
    const v = table();
    const court = render(createElement(Court, { view: v, targets: noTargets() }));
    expect(court.match(/data-sentinel=/g)?.length).toBe(1);
    expect(court).toContain(`data-sentinel-seat="1"`);
    expect(court).toContain(`Sentinel of ${v.players[1].name}`);
    // On the Invoker, the second Court card: the token sits in the same list item.
    const items = court.split('<li');
    expect(items.findIndex((li) => li.includes('data-sentinel='))).toBe(items.findIndex((li) => li.includes(`data-lord="${LORD.invoker}"`)));
    const council = render(createElement(Council, { view: v, targets: noTargets() }));
    const stacks = council.split('<li');
    expect(stacks.findIndex((li) => li.includes('data-sentinel-seat="0"'))).toBe(stacks.findIndex((li) => li.includes('data-race="seahorse"')));
    const locations = render(createElement(Locations, { view: v, targets: noTargets() }));
    const tiles = locations.split('<li');
    expect(tiles.findIndex((li) => li.includes('data-sentinel-seat="1"'))).toBe(tiles.findIndex((li) => li.includes(`data-location="${LOCATION.megalodon}"`)));
    expect(locations).toContain('data-loot-deck="20"');
    expect(locations).toContain('data-loot-discard="2"');
  });

  it('shows Nebulis in every player area, the figure on its holder only, and the Loot kept on a Location', () => {
    const v = table();
    const area = (seat: number) => render(createElement(PlayerArea, {
      view: v, player: v.players[seat], isMe: seat === 0, isCurrent: false, isDeciding: false, targets: noTargets(),
    }));
    const mine = area(0);
    const theirs = area(1);
    expect(mine).toContain('data-token="nebulis"');
    expect(mine).toContain('aria-label="2 Nebulis"');
    expect(mine).not.toContain('data-token="kraken"');
    expect(theirs).toContain('aria-label="3 Nebulis"');
    expect(theirs).toContain('data-token="kraken"');
    expect(theirs).toContain(`data-loot-sum="${LOOT_VALUES[24] + LOOT_VALUES[12]}"`);
    // Without the expansion: no Nebulis at all.
    const base = viewFor(newGame({ seed: 3, players: 2 }), 0);
    expect(render(createElement(PlayerArea, { view: base, player: base.players[0], isMe: true, isCurrent: false, isDeciding: false, targets: noTargets() })))
      .not.toContain('nebulis');
  });

  it('draws a Kraken Ally as wild: no race colour, the Kraken mark, its value', () => {
    const html = render(createElement(AllyCard, { card: kraken4 }));
    expect(html).toContain('class="card ally kraken md"');
    expect(html).toContain('data-race="kraken"');
    expect(html).toContain('data-value="4"');
    expect(html).toContain('kraken-mark');
    expect(html).not.toContain('--race');
    expect(html).toContain('aria-label="Kraken 4"');
  });
});

describe('Kraken prompts', () => {
  /** Renders my prompt for `d` with `legal`, and the actions its buttons would send. */
  function prompt(d: Decision, legal: Action[], edit: (v: PlayerView) => void = () => {}): { html: string; title: string; sent: Action[] } {
    void i18n.changeLanguage('en');
    const v = krakenView([], [LORD.trader, LORD.invoker], legal);
    edit(v);
    v.pending = d;
    const sent: Action[] = [];
    const ctx = {
      data: { version: 1 } as ViewResponse, view: v, decision: d, me: 0, legal, busy: false,
      act: (a: Action) => sent.push(a), ui: EMPTY_UI, setUi: () => {}, name: (seat: number) => `P${seat + 1}`,
    } as unknown as PromptCtx<DecisionKind>;
    const def = PROMPTS[d.kind] as unknown as { title(c: typeof ctx): string; Component(p: { ctx: typeof ctx }): React.ReactNode };
    return { html: renderToStaticMarkup(createElement(def.Component, { ctx })), title: def.title(ctx), sent };
  }
  const acts = (html: string): string[] => [...html.matchAll(/data-act="(\w+)"/g)].map((m) => m[1]);

  it('offers every listed choice, and only those', () => {
    const figure = prompt({ kind: 'krakenFigure', seat: 0, candidates: [0, 1] }, [{ type: 'giveKraken', seat: 0 }, { type: 'giveKraken', seat: 1 }]);
    expect(acts(figure.html)).toEqual(['giveKraken', 'giveKraken']);
    expect(figure.html).toContain('Keep it');
    expect(figure.html).toContain('P2');
    const place = prompt({ kind: 'placeKraken', seat: 0, card: kraken4 }, [{ type: 'placeKraken', race: 'crab' }, { type: 'placeKraken', race: 'squid' }]);
    expect(acts(place.html).filter((a) => a === 'placeKraken')).toHaveLength(2);
    expect(place.html).toContain('data-race="kraken"');
    const fence = prompt({ kind: 'fence', seat: 0, count: 2, candidates: [1] }, [{ type: 'giveNebulis', seat: 1 }]);
    expect(fence.title).toBe('The Fence: give 1 Nebulis to 2 more opponents');
    expect(acts(fence.html)).toEqual(['giveNebulis']);
    const heal = prompt({ kind: 'healer', seat: 0 }, [{ type: 'heal', card: ally('crab', 4) }]);
    expect(heal.html).toContain(`data-card="${ally('crab', 4)}"`);
    const exec = prompt({ kind: 'executioner', seat: 0 }, [{ type: 'execute', race: 'crab' }, { type: 'execute', race: 'jellyfish' }],
      (v) => { v.players[1].affiliated = [ally('crab', 2), ally('crab', 5)]; });
    expect(acts(exec.html)).toEqual(['execute', 'execute']);
    expect(exec.html).toMatch(/Crab <small>\(2\)<\/small>/);
    const executed = prompt({ kind: 'executed', seat: 0, race: 1 }, [{ type: 'discardAffiliated', card: ally('crab', 2) }]);
    expect(executed.title).toBe('The Executioner: discard an affiliated Crab');
    const lib = prompt({ kind: 'liberator', seat: 0 }, [{ type: 'liberate', lord: LORD.trader }], (v) => {
      v.players[0].locations = [{ id: 1, lords: [LORD.trader] }];
    });
    expect(acts(lib.html)).toEqual(['liberate']);
    const sentinelLegal: Action[] = [
      { type: 'placeSentinel', zone: 'court', target: LORD.invoker },
      { type: 'placeSentinel', zone: 'council', target: 2 },
      { type: 'placeSentinel', zone: 'location', target: LOCATION.megalodon },
    ];
    const sent = prompt({ kind: 'sentinel', seat: 0, lord: LORD.watcher }, sentinelLegal);
    expect(acts(sent.html)).toEqual(['placeSentinel', 'placeSentinel', 'placeSentinel']);
    expect(sent.html).toContain('data-zone="council" data-target="2"');
    expect(sent.html).toContain('Seahorse (0)');
  });

  it('shows the Loot drawn so far, the draw and the stop', () => {
    const threes = LOOT_VALUES.map((v, id) => (v === 3 ? id : -1)).filter((id) => id >= 0);
    const d: Decision = { kind: 'loot', seat: 0, location: LOCATION.megalodon, drawn: [threes[0]] };
    const { html, title } = prompt(d, [{ type: 'drawLoot' }, { type: 'stopLoot' }], (v) => { v.kraken!.lootDeckCount = 24; });
    expect(title).toBe('Searching The Megalodon for Loot');
    expect(acts(html)).toEqual(['drawLoot', 'stopLoot']);
    expect(html).toContain(`data-loot="${threes[0]}"`);
    expect(html).toContain('Values still in it: 3×2, 4×4, 5×5, 6×6, 7×7.');
    // Two 3s left among 24 cards: 8% that the next one repeats.
    expect(html).toContain('8%');
  });

  it('offers a purchase per Nebulis amount listed', () => {
    const d: Decision = { kind: 'offer', seat: 0, card: ally('crab', 3), price: 2, from: 1 };
    const { html } = prompt(d, [{ type: 'buy' }, { type: 'buy', nebulis: 1 }, { type: 'pass' }]);
    expect(acts(html)).toEqual(['buy', 'buy', 'pass']);
    expect(html).toContain('1 Pearl + 1 Nebulis');
  });
});
