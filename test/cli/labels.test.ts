// The terminal's words for a recruitment: the Pearls it adds are the engine's cost
// (recruitCost), Outcasts included — the CLI once computed its own cost and showed none for them.
import { describe, expect, it } from 'vitest';
import { LORD, legalActions, recruitCost, viewFor, type Action } from '../engine/mutable.ts';
import { describeAction } from '../../src/cli/labels.ts';
import { ally, dpGame, giveLords, setCourtCards, setHand } from '../engine/fixtures.ts';

const CONSPIRATOR = 101; // bundled deck: cost 8, 2 races, no mandatory race

function recruitLabel(recruiter: boolean): { text: string; cost: number } {
  const s = dpGame(2, 1);
  setCourtCards(s, [CONSPIRATOR]);
  setHand(s, 0, [ally('crab', 1), ally('shellfish', 1)]);
  s.players[0].pearls = 10;
  if (recruiter) giveLords(s, 1, [LORD.recruiter]);
  const action = legalActions(s).find((a): a is Extract<Action, { type: 'recruit' }> => a.type === 'recruit' && a.lord === CONSPIRATOR);
  expect(action?.allies).toHaveLength(2);
  return { text: describeAction(viewFor(s, 0), action!), cost: recruitCost(s, 0, CONSPIRATOR) };
}

describe('CLI labels: recruiting an Outcast', () => {
  it('adds the Pearls the engine asks: 8 − 2, and 2 more under an opponent\'s Recruiter', () => {
    const plain = recruitLabel(false);
    expect(plain.cost).toBe(8);
    expect(plain.text).toContain('+ 6 Pearls');
    const raised = recruitLabel(true);
    expect(raised.cost).toBe(10);
    expect(raised.text).toContain('+ 8 Pearls');
  });
});
