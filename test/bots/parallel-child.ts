// Run as a plain Node process by search.test.ts: a parallel search bot decides once and the
// process must stay alive until the answer comes (its workers are unref'd while idle).
import { fast, newGame, viewFor } from '../engine/mutable.ts';
import { createParallelSearchBot } from '../../src/bots/parallel.ts';

const bot = createParallelSearchBot(1, 2, { iterations: 8, playoutDepth: 20 });
const s = newGame({ seed: 3, players: 2, startSeat: 0 });
fast.apply(s, { type: 'explore' });
const action = await bot.decide(viewFor(s, s.pending!.seat));
await bot.close();
process.stdout.write(JSON.stringify(action));
