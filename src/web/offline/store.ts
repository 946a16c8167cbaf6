// Offline games in IndexedDB (through `idb`): one record per game, written after every change,
// so a game survives closing the tab and comes back where it was.
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { LocalGame } from './protocol.ts';

interface Schema extends DBSchema {
  games: { key: string; value: LocalGame; indexes: { updatedAt: string } };
}

let db: Promise<IDBPDatabase<Schema>> | null = null;

function open(): Promise<IDBPDatabase<Schema>> {
  db ??= openDB<Schema>('abyss-offline', 1, {
    upgrade(d) {
      d.createObjectStore('games', { keyPath: 'id' }).createIndex('updatedAt', 'updatedAt');
    },
  });
  return db;
}

export async function saveGame(game: LocalGame): Promise<void> {
  await (await open()).put('games', game);
}

export async function loadGame(id: string): Promise<LocalGame | undefined> {
  return (await open()).get('games', id);
}

/** Every saved game, the most recently played first. */
export async function listGames(): Promise<LocalGame[]> {
  return (await (await open()).getAllFromIndex('games', 'updatedAt')).reverse();
}

export async function deleteGame(id: string): Promise<void> {
  await (await open()).delete('games', id);
}
