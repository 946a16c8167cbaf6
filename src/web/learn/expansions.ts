// The optional second tutorials (/learn/kraken, /learn/leviathan, /learn/deprofundis): one
// expansion each, on a fixed deal against one easy bot, for a player who knows the base game.
// As in the base tutorial (lessons.ts), each of the expansion's rules is introduced the first
// time it matters in the player's own game, read from the view the table shows (never from the
// hidden state), with the real table's part highlighted; the player may do anything else.
// Their words live here, in English and French, so that they load with the tutorial only (the
// first load carries neither).
import { isKrakenAlly } from '../../engine/cards.ts';
import { isOutcast } from '../../engine/outcast-deck.ts';
import type { GameOptions, PlayerView } from '../../engine/index.ts';
import type { Lang } from '../../i18n/lang.ts';

export const EXPANSION_TUTORIALS = ['kraken', 'leviathan', 'deprofundis'] as const;
export type ExpansionTutorial = (typeof EXPANSION_TUTORIALS)[number];

export function isExpansionTutorial(x: string | undefined): x is ExpansionTutorial {
  return (EXPANSION_TUTORIALS as readonly string[]).includes(x ?? '');
}

/** A lesson's moment: when it comes, what it highlights on the real table, the move it suggests. */
export interface LessonDef {
  target: string;
  suggest?: string;
  when(v: PlayerView, me: number): boolean;
}

const mine = (v: PlayerView, me: number, ...kinds: string[]): boolean => !v.over && v.pending?.seat === me && kinds.includes(v.pending.kind);
const revealed = (v: PlayerView, me: number): number | null =>
  mine(v, me, 'allyRevealed', 'offer') && v.pending && 'card' in v.pending ? v.pending.card : null;
const END: LessonDef = { target: '[data-testid="score-screen"], .banner.final', when: (v) => v.finalRound || v.over };

/** Each tutorial's lessons, in the rules' order ('end' last: it always wins once its moment comes). */
export const EXPANSION_LESSONS: Record<ExpansionTutorial, Record<string, LessonDef>> = {
  kraken: {
    krakenAlly: {
      target: '.prompt.mine, .panel.player.me',
      when: (v, me) => { const c = revealed(v, me); return (c !== null && isKrakenAlly(c)) || (v.players[me].hand ?? []).some(isKrakenAlly); },
    },
    nebulis: { target: '.panel.player.me [data-token="nebulis"]', when: (v, me) => (v.players[me].nebulis ?? 0) > 0 },
    figure: { target: '[data-token="kraken"]', when: (v, me) => (v.kraken?.figure ?? -1) >= 0 || mine(v, me, 'krakenFigure') },
    loot: { target: '.prompt.mine', when: (v, me) => mine(v, me, 'loot') },
    end: END,
  },
  leviathan: {
    border: { target: '[data-testid="border"]', when: (v, me) => mine(v, me, 'main') && (v.leviathan?.border.some((b) => b !== null) ?? false) },
    fight: { target: '[data-testid="border"]', when: (v, me) => mine(v, me, 'leviathanMonster', 'leviathanAttack', 'boostAttack') },
    reward: { target: '.prompt.mine', when: (v, me) => mine(v, me, 'fightReward', 'tokenCouncil') },
    wounds: { target: '.panel.player.me [data-token="wound"]', when: (v, me) => (v.players[me].wounds ?? 0) > 0 },
    end: END,
  },
  deprofundis: {
    court: { target: '.panel.court', when: (v, me) => mine(v, me, 'main') && v.court.some(isOutcast) },
    held: { target: '.panel.player.me', when: (v, me) => v.players[me].outcasts.length > 0 },
    reconquer: { target: '.prompt.mine', when: (v, me) => mine(v, me, 'reconquer') },
    end: END,
  },
};

/** The tutorial's table: two seats, the expansion on, a fixed deal (a numeric seed) the same for everyone. */
export function expansionOptions(which: ExpansionTutorial): Pick<GameOptions, 'seed' | 'expansions' | 'martialLaw'> {
  if (which === 'kraken') return { seed: 20260271, expansions: { kraken: true } };
  if (which === 'leviathan') return { seed: 20260562, martialLaw: true, expansions: { leviathan: true } };
  return { seed: 20261135, expansions: { deProfundis: true } };
}

/** The first lesson whose moment has come and that the player has not read yet; the end wins once it comes. */
export function nextExpansionLesson(which: ExpansionTutorial, view: PlayerView, me: number, seen: ReadonlySet<string>): { id: string; target: string; suggest?: string } | null {
  const defs = EXPANSION_LESSONS[which];
  const ids = Object.keys(defs);
  const ready = defs.end.when(view, me) && !seen.has('end') ? ['end'] : ids.filter((id) => !seen.has(id) && defs[id].when(view, me));
  const id = ready[0];
  return id ? { id, target: defs[id].target, ...(defs[id].suggest ? { suggest: defs[id].suggest } : {}) } : null;
}

