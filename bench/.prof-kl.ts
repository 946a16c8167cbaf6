import { applyAction, legalActions, newGame } from '../src/engine/index.ts';
import { chooser } from './chooser.ts';
const exp = process.argv[2] === 'base' ? undefined : { kraken: process.argv[2] !== 'lev', leviathan: process.argv[2] !== 'kraken' };
const t = performance.now();
let d = 0;
for (let g = 0; performance.now() - t < 8000; g++) {
  const pick = chooser(g * 2654435761);
  let s = newGame({ seed: g, players: 4, ...(exp ? { expansions: exp } : {}) });
  while (!s.over) { const l = legalActions(s); const r = applyAction(s, l[pick(l.length)]); if (!r.ok) throw new Error(r.error.message); s = r.state; d++; }
}
console.log(d);
