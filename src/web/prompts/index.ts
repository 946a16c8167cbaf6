// One prompt per kind of decision.
import type { BaseDecisionKind, KrakenDecisionKind } from '../../engine/index.ts';
import { allyRevealed, monsterRevealed, offer, reward, takeFromTrack } from './explore.tsx';
import { affiliate, discard, martialLaw, payment } from './hand.tsx';
import { blackSmokers, location, payKeys, pickLocation, reconquer, replaceLocation } from './locations.tsx';
import { apprentice, assassinate, corruptor, hunt, illusionist, schemer, traitor } from './powers.tsx';
import { afterAction, main } from './turn.tsx';
import type { PromptDef } from './types.ts';

/**
 * Every base-game decision has its prompt. Kraken tables cannot be opened from the lobby yet
 * (issue 10): their prompts come with the Kraken table; until then PromptPanel says plainly that
 * this client cannot answer a decision it has no prompt for.
 */
export const PROMPTS: { [K in BaseDecisionKind]: PromptDef<K> } & { [K in KrakenDecisionKind]?: PromptDef<K> } = {
  main, afterAction, offer, allyRevealed, monsterRevealed, reward, takeFromTrack,
  payment, affiliate, discard, martialLaw, assassinate, hunt, apprentice, illusionist, corruptor, traitor, schemer,
  location, pickLocation, payKeys, blackSmokers, reconquer, replaceLocation,
};
