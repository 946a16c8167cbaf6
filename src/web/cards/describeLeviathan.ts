// Leviathans in words, in the reader's language: names, health steps, penalties (tooltips,
// labels, waiting lines).
import { LEVIATHANS, RACES, type LeviathanCard } from '../../engine/cards.ts';
import { i18n } from '../i18n/index.ts';

/**
 * "Jellyfish Leviathan 3-7-5", "Leviathan 4-7-6 (Crabs and Krakens only)": several share a race,
 * so the resistances tell them apart (the log names them the same way).
 */
export function leviathanName(id: number): string {
  const l = LEVIATHANS[id];
  const steps = l.steps.map((s) => s.resistance).join('-');
  return l.race === null ? i18n.t('leviathan.nameAny', { steps }) : i18n.t('leviathan.name', { race: i18n.t(`race.${RACES[l.race]}`), steps });
}

/** What it does to the player it attacks, in words. */
export function penaltyText(l: LeviathanCard): string {
  return i18n.t(`leviathan.penalty.${l.penalty}`, { count: l.amount });
}

/** Its health steps in words, the beaten ones said so. */
export function stepsText(id: number, beaten: number): string {
  return LEVIATHANS[id].steps
    .map((s, i) => i18n.t(i < beaten ? 'leviathan.stepBeaten' : 'leviathan.step', { resistance: s.resistance, tokens: s.tokens }))
    .join(', ');
}

/** The whole card in one sentence (tooltip and screen reader). */
export function leviathanText(id: number, beaten: number): string {
  return i18n.t('leviathan.cardText', { name: leviathanName(id), steps: stepsText(id, beaten), penalty: penaltyText(LEVIATHANS[id]) });
}
