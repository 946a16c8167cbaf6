// Small phrases many parts of the client share: counted nouns ("3 Pearls", "3 Perles"), race
// names and Threat rewards, in the current language. Call them while a component that uses
// `useT()` renders (or from one), so a language change renders them again.
import type { Race, Reward } from '../../engine/cards.ts';
import { i18n } from './index.ts';

export const pearls = (count: number): string => i18n.t('n.pearl', { count });
export const allies = (count: number): string => i18n.t('n.ally', { count });
export const racesCount = (count: number): string => i18n.t('n.race', { count });
export const keysCount = (count: number): string => i18n.t('n.key', { count });
export const keyTokens = (count: number): string => i18n.t('n.keyToken', { count });
export const tokens = (count: number): string => i18n.t('n.token', { count });
export const cards = (count: number): string => i18n.t('n.card', { count });
export const lords = (count: number): string => i18n.t('n.lord', { count });
export const monsterTokens = (count: number): string => i18n.t('n.monster', { count });

/** "Crab", "Crabe": one of the race. */
export const raceName = (race: Race): string => i18n.t(`race.${race}`);
/** "Crabs", "Crabes": the race as a group. */
export const raceNames = (race: Race): string => i18n.t(`races.${race}`);

/** "1 Key token + 1 Pearl": one reward option of the Threat track. */
export function rewardText(reward: Reward): string {
  const parts: string[] = [];
  if (reward.keys) parts.push(keyTokens(reward.keys));
  if (reward.pearls) parts.push(pearls(reward.pearls));
  if (reward.monsters) parts.push(monsterTokens(reward.monsters));
  return parts.length ? parts.join(' + ') : i18n.t('reward.nothing');
}

/** The options of a Threat space, "a or b". */
export const rewardsText = (options: readonly Reward[]): string => options.map(rewardText).join(i18n.t('common.or'));

/** "1 Nebulis", "2 Nebulis" (Kraken). */
export const nebulis = (count: number): string => i18n.t('n.nebulis', { count });

/** What a payment with `n` Nebulis costs in Pearls and Nebulis: "1 Pearl + 1 Nebulis" (Kraken). */
export function pearlsAndNebulis(price: number, n: number): string {
  if (!n) return pearls(price);
  const rest = Math.max(0, price - n);
  return rest ? `${pearls(rest)} + ${nebulis(n)}` : nebulis(n);
}
