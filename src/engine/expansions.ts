// The composition root: the one engine module that imports the expansion folders. It registers
// them with the hooks (hooks.ts) in the order their hooks and their observation segments run;
// the engine's entry point (index.ts) imports it first.
import { DE_PROFUNDIS } from './de-profundis/hooks.ts';
import { registerExpansions } from './hooks.ts';
import { KRAKEN } from './kraken/hooks.ts';
import { LEVIATHAN } from './leviathan/hooks.ts';

registerExpansions([DE_PROFUNDIS, KRAKEN, LEVIATHAN]);
