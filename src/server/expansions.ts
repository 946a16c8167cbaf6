// The expansions a table plays, by name, for what the lobby shows before a game is opened.
import type { GameOptions } from '../engine/index.ts';
import type { ExpansionName } from '../protocol/game.ts';

/** The expansions a table plays, for the lobby's lists and the invite page; undefined for the base game. */
export function expansionNames(options: GameOptions): ExpansionName[] | undefined {
  const e = options.expansions;
  const names: ExpansionName[] = [];
  if (e?.deProfundis) names.push('deProfundis');
  if (e?.kraken) names.push('kraken');
  if (e?.leviathan) names.push('leviathan');
  return names.length ? names : undefined;
}