interface Words {
  title: string;
  intro: string;
  lessons: Record<string, { title: string; body: string }>;
}

type TutorialWords = Record<ExpansionTutorial, Words>;

const EN: TutorialWords = {
  kraken: {
    title: 'Learn the Kraken expansion',
    intro: 'A game against one bot with the Kraken expansion: Nebulis, Kraken Allies, the Kraken figure and Loot are explained when they first come up.',
    lessons: {
      krakenAlly: { title: 'A Kraken Ally', body: 'Kraken Allies (values 2 to 4) hide in the Exploration deck. When you recruit, each stands for any race. They are never affiliated: each one you spend gives you its value minus 1 in Nebulis, and so does each one still in your hand at the end.' },
      nebulis: { title: 'Nebulis: tainted Pearls', body: 'Your Nebulis (highlighted) may pay in place of Pearls, one for one, but only when you have no Pearls beyond the price. Nebulis paid to an explorer go to that player. At the end each Nebulis costs you 1 point.' },
      figure: { title: 'The Kraken figure', body: 'Whoever holds the most Nebulis takes the Kraken figure (highlighted); on a tie with its holder, the holder chooses who takes it. Its holder loses 5 points at the end: spend your Nebulis before then.' },
      loot: { title: 'A Loot search', body: 'This Sanctuary starts a Loot search: draw cards one by one onto it, each with its effect, and stop when you like. Drawing a value already there discards both cards and ends the search. The Location scores the Loot kept on it.' },
      end: { title: 'The end and the score', body: 'The score adds a column for the expansion: Nebulis and the Kraken figure cost points, Loot adds to its Location. The rest is scored as in the base game.' },
    },
  },
  leviathan: {
    title: 'Learn the Leviathan expansion',
    intro: 'A game against one bot with the Leviathan expansion: the Border, fighting Leviathans with dice, Wounds and the Scourge are explained when they first come up.',
    lessons: {
      border: { title: 'The Border', body: 'The Threat track is replaced by the Border (highlighted): nine spaces numbered by the sum of two dice. A Leviathan comes to it when the game starts and each time an explorer passes a Monster; if its space is taken, the Leviathan there attacks that player and leaves.' },
      fight: { title: 'Fight a Leviathan', body: 'Instead of exploring on past a Monster you may attack a Leviathan at the Border: discard an Ally from your hand (a Crab, a Kraken or one of the Leviathan’s race). Attack = its value + a die. Each health step beaten uses up its resistance and gives its Monster tokens.' },
      reward: { title: 'Leviathan tokens', body: 'For each Monster token a step gives, take a normal one (points at the end) or a Leviathan token, used at once: Pearls, a Key token or a Council stack.' },
      wounds: { title: 'Wounds', body: 'A Leviathan that attacks you can leave Wounds (highlighted). At the end each Wound costs 1 point. The Scourge figure gives 5 points to whoever slew the most Leviathans.' },
      end: { title: 'The end and the score', body: 'The score adds a column for the expansion: Wounds cost points and the Scourge gives 5. Martial Law always applies with Leviathan. The rest is scored as in the base game.' },
    },
  },
  deprofundis: {
    title: 'Learn the De Profundis expansion',
    intro: 'A game against one bot with the De Profundis expansion: Outcasts in the Court, and how two of them reconquer a Location, are explained when they first come up.',
    lessons: {
      court: { title: 'Outcasts in the Court', body: 'Outcasts (highlighted in the Court) are recruited like Lords (races, cost, affiliation) and score like them, but they are not Lords: no Lord power or Location touches them. A seventh Lord or Outcast ends the game. When you plot, you may draw an Outcast instead of a Lord.' },
      held: { title: 'Your Outcasts', body: 'Your Outcasts (in your area, highlighted) score their points at the end. As soon as you hold two unused Outcasts, they must reconquer a Location.' },
      reconquer: { title: 'Reconquer a Location', body: 'Your two Outcasts take an opponent’s Location (choose which) and slide under it: it scores for you at the end. Its former owner takes the top Location of the stack instead, with the Lords that were under the lost one.' },
      end: { title: 'The end and the score', body: 'Outcasts and the Locations they reconquered score like Lords and Locations. The rest is scored as in the base game.' },
    },
  },
};

