// How races and guilds look: a colour AND a shape and a two-letter mark, so nothing relies on colour alone.
import { GUILD_RACE, RACES, capitalise, type Guild, type Race } from '../../engine/cards.ts';

export type Shape = 'circle' | 'square' | 'triangle' | 'hexagon' | 'diamond';

export interface RaceLook {
  race: Race;
  label: string;
  plural: string;
  abbr: string;
  shape: Shape;
  /** CSS custom property holding the colour (see styles.css). */
  color: string;
}

export const RACE_LOOK: Record<Race, RaceLook> = {
  jellyfish: { race: 'jellyfish', label: 'Jellyfish', plural: 'Jellyfish', abbr: 'Je', shape: 'circle', color: 'var(--jellyfish)' },
  crab: { race: 'crab', label: 'Crab', plural: 'Crabs', abbr: 'Cr', shape: 'square', color: 'var(--crab)' },
  seahorse: { race: 'seahorse', label: 'Seahorse', plural: 'Seahorses', abbr: 'Se', shape: 'triangle', color: 'var(--seahorse)' },
  shellfish: { race: 'shellfish', label: 'Shellfish', plural: 'Shellfish', abbr: 'Sh', shape: 'hexagon', color: 'var(--shellfish)' },
  squid: { race: 'squid', label: 'Squid', plural: 'Squids', abbr: 'Sq', shape: 'diamond', color: 'var(--squid)' },
};

export const raceLook = (r: number | Race): RaceLook => RACE_LOOK[typeof r === 'number' ? RACES[r] : r];

export interface GuildLook {
  label: string;
  abbr: string;
  color: string;
  race: Race | null;
}

export const GUILD_LOOK: Record<Guild, GuildLook> = {
  military: { label: 'Military', abbr: 'Mi', color: 'var(--crab)', race: GUILD_RACE.military },
  merchant: { label: 'Merchant', abbr: 'Me', color: 'var(--shellfish)', race: GUILD_RACE.merchant },
  mage: { label: 'Mage', abbr: 'Ma', color: 'var(--jellyfish)', race: GUILD_RACE.mage },
  politician: { label: 'Politician', abbr: 'Po', color: 'var(--squid)', race: GUILD_RACE.politician },
  farmer: { label: 'Farmer', abbr: 'Fa', color: 'var(--seahorse)', race: GUILD_RACE.farmer },
  ambassador: { label: 'Ambassador', abbr: 'Am', color: 'var(--ambassador)', race: null },
  smuggler: { label: 'Smuggler', abbr: 'Sm', color: 'var(--smuggler)', race: null },
};

export const guildName = (g: Guild): string => capitalise(g);
