// The catalogues: every kind of event renders in every language, French says it in French,
// and the words come from the arguments (ids, seats, counts), never from the engine.
import { describe, expect, it } from 'vitest';
import { EVENT_KINDS, applyAction, newGame, type EventKind, type GameEvent } from '../engine/mutable.ts';
import { eventText, logText } from '../../src/i18n/events.ts';
import { LANGS } from '../../src/i18n/lang.ts';
import { MAX_ACTIONS, prng, randomAction } from '../engine/random-play.ts';

const CRAB_3 = 20;
const MONSTER = 66;
const SLAVER = 12;
const PEDDLER = 10;
const CHASM = 15;
const EXILE = 102;

/** One event of each kind (a missing kind is a compile error). */
const SAMPLES: { [K in EventKind]: Extract<GameEvent, { kind: K }> } = {
  turn: { kind: 'turn', args: { final: true }, seat: 0 },
  extraTurn: { kind: 'extraTurn', args: {}, seat: 0 },
  noAction: { kind: 'noAction', args: {}, seat: 1 },
  martialLawPays: { kind: 'martialLawPays', args: {}, seat: 0 },
  deadPosition: { kind: 'deadPosition', args: { deProfundis: true } },
  endByCourt: { kind: 'endByCourt', args: {} },
  endBySeventh: { kind: 'endBySeventh', args: { player: 1, deProfundis: false } },
  endByLeviathan: { kind: 'endByLeviathan', args: {} },
  gameOver: { kind: 'gameOver', args: {}, reveals: true },
  score: { kind: 'score', args: { player: 0, total: 40, locations: 10, lords: 20, allies: 6, monsters: 4, pearls: 1, rank: 2 } },
  explores: { kind: 'explores', args: {}, seat: 0 },
  deckReshuffled: { kind: 'deckReshuffled', args: {} },
  reveals: { kind: 'reveals', args: { card: MONSTER, space: 3 }, seat: 0, reveals: true },
  deckExhausted: { kind: 'deckExhausted', args: {} },
  takesAlly: { kind: 'takesAlly', args: { card: CRAB_3 }, seat: 0 },
  forcedTake: { kind: 'forcedTake', args: {}, seat: 0 },
  buys: { kind: 'buys', args: { card: CRAB_3, cost: 2, from: 0 }, seat: 1 },
  passes: { kind: 'passes', args: {}, seat: 1 },
  leavesMonster: { kind: 'leavesMonster', args: { threat: 4 }, seat: 0 },
  keepsExploring: { kind: 'keepsExploring', args: {}, seat: 0 },
  fights: { kind: 'fights', args: { forced: true, space: 2 }, seat: 0 },
  reward: { kind: 'reward', args: { keys: 1, pearls: 2, monsters: 1 }, seat: 0, reveals: true },
  monsterValues: { kind: 'monsterValues', args: { values: [3, 2] }, to: 0 },
  toCouncil: { kind: 'toCouncil', args: { counts: [0, 2, 0, 1, 0] } },
  shipMaster: { kind: 'shipMaster', args: { pearls: 2 }, seat: 0 },
  plots: { kind: 'plots', args: { card: EXILE }, seat: 0, reveals: true },
  courtRefilled: { kind: 'courtRefilled', args: { left: 1, added: [EXILE, SLAVER] }, seat: 0, reveals: true },
  recruits: { kind: 'recruits', args: { card: SLAVER, allies: [CRAB_3, 0], pearls: 1 }, seat: 0 },
  affiliates: { kind: 'affiliates', args: { card: CRAB_3 }, seat: 0 },
  landlord: { kind: 'landlord', args: {}, seat: 0 },
  discards: { kind: 'discards', args: { reason: 'jailer', card: CRAB_3 }, seat: 1 },
  seekerReturns: { kind: 'seekerReturns', args: { pearls: 2 }, seat: 1 },
  lordPearls: { kind: 'lordPearls', args: { lord: PEDDLER, pearls: 2 }, seat: 0 },
  invoker: { kind: 'invoker', args: {}, seat: 0 },
  assassinates: { kind: 'assassinates', args: { lord: PEDDLER, target: 1 }, seat: 0 },
  hunts: { kind: 'hunts', args: { target: 1 }, seat: 0, reveals: true },
  huntedToken: { kind: 'huntedToken', args: { value: 4 }, to: 0 },
  huntLost: { kind: 'huntLost', args: { value: 4 }, to: 1 },
  takesStack: { kind: 'takesStack', args: { race: 4, count: 3, apprentice: true }, seat: 0, reveals: true },
  findsCards: { kind: 'findsCards', args: { cards: [CRAB_3, 0] }, to: 0 },
  illusionist: { kind: 'illusionist', args: { from: CHASM, to: 5 }, seat: 0 },
  corruptor: { kind: 'corruptor', args: { lord: PEDDLER }, seat: 0 },
  exchangesLord: { kind: 'exchangesLord', args: { by: 26, discard: PEDDLER, take: SLAVER }, seat: 0, reveals: true },
  slaver: { kind: 'slaver', args: { card: CRAB_3 }, seat: 0 },
  oracle: { kind: 'oracle', args: { race: 0, count: 1 }, seat: 0 },
  opportunist: { kind: 'opportunist', args: { lord: PEDDLER, newcomer: SLAVER }, seat: 0, reveals: true },
  drawsLocations: { kind: 'drawsLocations', args: { locations: [CHASM, 10] }, seat: 0, reveals: true },
  takesControl: { kind: 'takesControl', args: { location: CHASM, lords: [SLAVER], keys: 2 }, seat: 0 },
  ambassadorControl: { kind: 'ambassadorControl', args: { location: CHASM, lord: 34 }, seat: 0 },
  blackSmokersLooks: { kind: 'blackSmokersLooks', args: {}, seat: 0, reveals: true },
  blackSmokersSwaps: { kind: 'blackSmokersSwaps', args: { location: CHASM }, seat: 0, reveals: true },
  outcastKey: { kind: 'outcastKey', args: { outcast: EXILE }, seat: 0 },
  reconquersFromStack: { kind: 'reconquersFromStack', args: {}, seat: 0, reveals: true },
  reconquers: { kind: 'reconquers', args: { location: CHASM, outcasts: [EXILE, 101] }, seat: 0 },
  takesLocationFrom: { kind: 'takesLocationFrom', args: { location: CHASM, loser: 1 }, seat: 0 },
  replacesFromStack: { kind: 'replacesFromStack', args: { location: 5, lordsSlide: true }, seat: 1, reveals: true },
  replaces: { kind: 'replaces', args: { location: 5 }, seat: 1 },
  lordsFreed: { kind: 'lordsFreed', args: {}, seat: 1 },
  conspiratorPeeks: { kind: 'conspiratorPeeks', args: {}, seat: 0, reveals: true },
  conspiratorShows: { kind: 'conspiratorShows', args: { lord: PEDDLER }, to: 0 },
  nebulis: { kind: 'nebulis', args: { count: 2, source: 'kraken' }, seat: 0 },
  nebulisPaid: { kind: 'nebulisPaid', args: { count: 1, to: 1, source: 'payment' }, seat: 0 },
  krakenFigure: { kind: 'krakenFigure', args: { from: -1, to: 1 } },
  highwayman: { kind: 'highwayman', args: { from: 0 }, seat: 1 },
  healerLooks: { kind: 'healerLooks', args: {}, seat: 0, reveals: true },
  healerTakes: { kind: 'healerTakes', args: {}, seat: 0 },
  healerCard: { kind: 'healerCard', args: { card: CRAB_3 }, to: 0 },
  executioner: { kind: 'executioner', args: { race: 1 }, seat: 0 },
  executed: { kind: 'executed', args: { card: CRAB_3 }, seat: 1 },
  liberates: { kind: 'liberates', args: { lord: PEDDLER, location: CHASM }, seat: 0 },
  recipient: { kind: 'recipient', args: { lord: SLAVER }, seat: 0, reveals: true },
  lootDrawn: { kind: 'lootDrawn', args: { location: 25, card: 7 }, seat: 0, reveals: true },
  lootReward: { kind: 'lootReward', args: { keys: 0, pearls: 2, monsters: 0 }, seat: 0 },
  lootMonster: { kind: 'lootMonster', args: { card: MONSTER, threat: 3 }, seat: 0, reveals: true },
  lootAlly: { kind: 'lootAlly', args: { card: CRAB_3 }, seat: 0, reveals: true },
  lootNoAlly: { kind: 'lootNoAlly', args: {}, seat: 0 },
  lootRepeat: { kind: 'lootRepeat', args: { location: 23, value: 4 }, seat: 0 },
  lootStops: { kind: 'lootStops', args: { location: 26 }, seat: 0 },
  lootDeckEmpty: { kind: 'lootDeckEmpty', args: {}, seat: 0 },
  lootDiscarded: { kind: 'lootDiscarded', args: { location: 24, cards: [0, 3] }, seat: 1 },
  sentinelPlaced: { kind: 'sentinelPlaced', args: { lord: 41, zone: 'council', target: 2 }, seat: 0 },
  sentinelBack: { kind: 'sentinelBack', args: { lord: 42 }, seat: 1 },
  sentinelNoZone: { kind: 'sentinelNoZone', args: { lord: 43 }, seat: 0 },
  krakenToCouncil: { kind: 'krakenToCouncil', args: { card: 73, race: 2 }, seat: 0 },
  // Leviathan: the Border
  borderArrival: { kind: 'borderArrival', args: { leviathan: 4, dice: [2, 5], space: 4 }, reveals: true },
  borderEmpty: { kind: 'borderEmpty', args: {} },
  borderAttack: { kind: 'borderAttack', args: { leviathan: 0, penalty: 'allies', amount: 3 }, seat: 1 },
  borderLordLost: { kind: 'borderLordLost', args: { lord: SLAVER }, seat: 1 },
  borderMonsterAttack: { kind: 'borderMonsterAttack', args: { forced: true }, seat: 0 },
  borderMonsterContinue: { kind: 'borderMonsterContinue', args: {}, seat: 0 },
  borderMonsterIgnored: { kind: 'borderMonsterIgnored', args: {}, seat: 0 },
  borderGuard: { kind: 'borderGuard', args: { target: 1 }, seat: 0 },
  borderGuardNoTarget: { kind: 'borderGuardNoTarget', args: {}, seat: 0 },
  breederDraws: { kind: 'breederDraws', args: { leviathan: 16 }, seat: 0, reveals: true },
  breederPlaces: { kind: 'breederPlaces', args: { leviathan: 16, space: 8 }, seat: 0 },
  breederNothing: { kind: 'breederNothing', args: { noSpace: true }, seat: 0 },
  lootMonsterDiscarded: { kind: 'lootMonsterDiscarded', args: { card: MONSTER }, seat: 0, reveals: true },
  // Leviathan: fights
  leviathanAttack: { kind: 'leviathanAttack', args: { space: 4, leviathan: 0, card: 80, dice: [2, 5], attack: 8 }, seat: 0, reveals: true },
  attackBoost: { kind: 'attackBoost', args: { pearls: 2, attack: 7 }, seat: 0 },
  stepBeaten: { kind: 'stepBeaten', args: { leviathan: 0, resistance: 7, tokens: 3, altruist: true, taxidermist: true }, seat: 0 },
  attackMisses: { kind: 'attackMisses', args: { leviathan: 16 }, seat: 1 },
  leviathanSlain: { kind: 'leviathanSlain', args: { leviathan: 3, space: 0 }, seat: 0 },
  scourge: { kind: 'scourge', args: { from: 1, to: 0 }, seat: 0 },
  leviathanReward: { kind: 'leviathanReward', args: { normal: 1, leviathan: 2 }, seat: 0, reveals: true },
  leviathanToken: { kind: 'leviathanToken', args: { token: 15, wasted: true }, seat: 0, reveals: true },
  stopsFighting: { kind: 'stopsFighting', args: {}, seat: 0 },
  noLeviathanFight: { kind: 'noLeviathanFight', args: { lord: 59 }, seat: 0 },
  undo: { kind: 'undo', args: { events: [{ kind: 'explores', args: {}, seat: 0 }] }, seat: 0 },
  undoPrivate: { kind: 'undoPrivate', args: { events: [{ kind: 'findsCards', args: { cards: [CRAB_3] }, to: 0 }] }, seat: 0, to: 0 },
};