const FR: TutorialWords = {
  kraken: {
    title: 'Apprendre l’extension Kraken',
    intro: 'Une partie contre un bot avec l’extension Kraken : les Nébulis, les Alliés Kraken, la figurine du Kraken et le Butin sont expliqués quand ils se présentent.',
    lessons: {
      krakenAlly: { title: 'Un Allié Kraken', body: 'Les Alliés Kraken (valeurs 2 à 4) se cachent dans la pioche d’exploration. Pour recruter, chacun vaut n’importe quel peuple. Ils ne sont jamais affiliés : chacun dépensé vous donne sa valeur moins 1 en Nébulis, de même que chacun resté en main à la fin.' },
      nebulis: { title: 'Les Nébulis : des Perles souillées', body: 'Vos Nébulis (en surbrillance) peuvent payer à la place des Perles, une pour une, mais seulement si vous n’avez pas de Perles au-delà du prix. Les Nébulis payées à un explorateur vont à ce joueur. À la fin, chaque Nébulis vous coûte 1 point.' },
      figure: { title: 'La figurine du Kraken', body: 'Qui a le plus de Nébulis prend la figurine du Kraken (en surbrillance) ; en cas d’égalité avec son détenteur, c’est lui qui choisit qui la prend. Son détenteur perd 5 points à la fin : dépensez vos Nébulis avant.' },
      loot: { title: 'Une fouille de Butin', body: 'Ce Sanctuaire lance une fouille : piochez des cartes une à une sur lui, chacune avec son effet, et arrêtez quand vous voulez. Piocher une valeur déjà présente défausse les deux cartes et termine la fouille. Le Lieu compte le Butin gardé dessus.' },
      end: { title: 'La fin et le score', body: 'Le score ajoute une colonne pour l’extension : les Nébulis et la figurine du Kraken coûtent des points, le Butin s’ajoute à son Lieu. Le reste se compte comme dans le jeu de base.' },
    },
  },
  leviathan: {
    title: 'Apprendre l’extension Léviathan',
    intro: 'Une partie contre un bot avec l’extension Léviathan : la Frontière, les combats de Léviathans aux dés, les Blessures et le Fléau sont expliqués quand ils se présentent.',
    lessons: {
      border: { title: 'La Frontière', body: 'La piste de Menace est remplacée par la Frontière (en surbrillance) : neuf cases numérotées par la somme de deux dés. Un Léviathan y arrive au début de la partie et chaque fois qu’un explorateur passe un Monstre ; si sa case est prise, le Léviathan qui s’y trouve attaque ce joueur et s’en va.' },
      fight: { title: 'Combattre un Léviathan', body: 'Au lieu de poursuivre l’exploration après un Monstre, vous pouvez attaquer un Léviathan de la Frontière : défaussez un Allié de votre main (un Crabe, un Kraken ou un du peuple du Léviathan). Attaque = sa valeur + un dé. Chaque palier de vie battu use sa résistance et donne ses jetons Monstre.' },
      reward: { title: 'Les jetons Léviathan', body: 'Pour chaque jeton Monstre qu’un palier donne, prenez-en un normal (des points à la fin) ou un jeton Léviathan, utilisé aussitôt : des Perles, un jeton Clé ou une pile du Conseil.' },
      wounds: { title: 'Les Blessures', body: 'Un Léviathan qui vous attaque peut laisser des Blessures (en surbrillance). À la fin, chaque Blessure coûte 1 point. La figurine du Fléau donne 5 points à qui a tué le plus de Léviathans.' },
      end: { title: 'La fin et le score', body: 'Le score ajoute une colonne pour l’extension : les Blessures coûtent des points et le Fléau en donne 5. La Loi martiale s’applique toujours avec Léviathan. Le reste se compte comme dans le jeu de base.' },
    },
  },
  deprofundis: {
    title: 'Apprendre l’extension De Profundis',
    intro: 'Une partie contre un bot avec l’extension De Profundis : les Parias de la Cour, et comment deux d’entre eux reconquièrent un Lieu, sont expliqués quand ils se présentent.',
    lessons: {
      court: { title: 'Des Parias à la Cour', body: 'Les Parias (en surbrillance dans la Cour) se recrutent comme des Seigneurs (peuples, coût, affiliation) et comptent comme eux, mais ce ne sont pas des Seigneurs : aucun pouvoir de Seigneur ni aucun Lieu ne les touche. Un septième Seigneur ou Paria termine la partie. Quand vous complotez, vous pouvez piocher un Paria au lieu d’un Seigneur.' },
      held: { title: 'Vos Parias', body: 'Vos Parias (dans votre zone, en surbrillance) comptent leurs points à la fin. Dès que vous avez deux Parias inutilisés, ils doivent reconquérir un Lieu.' },
      reconquer: { title: 'Reconquérir un Lieu', body: 'Vos deux Parias prennent un Lieu d’un adversaire (choisissez lequel) et se glissent dessous : il compte pour vous à la fin. Son ancien propriétaire prend à la place le Lieu du dessus de la pile, avec les Seigneurs qui étaient sous le Lieu perdu.' },
      end: { title: 'La fin et le score', body: 'Les Parias et les Lieux qu’ils ont reconquis comptent comme des Seigneurs et des Lieux. Le reste se compte comme dans le jeu de base.' },
    },
  },
};

export const TUTORIAL_WORDS: Record<Lang, TutorialWords> = { en: EN, fr: FR };
