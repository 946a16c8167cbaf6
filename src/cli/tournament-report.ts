// `tournament --report`: a self-contained HTML page with hand-written SVG (as `sim --report`):
// the ratings with their 95% intervals, the cross-table as a heat map, paired differences.
import type { TournamentSummary } from './tournament.ts';
import { describeEngine } from './provenance.ts';

const COLORS = ['#1f77b4', '#d62728', '#2ca02c', '#9467bd', '#ff7f0e', '#8c564b'];

function esc(s: string): string {
  return s.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);
}

const signed = (x: number, digits = 0): string => `${x > 0 ? '+' : x < 0 ? '−' : ''}${Math.abs(x).toFixed(digits)}`;

/** One row per bot (best first): the rating as a dot, its 95% interval as a bar, on a shared Elo axis. */
function ratingChart(s: TournamentSummary): string {
  const W = 760, rowH = 28, left = 200, right = 30, top = 10;
  const lo = Math.min(...s.bots.map((b) => b.rating95[0]), -50);
  const hi = Math.max(...s.bots.map((b) => b.rating95[1]), 50);
  const step = hi - lo > 1200 ? 200 : hi - lo > 500 ? 100 : 50;
  const min = Math.floor(lo / step) * step;
  const max = Math.ceil(hi / step) * step;
  const x = (v: number): number => left + ((v - min) / (max - min)) * (W - left - right);
  const bottom = top + s.bots.length * rowH;
  const parts: string[] = [];
  for (let v = min; v <= max; v += step) {
    parts.push(`<line x1="${x(v)}" y1="${top}" x2="${x(v)}" y2="${bottom}" stroke="${v === 0 ? '#999' : '#ddd'}"/><text x="${x(v)}" y="${bottom + 14}" font-size="11" text-anchor="middle">${signed(v)}</text>`);
  }
  parts.push(`<text x="${(left + W - right) / 2}" y="${bottom + 30}" font-size="11" text-anchor="middle">Bradley–Terry rating, Elo scale (mean 0)</text>`);
  s.bots.forEach((b, k) => {
    const y = top + k * rowH + 14;
    const color = COLORS[k % COLORS.length];
    parts.push(`<text x="${left - 8}" y="${y + 4}" font-size="12" text-anchor="end">${esc(b.bot)}</text>`);
    parts.push(`<line x1="${x(b.rating95[0])}" y1="${y}" x2="${x(b.rating95[1])}" y2="${y}" stroke="${color}" stroke-width="3"/>`);
    parts.push(`<circle cx="${x(b.rating)}" cy="${y}" r="5" fill="${color}"><title>${esc(b.bot)}: ${signed(b.rating)} (${signed(b.rating95[0])} to ${signed(b.rating95[1])})</title></circle>`);
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${bottom + 40}" role="img" aria-label="Ratings with 95% intervals">${parts.join('')}</svg>`;
}

/** Win share as a colour: red below one half, blue above. */
function heat(w: number): string {
  const d = Math.round(Math.abs(w - 0.5) * 2 * 160);
  return w >= 0.5 ? `rgb(${255 - d},${255 - d * 0.6},255)` : `rgb(255,${255 - d * 0.8},${255 - d})`;
}

export function tournamentReport(s: TournamentSummary): string {
  const c = s.config;
  const ratingRows = s.bots.map((b, k) => `<tr><td>${k + 1}</td><td>${esc(b.bot)}</td><td>${signed(b.rating)}</td><td>${signed(b.rating95[0])} to ${signed(b.rating95[1])}</td><td>${(b.winRate * 100).toFixed(1)}%</td><td>${b.meanScore.toFixed(1)}</td><td>${b.games}</td><td>${b.iterations ? `${b.iterations.mean.toFixed(1)} (${b.iterations.min}–${b.iterations.max})` : ''}</td></tr>`).join('');
  const crossHead = s.crossTable.bots.map((b) => `<th>${esc(b)}</th>`).join('');
  const crossRows = s.crossTable.bots.map((b, i) => `<tr><td>${esc(b)}</td>${s.crossTable.winRate[i].map((w, j) => (i === j ? '<td>—</td>' : w === null ? '<td></td>' : `<td style="background:${heat(w)}">${(w * 100).toFixed(0)}% <small>(${s.crossTable.comparisons[i][j]})</small></td>`)).join('')}</tr>`).join('');
  const pairRows = s.paired.map((p) => `<tr><td>${esc(p.a)} − ${esc(p.b)}</td><td>${p.n}</td><td>${signed(p.mean, 1)}</td><td>${p.mean95 ? `${signed(p.mean95[0], 1)} to ${signed(p.mean95[1], 1)}` : '—'}</td><td>${p.aWinRate === null ? '' : `${(p.aWinRate * 100).toFixed(1)}%`}</td></tr>`).join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Abyss tournament: ${esc(c.bots.join(', '))}</title>
<style>body{font-family:system-ui,sans-serif;max-width:820px;margin:2em auto;color:#222}table{border-collapse:collapse}td,th{padding:4px 10px;border-bottom:1px solid #ddd;text-align:right}td{white-space:nowrap}td:first-child,th:first-child{text-align:left}.ratings td:nth-child(2),.ratings th:nth-child(2){text-align:left}h2{margin-top:1.6em}</style>
</head><body>
<h1>Abyss tournament</h1>
<p>${esc(c.format)}, ${c.players} players, ${s.tables.length} table(s) × ${c.games} deal(s) × ${c.players} seatings = ${s.games} games, seed ${c.seed}${c.martialLaw && !c.leviathan ? ', Martial Law' : ''}${c.deProfundis ? ', De Profundis' : ''}${c.kraken ? ', Kraken' : ''}${c.leviathan ? ', Leviathan' : ''}. Every deal is played in every seating. Mean length ${s.length.meanDecisions.toFixed(1)} decisions, ${s.length.meanTurns.toFixed(1)} turns.</p>
<p>Engine: ${esc(describeEngine(s.engine))}.</p>
${s.warnings.map((w) => `<p><strong>${esc(w)}</strong></p>`).join('\n')}
<h2>Ratings</h2>
<p>Bradley–Terry strengths fitted on every pair of seats of every game (ties count half), on the Elo scale with mean 0; 95% intervals from a bootstrap over deals.</p>
${ratingChart(s)}
<table class="ratings"><tr><th>#</th><th>bot</th><th>Elo</th><th>95% interval</th><th>win rate</th><th>mean score</th><th>games</th><th>iterations per decision</th></tr>${ratingRows}</table>
<h2>Cross-table</h2>
<p>Share of pairwise comparisons the row's bot won against the column's (comparisons in brackets).</p>
<table><tr><th></th>${crossHead}</tr>${crossRows}</table>
<h2>Paired score differences</h2>
<p>Score of a minus score of b, averaged over the seatings of each deal at each table where both sat; 95% Student-t interval over those deals.</p>
<table><tr><th>a − b</th><th>deals</th><th>mean difference</th><th>95% interval</th><th>a's pairwise win rate</th></tr>${pairRows}</table>
</body></html>
`;
}
