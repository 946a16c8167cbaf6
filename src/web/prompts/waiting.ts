// What someone else is deciding, in one sentence (spectators and waiting players see this).
import { LOCATIONS, plural } from '../../engine/cards.ts';
import type { Decision, PlayerView } from '../../engine/index.ts';
import { alliesText, allyName } from '../cards/describe.ts';
import { cardName } from '../courtCards.ts';

export function waitingText(view: PlayerView, d: Decision, name: (seat: number) => string): string {
  const who = name(d.seat);
  switch (d.kind) {
    case 'main': return `${who} is taking their turn.`;
    case 'afterAction': return `${who} may use a Lord’s power, then ends the turn.`;
    case 'offer': return `${who} may buy ${allyName(d.card)} for ${plural(d.price, 'Pearl')}.`;
    case 'allyRevealed': return `${who} takes ${allyName(d.card)} or keeps exploring.`;
    case 'monsterRevealed': return `${who} fights the Monster or keeps exploring.`;
    case 'reward': return `${who} chooses a Threat reward.`;
    case 'takeFromTrack': return `${who} takes an Ally from the track.`;
    case 'payment': return `${who} may add Allies to the payment for ${cardName(view, d.lord)}.`;
    case 'affiliate': return `${who} chooses which Ally to affiliate for ${cardName(view, d.lord)}.`;
    case 'discard': return `${who} discards ${alliesText(d.count)} (${d.reason === 'jailer' ? 'the Jailer' : 'the Commander'}).`;
    case 'martialLaw': return `${who} pays Martial Law for ${alliesText(d.count)}.`;
    case 'assassinate': return `${who} picks which Lord of ${name(d.target)} the Assassin strikes.`;
    case 'hunt': return `${who} picks whom the Hunter robs of a Monster token.`;
    case 'apprentice': return `${who} picks a Council stack for the Apprentice.`;
    case 'illusionist': return `${who} may exchange a Location (the Illusionist).`;
    case 'corruptor': return `${who} may recruit another Lord for 5 Pearls (the Corruptor).`;
    case 'traitor': return `${who} may swap a Lord for one of the Court (the Traitor).`;
    case 'schemer': return `${who} may swap a Lord for the top of the deck (the Schemer).`;
    case 'location': return `${who} takes control of a Location.`;
    case 'pickLocation': return `${who} picks a Location.`;
    case 'payKeys': return `${who} chooses keys to pay for ${LOCATIONS[d.location].name}.`;
    case 'blackSmokers': return `${who} looks through the Location stack (Black Smokers).`;
    case 'reconquer': return `${who}’s Outcasts reconquer a Location.`;
    case 'replaceLocation': return `${who} picks a Location to replace the one they lost.`;
  }
}