const NAMES = ['Ann', 'Bob'];
/** English words of our sentences that a French line must never carry. */
const ENGLISH = /\b(the|an|and|of|with|from|takes?|turn|Pearls?|Lords?|Allies|Ally|Locations?|Outcasts?|Monsters?|Council|Court|Player|IP|you|your|stack)\b/;

describe('the catalogues', () => {
  it('list every kind once', () => {
    expect(Object.keys(SAMPLES).sort()).toEqual([...EVENT_KINDS].sort());
    expect(new Set(EVENT_KINDS).size).toBe(EVENT_KINDS.length);
  });

  for (const kind of EVENT_KINDS) {
    it(`render ${kind} in every language`, () => {
      const e = SAMPLES[kind];
      const texts = LANGS.map((lang) => eventText(e, lang, NAMES));
      for (const t of texts) {
        expect(t.length).toBeGreaterThan(5);
        expect(t).not.toMatch(/undefined|NaN|\[object|#\d/);
      }
      const [en, fr] = texts;
      expect(fr).not.toBe(en);
      expect(fr, fr).not.toMatch(ENGLISH);
    });
  }

  it('give a Kraken game\'s score line its Nebulis, so that the parts add up', () => {
    const line = { ...SAMPLES.score, args: { ...SAMPLES.score.args, total: 30, nebulis: -10 } } as GameEvent;
    expect(eventText(line, 'en', NAMES)).toBe('Ann: 30 IP (Locations 10, Lords 20, Allies 6, Monsters 4, Nebulis -10), 1 Pearl — rank 2.');
    expect(eventText(line, 'fr', NAMES)).toBe('Ann : 30 points (Lieux 10, Seigneurs 20, Alliés 6, Monstres 4, Nébulis -10), 1 Perle — 2e place.');
  });

  it('say in English what the engine used to say, for the kinds random games hardly reach', () => {
    expect(eventText(SAMPLES.noAction, 'en', NAMES)).toBe('Bob can take no action.');
    expect(eventText(SAMPLES.deckExhausted, 'en')).toBe('No Exploration card is left: the exploration ends.');
    expect(eventText(SAMPLES.lordsFreed, 'en', NAMES)).toBe("No Location is left: Bob's Lords under it become free again.");
    expect(eventText(SAMPLES.endByCourt, 'en')).toBe('The Court cannot be refilled: the end of the game is triggered. Every other player takes one last turn.');
  });

  it('write French with its articles, plurals and names', () => {
    const fr = (e: GameEvent) => eventText(e, 'fr', NAMES);
    expect(fr(SAMPLES.recruits)).toBe('Ann recrute l’Esclavagiste en payant Crabe 3, Méduse 1 et 1 Perle.');
    expect(fr(SAMPLES.takesControl)).toBe('Ann prend le contrôle du Gouffre avec l’Esclavagiste et 2 jetons Clé.');
    expect(fr(SAMPLES.courtRefilled)).toBe('Il ne reste que 1 carte à la Cour : Ann gagne 2 Perles et la Cour est complétée avec l’Exilé, l’Esclavagiste.');
    expect(fr(SAMPLES.toCouncil)).toBe('Au Conseil : 2 crabes, 1 coquillage.');
    expect(fr(SAMPLES.monsterValues)).toBe('Vos jetons Monstre valent 3 et 2 points.');
    expect(fr(SAMPLES.score)).toBe('Ann : 40 points (Lieux 10, Seigneurs 20, Alliés 6, Monstres 4), 1 Perle — 2e place.');
    expect(fr({ kind: 'turn', args: { final: false }, seat: 2 })).toBe('Tour de Joueur 3.');
    // A table's own Outcast deck is named as its players wrote it.
    expect(eventText(SAMPLES.plots, 'fr', NAMES, [{ name: 'Le Crabe ermite' }, { name: 'La Murène' }])).toBe('Ann complote à la Cour pour 1 Perle : La Murène arrive.');
  });
});

describe('the Border in words', () => {
  const both = (e: GameEvent) => [eventText(e, 'en', NAMES), eventText(e, 'fr', NAMES)];
  it('names the Leviathan, the dice and the Border space', () => {
    expect(both(SAMPLES.borderArrival)).toEqual([
      'The Shellfish Leviathan 4-6-5 comes to the Border: the dice show 2 and 5, Border space 7.',
      'Le Léviathan Coquillage 4-6-5 arrive à la Frontière : les dés donnent 2 et 5, la case 7 de la Frontière.',
    ]);
    expect(both(SAMPLES.breederPlaces)).toEqual([
      'The Breeder: Ann puts the Leviathan 4-7-6 on Border space 11-12.',
      'L’Éleveur : Ann place le Léviathan 4-7-6 sur la case 11-12 de la Frontière.',
    ]);
  });
  it('says what each penalty did, and when it did nothing', () => {
    const attack = (penalty: 'wounds' | 'pearls' | 'allies' | 'freeLord', amount: number) =>
      both({ kind: 'borderAttack', args: { leviathan: 0, penalty, amount }, seat: 1 });
    expect(attack('wounds', 3)).toEqual([
      'The Jellyfish Leviathan 3-7-5 is displaced and attacks Bob before leaving the Border: Bob takes 3 Wounds.',
      'Le Léviathan Méduse 3-7-5, déplacé, attaque Bob avant de quitter la Frontière : Bob reçoit 3 Blessures.',
    ]);
    expect(attack('pearls', 0)[0]).toBe('The Jellyfish Leviathan 3-7-5 is displaced and attacks Bob before leaving the Border: no effect, Bob has no Pearl.');
    expect(attack('allies', 1)[1]).toBe('Le Léviathan Méduse 3-7-5, déplacé, attaque Bob avant de quitter la Frontière : Bob perd 1 Allié de sa main.');
    expect(attack('freeLord', 1)[0]).toBe('The Jellyfish Leviathan 3-7-5 is displaced and attacks Bob before leaving the Border: Bob loses a free Lord.');
    expect(both({ kind: 'discards', args: { reason: 'leviathan', card: CRAB_3 }, seat: 1 })).toEqual([
      'The Leviathan: Bob discards Crab 3.', 'Le Léviathan : Bob défausse Crabe 3.',
    ]);
  });
});

describe('a whole game in French', () => {
  // A seeded 3-player game of De Profundis, played to its end by uniform random choices.
  const options = { seed: 4242, players: 3, expansions: { deProfundis: true } } as const;
  let s = newGame(options);
  const rand = prng(4242);
  for (let i = 0; i < MAX_ACTIONS && s.pending; i++) {
    const r = applyAction(s, randomAction(s, rand));
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
  }
  const fr = logText(s.log, 'fr', options);
  const en = logText(s.log, 'en', options);

  it('reaches the end and renders every line', () => {
    expect(s.over).toBe(true);
    expect(fr.length).toBe(s.log.length);
  });

  it('leaves no English sentence', () => {
    fr.forEach((line, i) => {
      expect(line, `line ${i}`).not.toBe(en[i]);
      expect(line, `line ${i}: ${line}`).not.toMatch(ENGLISH);
    });
  });

  it('says the opening and the end as a French reader expects', () => {
    expect(fr.slice(0, 5)).toEqual([
      'Tour de Joueur 2.', 'Joueur 2 explore les profondeurs.', 'Joueur 2 révèle Calmar 1 sur la case 1.', 'Joueur 3 passe.',
      'Joueur 1 achète Calmar 1 à Joueur 2 pour 1 Perle.',
    ]);
    expect(fr).toContain('Joueur 1 prend le contrôle de l’Abysse avec le Chaman, le Berger et 1 jeton Clé.');
    expect(fr).toContain('Joueur 2 reconquiert le Sanctuaire avec l’Exilé et le Conspirateur.');
    expect(fr).toContain('Joueur 1 possède un 7e Seigneur ou Paria : la fin de partie est déclenchée. Chaque autre joueur joue un dernier tour.');
    expect(fr).toContain('La partie est terminée. Chacun affilie son plus faible Allié de chaque race resté en main.');
    const scores = fr.filter((_, i) => s.log[i].kind === 'score');
    expect(scores).toHaveLength(3);
    for (const line of scores) expect(line).toMatch(/^Joueur [123] : \d+ points \(Lieux \d+, Seigneurs \d+, Alliés \d+, Monstres \d+\), \d+ Perles? — \d(re|e) place\.$/);
  });
});
