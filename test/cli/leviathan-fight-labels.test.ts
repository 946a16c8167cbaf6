// The terminal's labels of the Leviathan fight actions, in English and French, from a view.
import { describe, expect, it } from 'vitest';
import { legalActions, viewFor } from '../engine/mutable.ts';
import { describeAction } from '../../src/cli/labels.ts';
import { ally, setHand } from '../engine/fixtures.ts';
import { leviathanAlly, leviathanGame, placeLeviathan, startFight } from '../engine/leviathan/fight-fixtures.ts';

describe('Leviathan fight labels', () => {
  const s = leviathanGame();
  placeLeviathan(s, 4, 0, 1); // Jellyfish 3-7-5, first step beaten
  placeLeviathan(s, 0, 16); // no race, 4-7-6
  setHand(s, 0, [leviathanAlly('crab', 1), leviathanAlly('jellyfish', 4), ally('crab', 2)]);

  it('name the Leviathan by race and the steps still standing, the Ally and its effect', () => {
    startFight(s);
    const view = viewFor(s, 0);
    expect(legalActions(s).map((a) => describeAction(view, a))).toEqual([
      'Attack the Leviathan 4-7-6 on Border space 2-3 with Crab 1 (then +1 per Pearl you spend)',
      'Attack the Leviathan 4-7-6 on Border space 2-3 with Crab 2',
      'Attack the Jellyfish Leviathan 7-5 on Border space 7 with Crab 1 (then +1 per Pearl you spend)',
      'Attack the Jellyfish Leviathan 7-5 on Border space 7 with Jellyfish 4 (two dice, the higher counts)',
      'Attack the Jellyfish Leviathan 7-5 on Border space 7 with Crab 2',
      'Stop attacking',
    ]);
    expect(legalActions(s).map((a) => describeAction(view, a, 'fr'))).toEqual([
      'Attaquer le Léviathan 4-7-6 sur la case 2-3 de la Frontière avec Crabe 1 (puis +1 par Perle dépensée)',
      'Attaquer le Léviathan 4-7-6 sur la case 2-3 de la Frontière avec Crabe 2',
      'Attaquer le Léviathan Méduse 7-5 sur la case 7 de la Frontière avec Crabe 1 (puis +1 par Perle dépensée)',
      'Attaquer le Léviathan Méduse 7-5 sur la case 7 de la Frontière avec Méduse 4 (deux dés, le plus fort compte)',
      'Attaquer le Léviathan Méduse 7-5 sur la case 7 de la Frontière avec Crabe 2',
      'Cesser d’attaquer',
    ]);
  });

  it('say what a boost, a reward split, a strike and a Council stack bring', () => {
    s.pending = { kind: 'boostAttack', seat: 0, space: 4, attack: 3, max: 1 };
    let view = viewFor(s, 0);
    expect(view.legal.map((a) => describeAction(view, a))).toEqual(['Spend no Pearl: attack 3', 'Spend 1 Pearl: attack 4']);
    expect(view.legal.map((a) => describeAction(view, a, 'fr'))).toEqual(['Ne dépenser aucune Perle : attaque 3', 'Dépenser 1 Perle : attaque 4']);
    s.pending = { kind: 'fightReward', seat: 0, count: 2 };
    view = viewFor(s, 0);
    expect(view.legal.map((a) => describeAction(view, a))).toEqual([
      'Take 2 Monster tokens and 0 Leviathan Monster tokens', 'Take 1 Monster token and 1 Leviathan Monster token', 'Take 0 Monster tokens and 2 Leviathan Monster tokens',
    ]);
    expect(describeAction(view, view.legal[2], 'fr')).toBe('Prendre 0 jeton Monstre et 2 jetons Monstre Léviathan');
    s.pending = { kind: 'rebel', seat: 0 };
    view = viewFor(s, 0);
    expect(describeAction(view, view.legal[1])).toBe('Beat the next health step of the Jellyfish Leviathan 7-5 on Border space 7');
    expect(describeAction(view, view.legal[1], 'fr')).toBe('Franchir le prochain palier de vie du Léviathan Méduse 7-5 sur la case 7 de la Frontière');
    expect(describeAction(view, { type: 'takeCouncil', race: 'squid' })).toBe('Take the squid stack (0 cards)');
  });
});
