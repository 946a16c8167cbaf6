// The value nets shipped in the repository (models/value/<table>/model.json and weights.bin),
// read in Node and registered for search (the browser reads the same files over HTTP).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadValueNet, registerValueNet, type LayersModelJson, type ValueNet, type ValueTable } from './value-net.ts';

export const VALUE_NET_DIR = fileURLToPath(new URL('../../models/value', import.meta.url));
export const VALUE_TABLES: readonly ValueTable[] = ['base-2p', 'all-2p'];

/** Reads one net from its folder (model.json and the weights files its manifest names). */
export function readValueNet(dir: string): ValueNet {
  const model = JSON.parse(readFileSync(join(dir, 'model.json'), 'utf8')) as LayersModelJson;
  const parts = model.weightsManifest.flatMap((g) => g.paths).map((p) => readFileSync(join(dir, p)));
  return loadValueNet(model, Buffer.concat(parts));
}

let loaded = false;

/** Registers every shipped net (once per thread); returns the tables that have one. */
export function loadShippedValueNets(dir = VALUE_NET_DIR): ValueTable[] {
  const found = VALUE_TABLES.filter((t) => existsSync(join(dir, t, 'model.json')));
  if (loaded && dir === VALUE_NET_DIR) return found;
  for (const t of found) registerValueNet(t, readValueNet(join(dir, t)));
  if (dir === VALUE_NET_DIR) loaded = true;
  return found;
}
