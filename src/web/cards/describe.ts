// Plain sentences about cards, for tooltips, labels and the rules panel.
import {
  LOCATIONS, LORDS, RACES, THREAT_REWARDS, allyRace, allyValue, describeReward, isMonsterCard, plural, type Race,
} from '../../engine/cards.ts';
import { GUILD_LOOK, RACE_LOOK } from './look.ts';

export function allyName(card: number): string {
  if (isMonsterCard(card)) return 'Monster';
  return `${RACE_LOOK[RACES[allyRace(card)]].label} ${allyValue(card)}`;
}

export function allyTip(card: number): string {
  if (isMonsterCard(card)) return 'Monster: fight it for the Threat-track reward, or keep exploring and raise the Threat.';
  return `${allyName(card)} — a ${RACE_LOOK[RACES[allyRace(card)]].label} Ally of value ${allyValue(card)}.`;
}

const TIMING: Record<string, string> = {
  onRecruit: 'Once, when recruited',
  whileFree: 'While free',
  oncePerTurn: 'Once in each of your turns',
  none: 'No power',
};

export function timingText(lord: number): string {
  return TIMING[LORDS[lord].timing];
}

export function costText(lord: number): string {
  const l = LORDS[lord];
  const race = GUILD_LOOK[l.guild].race;
  const races = plural(l.races, 'different race');
  return race ? `${l.cost} in Allies of ${races}, ${RACE_LOOK[race].label} among them` : `${l.cost} in Allies of ${races}`;
}

export function lordTip(lord: number): string {
  const l = LORDS[lord];
  const keys = l.keys ? `, ${l.keys} key` : '';
  return `${l.name} (${GUILD_LOOK[l.guild].label}) — ${l.ip} IP${keys}. Cost: ${costText(lord)}. ${timingText(lord)}: ${l.power}`;
}

export function locationTip(id: number): string {
  const l = LOCATIONS[id];
  return `${l.name} — ${l.text}`;
}

export function rewardsText(space: number): string {
  return THREAT_REWARDS[space - 1].map(describeReward).join(' or ');
}

export const raceLabel = (r: Race): string => RACE_LOOK[r].label;

export const alliesText = (n: number): string => plural(n, 'Ally');
