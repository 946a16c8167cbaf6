// What someone else is deciding, in one sentence (spectators and waiting players see this).
// Called while PromptPanel or the replay viewer renders, in the current language.
import { LOOT_VALUES, RACES } from '../../engine/cards.ts';
import type { Decision, PlayerView } from '../../engine/index.ts';
import { allyName, locationIn, lordIn } from '../cards/describe.ts';
import { cardRef } from '../courtCards.ts';
import { i18n } from '../i18n/index.ts';
import { allies, monsterTokens, pearls, raceName } from '../i18n/words.ts';
import { leviathanName } from '../cards/describeLeviathan.ts';

export function waitingText(view: PlayerView, d: Decision, name: (seat: number) => string): string {
  const who = name(d.seat);
  const t = i18n.t.bind(i18n);
  switch (d.kind) {
    case 'main': return t('waiting.main', { who });
    case 'afterAction': return t('waiting.afterAction', { who });
    case 'offer': return t('waiting.offer', { who, card: allyName(d.card), price: pearls(d.price) });
    case 'allyRevealed': return t('waiting.allyRevealed', { who, card: allyName(d.card) });
    case 'monsterRevealed': return t('waiting.monsterRevealed', { who });
    case 'reward': return t('waiting.reward', { who });
    case 'takeFromTrack': return t('waiting.takeFromTrack', { who });
    case 'payment': return t('waiting.payment', { who, card: cardRef(view, d.lord), cardOf: cardRef(view, d.lord, 'of') });
    case 'affiliate': return t('waiting.affiliate', { who, card: cardRef(view, d.lord) });
    case 'discard': return d.reason === 'jailer'
      ? t('waiting.discardJailer', { who, allies: allies(d.count) })
      : d.reason === 'leviathan'
        ? t('waiting.discardLeviathan', { who, allies: allies(d.count) })
        : t('waiting.discardCommander', { who, allies: allies(d.count) });
    case 'martialLaw': return t('waiting.martialLaw', { who, allies: allies(d.count) });
    case 'assassinate': return t('waiting.assassinate', { who, target: name(d.target) });
    case 'hunt': return t('waiting.hunt', { who });
    case 'apprentice': return t('waiting.apprentice', { who });
    case 'illusionist': return t('waiting.illusionist', { who });
    case 'corruptor': return t('waiting.corruptor', { who });
    case 'traitor': return t('waiting.traitor', { who });
    case 'schemer': return t('waiting.schemer', { who });
    case 'location': return t('waiting.location', { who });
    case 'pickLocation': return t('waiting.pickLocation', { who });
    case 'payKeys': return t('waiting.payKeys', { who, location: locationIn(d.location) });
    case 'blackSmokers': return t('waiting.blackSmokers', { who });
    case 'reconquer': return t('waiting.reconquer', { who });
    case 'replaceLocation': return t('waiting.replaceLocation', { who });
    case 'krakenFigure': return t('waiting.krakenFigure', { who });
    case 'placeKraken': return t('waiting.placeKraken', { who });
    case 'fence': return t('waiting.fence', { who });
    case 'healer': return t('waiting.healer', { who });
    case 'executioner': return t('waiting.executioner', { who });
    case 'executed': return t('waiting.executed', { who, race: raceName(RACES[d.race]) });
    case 'liberator': return t('waiting.liberator', { who });
    case 'loot': return t('waiting.loot', { who, location: locationIn(d.location), loot: d.drawn.map((id) => LOOT_VALUES[id]).join(', ') || '—' });
    case 'sentinel': return t('waiting.sentinel', { who, lord: lordIn(d.lord), lordOf: lordIn(d.lord, 'of') });
    case 'leviathanMonster': return t('waiting.leviathanMonster', { who });
    case 'leviathanAttack': return d.optional ? t('waiting.leviathanAttackMay', { who }) : t('waiting.leviathanAttack', { who });
    case 'boostAttack': return t('waiting.boostAttack', { who, attack: d.attack });
    case 'fightReward': return t('waiting.fightReward', { who, tokens: monsterTokens(d.count) });
    case 'tokenCouncil': return t('waiting.tokenCouncil', { who });
    case 'loseLord': return t('waiting.loseLord', { who });
    case 'borderGuard': return t('waiting.borderGuard', { who });
    case 'breeder': return t('waiting.breeder', { who, leviathan: leviathanName(d.leviathan) });
    case 'rebel': return t('waiting.rebel', { who });
    default: return t('waiting.other', { who });
  }
}
