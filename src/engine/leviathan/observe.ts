// The Leviathan's part of observe (knowledge.ts): its segments follow the base game's (and the
// Kraken's). What the view shows of the expansion: Wounds, the Leviathans each seat slew, the
// Scourge, the Border (which Leviathan on each space and how many health steps are beaten),
// the Leviathan deck's size and discard, the Leviathan Monster tokens left and used (by effect),
// the Leviathans slain this turn, and its decisions.
import { BORDER_SPACES, LEVIATHANS, LEVIATHAN_COUNT, LEVIATHAN_TOKEN_COUNT, LEVIATHAN_TOKEN_EFFECTS } from '../cards.ts';
import type { ObservePart, SegmentRow, TableSlots } from '../knowledge.ts';
import type { LeviathanDecisionKind } from '../types.ts';

/** The Leviathan's decision kinds, in the order of its `leviathanPendingKind` segment. */
export const LEVIATHAN_DECISION_KINDS: readonly LeviathanDecisionKind[] = [
  'leviathanMonster', 'leviathanAttack', 'boostAttack', 'fightReward', 'tokenCouncil', 'loseLord', 'borderGuard', 'breeder', 'rebel',
];

const TOKEN_KINDS = [...new Set(LEVIATHAN_TOKEN_EFFECTS)];
const TOKENS_OF_KIND = TOKEN_KINDS.map((k) => LEVIATHAN_TOKEN_EFFECTS.filter((e) => e === k).length);
/** The most health steps of a Leviathan, its most resistance and its most Monster tokens (bounds). */
const MAX_STEPS = Math.max(...LEVIATHANS.map((l) => l.steps.length));
const MAX_RESISTANCE = Math.max(...LEVIATHANS.map((l) => l.steps.reduce((n, s) => n + s.resistance, 0)));
const MAX_TOKENS = Math.max(...LEVIATHANS.map((l) => l.steps.reduce((n, s) => n + s.tokens, 0)));
const WOUND_BOUND = 10;

function rows(t: TableSlots): SegmentRow[] {
  const seats = t.seats;
  return [
    ['wounds', seats, 'Leviathan: Wound tokens, per seat', WOUND_BOUND],
    ['slain', seats * LEVIATHAN_COUNT, 'Leviathan: the Leviathans each seat slew (seat × Leviathan id)', 1],
    ['scourge', seats, 'Leviathan: the seat holding the Scourge (one-hot; none before anyone slays a Leviathan)', 1],
    ['border', BORDER_SPACES * LEVIATHAN_COUNT, 'Leviathan: the Border, 9 spaces × the Leviathan on it (one-hot per space)', 1],
    ['borderBeaten', BORDER_SPACES, 'Leviathan: health steps beaten of the Leviathan on each Border space', MAX_STEPS],
    ['leviathanDeckCount', 1, 'Leviathan: Leviathans in the deck', LEVIATHAN_COUNT],
    ['leviathanDiscard', LEVIATHAN_COUNT, 'Leviathan: Leviathans discarded (face up)', 1],
    ['leviathanTokensLeft', 1, 'Leviathan: face-down Leviathan Monster tokens left', LEVIATHAN_TOKEN_COUNT],
    ['leviathanTokensUsed', TOKEN_KINDS.length, `Leviathan: Leviathan Monster tokens used, by effect (${TOKEN_KINDS.join(', ')})`, Math.max(...TOKENS_OF_KIND)],
    ['slainThisTurn', 1, 'Leviathan: Leviathans the current seat slew this turn', 2],
    ['leviathanPendingKind', LEVIATHAN_DECISION_KINDS.length, `Leviathan: pending decision kind (one-hot: ${LEVIATHAN_DECISION_KINDS.join(', ')})`, 1],
    ['monsterForced', 1, 'leviathanMonster: the explorer must attack', 1],
    ['attackSpace', BORDER_SPACES, 'leviathanAttack: the space of the Leviathan that must be attacked (none: any); boostAttack: the space attacked (one-hot)', 1],
    ['attackOptional', 1, 'leviathanAttack: the seat may stop instead', 1],
    ['attackTotal', 1, 'boostAttack: the attack rolled', MAX_RESISTANCE],
    ['boostMax', 1, 'boostAttack: the most Pearls that may be spent', MAX_RESISTANCE],
    ['rewardTokens', 1, 'fightReward: Monster tokens to take', MAX_TOKENS],
    ['tokensMore', 1, 'tokenCouncil: Leviathan tokens of the reward still to draw', MAX_TOKENS],
    ['leviathanCandidates', seats, 'borderGuard: the opponents a new Leviathan may come against', 1],
    ['bredLeviathan', LEVIATHAN_COUNT, 'breeder: the Leviathan to place (one-hot)', 1],
    ['discardForLeviathan', 1, 'discard: Allies a Leviathan takes from the hand (the base’s pendingCount says how many)', 1],
  ];
}

export const leviathanObserve: ObservePart = {
  segments: rows,

  encode(view, out) {
    const lv = view.leviathan;
    if (!lv) return;
    for (const p of view.players) {
      out.put('wounds', p.seat, p.wounds ?? 0);
      for (const id of p.slain ?? []) out.put('slain', p.seat * LEVIATHAN_COUNT + id);
    }
    if (lv.scourge >= 0) out.put('scourge', lv.scourge);
    lv.border.forEach((b, space) => {
      if (!b) return;
      out.put('border', space * LEVIATHAN_COUNT + b.id);
      out.put('borderBeaten', space, b.beaten);
    });
    out.put('leviathanDeckCount', 0, lv.deckCount);
    for (const id of lv.discard) out.put('leviathanDiscard', id);
    out.put('leviathanTokensLeft', 0, lv.tokensLeft);
    const used = TOKEN_KINDS.map(() => 0);
    for (const id of lv.tokenDiscard) used[TOKEN_KINDS.indexOf(LEVIATHAN_TOKEN_EFFECTS[id])]++;
    used.forEach((n, i) => out.put('leviathanTokensUsed', i, n));
    out.put('slainThisTurn', 0, view.turn.slain ?? 0);
    const d = view.pending;
    if (d?.kind === 'discard' && d.reason === 'leviathan') out.put('discardForLeviathan', 0);
    const kind = d ? LEVIATHAN_DECISION_KINDS.indexOf(d.kind as LeviathanDecisionKind) : -1;
    if (!d || kind < 0) return;
    out.put('leviathanPendingKind', kind);
    switch (d.kind) {
      case 'leviathanMonster':
        out.put('monsterForced', 0, d.forced ? 1 : 0);
        break;
      case 'leviathanAttack':
        if (d.space >= 0) out.put('attackSpace', d.space);
        out.put('attackOptional', 0, d.optional ? 1 : 0);
        break;
      case 'boostAttack':
        out.put('attackSpace', d.space);
        out.put('attackTotal', 0, d.attack);
        out.put('boostMax', 0, d.max);
        break;
      case 'fightReward':
        out.put('rewardTokens', 0, d.count);
        break;
      case 'tokenCouncil':
        out.put('tokensMore', 0, d.more ?? 0);
        break;
      case 'borderGuard':
        for (const s of d.candidates) out.put('leviathanCandidates', s);
        break;
      case 'breeder':
        out.put('bredLeviathan', d.leviathan);
        break;
      default:
        break;
    }
  },
};
