// Kraken: the Loot Locations (the Cetacean Graveyard, the Abandoned Convoy, the Megalodon, the
// Battlefield) and the Loot deck. Whoever comes to control one searches the Loot deck: one card
// is drawn onto it at once, then the owner draws again or stops (a 'loot' decision); a value
// drawn twice discards both cards and ends the search. docs/kraken.md, "Loot Locations".
import { LOCATIONS, LOOT_VALUES, MONSTER_TOKEN_VALUES, isMonsterCard, threatRaised } from '../cards.ts';
import { shuffle } from '../rng.ts';
import { type Ctx, say } from '../state.ts';
import { own, ownPlayer } from '../state-copy.ts';
import { ownKraken } from './part.ts';
import type { GameState, LocationHolding } from '../types.ts';
import { gainPearlsAt } from './pearls.ts';

export function isLootLocation(location: number): boolean {
  return LOCATIONS[location]?.scoring.kind === 'lootSum';
}

/** The seat's holding of `location`, to change (its player copied if shared: state-copy.ts). */
function holdingOf(s: GameState, seat: number, location: number): LocationHolding | undefined {
  return ownPlayer(s, seat).locations.find((l) => l.id === location);
}

/**
 * `seat` has just come to control `location` (every way: keys, an Ambassador, the Illusionist,
 * Black Smokers, a reconquest or its replacement): a Loot Location is searched. The first card
 * is part of taking it; an empty Loot deck is never refilled, so there is nothing to search.
 */
export function lootCheck(s: GameState, ctx: Ctx, seat: number, location: number): void {
  if (!isLootLocation(location)) return;
  const holding = holdingOf(s, seat, location);
  if (!holding) return;
  if (s.kraken!.lootDeck.length === 0) {
    say(ctx, () => ({ kind: 'lootDeckEmpty', args: {}, seat }));
    return;
  }
  holding.loot = holding.loot ?? [];
  drawOne(s, ctx, seat, holding);
}

/**
 * Draws the top Loot card onto `holding` and applies its effect (the effect of a repeated value
 * applies too, as on Board Game Arena: the card is resolved before it is compared). Then the
 * search ends (a repeat, or no card left) or the owner decides whether to go on.
 */
function drawOne(s: GameState, ctx: Ctx, seat: number, holding: LocationHolding): void {
  const k = ownKraken(s);
  const card = k.lootDeck.pop()!;
  const value = LOOT_VALUES[card];
  const loot = holding.loot!;
  say(ctx, () => ({ kind: 'lootDrawn', args: { location: holding.id, card }, seat, reveals: true }));
  const twin = loot.find((c) => LOOT_VALUES[c] === value);
  loot.push(card);
  lootEffect(s, ctx, seat, value);
  if (twin !== undefined) {
    loot.splice(loot.indexOf(twin), 1);
    loot.splice(loot.indexOf(card), 1);
    k.lootDiscard.push(twin, card);
    say(ctx, () => ({ kind: 'lootRepeat', args: { location: holding.id, value }, seat }));
    return;
  }
  if (k.lootDeck.length === 0) {
    say(ctx, () => ({ kind: 'lootDeckEmpty', args: {}, seat }));
    return;
  }
  s.pending = { kind: 'loot', seat, location: holding.id, drawn: loot.slice() };
}

/** The immediate effect of a Loot card of `value` for `seat`. */
function lootEffect(s: GameState, ctx: Ctx, seat: number, value: number): void {
  const p = ownPlayer(s, seat);
  switch (value) {
    case 3: {
      // A Key token from the supply, if one is left.
      const keys = Math.min(1, s.keySupply);
      s.keySupply -= keys;
      p.keyTokens += keys;
      say(ctx, () => ({ kind: 'lootReward', args: { keys, pearls: 0, monsters: 0 }, seat }));
      return;
    }
    case 4:
      // Announced first, then gained: an opponent's Highwayman takes 1 of these 2 (kraken/pearls.ts).
      say(ctx, () => ({ kind: 'lootReward', args: { keys: 0, pearls: 2, monsters: 0 }, seat }));
      gainPearlsAt(s, ctx, seat, 2);
      return;
    case 5: {
      // A Monster token, if one is left: its value only to its owner.
      if (s.monsterTokens.length === 0) {
        say(ctx, () => ({ kind: 'lootReward', args: { keys: 0, pearls: 0, monsters: 0 }, seat }));
        return;
      }
      const token = own.monsterTokens(s).pop()!;
      p.monsters.push(token);
      say(ctx, () => ({ kind: 'lootReward', args: { keys: 0, pearls: 0, monsters: 1 }, seat, reveals: true }));
      say(ctx, () => ({ kind: 'monsterValues', args: { values: [MONSTER_TOKEN_VALUES[token]] }, to: seat }));
      return;
    }
    case 6:
      return lootAlly(s, ctx, seat);
    default:
      // 7: nothing at once (it scores 7).
  }
}

/**
 * Loot 6: Exploration cards are revealed until an Ally (a Kraken Ally too), which the seat
 * takes into hand; each Monster revealed raises the Threat token one space and is discarded (in a
 * Leviathan game it is only discarded).
 * An empty deck takes the shuffled discard, as exploring does; when no Ally is left in the
 * deck nor in the discard, the revealing stops with nothing found (it would never end).
 */
function lootAlly(s: GameState, ctx: Ctx, seat: number): void {
  for (;;) {
    if (s.explorationDeck.length === 0) {
      if (!s.explorationDiscard.some((c) => !isMonsterCard(c))) {
        say(ctx, () => ({ kind: 'lootNoAlly', args: {}, seat }));
        return;
      }
      s.explorationDeck = own.explorationDiscard(s);
      s.explorationDiscard = [];
      shuffle(s, own.explorationDeck(s));
      say(ctx, () => ({ kind: 'deckReshuffled', args: {} }));
    }
    const card = own.explorationDeck(s).pop()!;
    if (isMonsterCard(card)) {
      own.explorationDiscard(s).push(card);
      // Leviathan: no Threat track, and no Leviathan comes (docs/leviathan.md, "With the other expansions").
      if (s.leviathan) {
        say(ctx, () => ({ kind: 'lootMonsterDiscarded', args: { card }, seat, reveals: true }));
        continue;
      }
      s.threat = threatRaised(s.threat);
      say(ctx, () => ({ kind: 'lootMonster', args: { card, threat: s.threat }, seat, reveals: true }));
      continue;
    }
    ownPlayer(s, seat).hand.push(card);
    say(ctx, () => ({ kind: 'lootAlly', args: { card }, seat, reveals: true }));
    return;
  }
}

/** The 'loot' decision: draw another card. */
export function drawAgain(s: GameState, ctx: Ctx, seat: number, location: number): void {
  s.pending = null;
  drawOne(s, ctx, seat, holdingOf(s, seat, location)!);
}

export function stopSearch(s: GameState, ctx: Ctx, seat: number, location: number): void {
  s.pending = null;
  say(ctx, () => ({ kind: 'lootStops', args: { location }, seat }));
}

/**
 * The Loot on `holding` goes to the Loot discard: its owner lost the Location (De Profundis) or
 * exchanged it (the Illusionist). The Loot lay on that tile and was drawn for that owner.
 */
export function discardLoot(s: GameState, ctx: Ctx, seat: number, holding: LocationHolding): void {
  const cards = holding.loot;
  if (!cards) return;
  delete holding.loot;
  if (cards.length === 0) return;
  ownKraken(s).lootDiscard.push(...cards);
  say(ctx, () => ({ kind: 'lootDiscarded', args: { location: holding.id, cards: cards.slice() }, seat }));
}
