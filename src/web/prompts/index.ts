// One prompt per kind of decision.
import type { DecisionKind } from '../../engine/index.ts';
import { allyRevealed, monsterRevealed, offer, reward, takeFromTrack } from './explore.tsx';
import { affiliate, discard, martialLaw, payment } from './hand.tsx';
import { blackSmokers, location, payKeys, pickLocation, reconquer, replaceLocation } from './locations.tsx';
import { apprentice, assassinate, corruptor, hunt, illusionist, schemer, traitor } from './powers.tsx';
import { executed, executioner, fence, healer, krakenFigure, liberator, loot, placeKraken, sentinel } from './kraken.tsx';
import { boostAttack, borderGuard, breeder, fightReward, leviathanAttack, leviathanMonster, loseLord, rebel, tokenCouncil } from './leviathan.tsx';
import { afterAction, main } from './turn.tsx';
import type { PromptDef } from './types.ts';

/** Every decision the engine can wait for has its prompt (a new kind without one is a type error). */
export const PROMPTS: { [K in DecisionKind]: PromptDef<K> } = {
  main, afterAction, offer, allyRevealed, monsterRevealed, reward, takeFromTrack,
  payment, affiliate, discard, martialLaw, assassinate, hunt, apprentice, illusionist, corruptor, traitor, schemer,
  location, pickLocation, payKeys, blackSmokers, reconquer, replaceLocation,
  krakenFigure, placeKraken, fence, healer, executioner, executed, liberator, loot, sentinel,
  leviathanMonster, leviathanAttack, boostAttack, fightReward, tokenCouncil, loseLord, borderGuard, breeder, rebel,
};
