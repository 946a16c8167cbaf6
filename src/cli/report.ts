// `sim --report`: a self-contained HTML page with hand-written SVG charts: the score
// distribution of each bot, its mean score by source, and win rates with 95% intervals.
import type { SimSummary } from './sim.ts';
import { describeEngine } from './provenance.ts';

const COLORS = ['#1f77b4', '#d62728', '#2ca02c', '#9467bd', '#ff7f0e', '#8c564b'];
const SOURCE_COLORS = { locations: '#6a51a3', lords: '#2171b5', allies: '#238b45', monsters: '#cb181d' };

function esc(s: string): string {
  return s.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);
}

function quantile(sorted: number[], q: number): number {
  if (sorted.length === 0) return 0;
  const pos = (sorted.length - 1) * q;
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  return sorted[lo] + (sorted[hi] - sorted[lo]) * (pos - lo);
}

/** Overlaid histograms (outlines) of final scores, one colour per bot, with quartile box plots below. */
function distributionChart(s: SimSummary): string {
  const all = s.bots.flatMap((b) => b.scores);
  const min = Math.floor(Math.min(...all) / 10) * 10;
  const max = Math.ceil((Math.max(...all, 1) + 1) / 5) * 5;
  const bins = Math.max(1, (max - min) / 5);
  const W = 760, H = 300, left = 150, right = 20, top = 20, plotH = 200;
  const bw = (W - left - right) / bins;
  const x = (v: number): number => left + ((v - min) / (max - min)) * (W - left - right);
  const counts = s.bots.map((b) => {
    const c = new Array(bins).fill(0);
    for (const v of b.scores) c[Math.min(bins - 1, Math.floor((v - min) / 5))]++;
    return c.map((n) => n / Math.max(1, b.scores.length));
  });
  const peak = Math.max(0.01, ...counts.flat());
  const y = (f: number): number => top + plotH - (f / peak) * plotH;
  const parts: string[] = [];
  parts.push(`<line x1="${left}" y1="${top + plotH}" x2="${W - right}" y2="${top + plotH}" stroke="#333"/>`);
  parts.push(`<line x1="${left}" y1="${top}" x2="${left}" y2="${top + plotH}" stroke="#333"/>`);
  parts.push(`<text x="${left - 6}" y="${top - 8}" font-size="11" text-anchor="end">share of games</text><text x="${(left + W - right) / 2}" y="${top + plotH + 30}" font-size="11" text-anchor="middle">final score (IP)</text>`);
  for (let v = min; v <= max; v += 10) {
    parts.push(`<line x1="${x(v)}" y1="${top + plotH}" x2="${x(v)}" y2="${top + plotH + 4}" stroke="#333"/><text x="${x(v)}" y="${top + plotH + 16}" font-size="11" text-anchor="middle">${v}</text>`);
  }
  for (let i = 0; i <= 4; i++) {
    const f = (peak * i) / 4;
    parts.push(`<text x="${left - 6}" y="${y(f) + 4}" font-size="11" text-anchor="end">${(f * 100).toFixed(0)}%</text>`);
  }
  counts.forEach((c, k) => {
    const color = COLORS[k % COLORS.length];
    let d = `M ${left} ${y(0)}`;
    c.forEach((f, i) => {
      d += ` L ${left + i * bw} ${y(f)} L ${left + (i + 1) * bw} ${y(f)}`;
    });
    d += ` L ${left + bins * bw} ${y(0)}`;
    parts.push(`<path d="${d}" fill="${color}" fill-opacity="0.12" stroke="${color}" stroke-width="2"/>`);
  });
  s.bots.forEach((b, k) => {
    const sorted = [...b.scores].sort((p, q) => p - q);
    const [q1, med, q3] = [0.25, 0.5, 0.75].map((q) => quantile(sorted, q));
    const yy = top + plotH + 48 + k * 18;
    const color = COLORS[k % COLORS.length];
    parts.push(`<line x1="${x(sorted[0] ?? 0)}" y1="${yy}" x2="${x(sorted[sorted.length - 1] ?? 0)}" y2="${yy}" stroke="${color}"/>`);
    parts.push(`<rect x="${x(q1)}" y="${yy - 6}" width="${Math.max(1, x(q3) - x(q1))}" height="12" fill="${color}" fill-opacity="0.35" stroke="${color}"/>`);
    parts.push(`<line x1="${x(med)}" y1="${yy - 6}" x2="${x(med)}" y2="${yy + 6}" stroke="#000" stroke-width="2"/>`);
    parts.push(`<text x="${left - 8}" y="${yy + 4}" font-size="11" text-anchor="end" fill="${color}">${esc(b.bot)}</text>`);
  });
  const height = Math.max(H, top + plotH + 58 + s.bots.length * 18);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${height}" role="img" aria-label="Score distributions">${parts.join('')}</svg>`;
}

/** Mean score by source, one stacked bar per bot. */
function sourceChart(s: SimSummary): string {
  const W = 760, rowH = 28, left = 160, right = 60, top = 10;
  const maxTotal = Math.max(1, ...s.bots.map((b) => b.meanScore));
  const scale = (W - left - right) / maxTotal;
  const parts: string[] = [];
  s.bots.forEach((b, k) => {
    const y = top + k * rowH;
    let x = left;
    parts.push(`<text x="${left - 8}" y="${y + 17}" font-size="12" text-anchor="end">${esc(b.bot)}</text>`);
    for (const key of ['locations', 'lords', 'allies', 'monsters'] as const) {
      const w = b.meanBySource[key] * scale;
      parts.push(`<rect x="${x}" y="${y + 4}" width="${Math.max(0, w)}" height="18" fill="${SOURCE_COLORS[key]}"><title>${key}: ${b.meanBySource[key].toFixed(1)}</title></rect>`);
      x += w;
    }
    parts.push(`<text x="${x + 6}" y="${y + 17}" font-size="12">${b.meanScore.toFixed(1)}</text>`);
  });
  const legendY = top + s.bots.length * rowH + 16;
  let lx = left;
  for (const [key, color] of Object.entries(SOURCE_COLORS)) {
    parts.push(`<rect x="${lx}" y="${legendY - 10}" width="12" height="12" fill="${color}"/><text x="${lx + 16}" y="${legendY}" font-size="12">${key}</text>`);
    lx += 110;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${legendY + 10}" role="img" aria-label="Mean score by source">${parts.join('')}</svg>`;
}

/** Win rate of each bot with its 95% Wilson interval. */
function winChart(s: SimSummary): string {
  const W = 760, rowH = 28, left = 160, right = 60, top = 10;
  const x = (p: number): number => left + p * (W - left - right);
  const parts: string[] = [];
  for (let p = 0; p <= 1.0001; p += 0.25) {
    parts.push(`<line x1="${x(p)}" y1="${top}" x2="${x(p)}" y2="${top + s.bots.length * rowH}" stroke="#ddd"/><text x="${x(p)}" y="${top + s.bots.length * rowH + 14}" font-size="11" text-anchor="middle">${(p * 100).toFixed(0)}%</text>`);
  }
  s.bots.forEach((b, k) => {
    const y = top + k * rowH + 14;
    const color = COLORS[k % COLORS.length];
    parts.push(`<text x="${left - 8}" y="${y + 4}" font-size="12" text-anchor="end">${esc(b.bot)}</text>`);
    parts.push(`<line x1="${x(b.winRate95[0])}" y1="${y}" x2="${x(b.winRate95[1])}" y2="${y}" stroke="${color}" stroke-width="3"/>`);
    parts.push(`<circle cx="${x(b.winRate)}" cy="${y}" r="5" fill="${color}"/>`);
    parts.push(`<text x="${x(b.winRate95[1]) + 6}" y="${y + 4}" font-size="11">${(b.winRate * 100).toFixed(1)}%</text>`);
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${top + s.bots.length * rowH + 24}" role="img" aria-label="Win rates">${parts.join('')}</svg>`;
}

export function htmlReport(s: SimSummary): string {
  const c = s.config;
  const rows = s.bots.map((b) => `<tr><td>${esc(b.bot)}</td><td>${b.games}</td><td>${(b.winRate * 100).toFixed(1)}%</td><td>${(b.winRate95[0] * 100).toFixed(1)}–${(b.winRate95[1] * 100).toFixed(1)}%</td><td>${b.meanScore.toFixed(1)}</td></tr>`).join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Abyss simulation: ${esc(c.bots.join(' vs '))}</title>
<style>body{font-family:system-ui,sans-serif;max-width:820px;margin:2em auto;color:#222}table{border-collapse:collapse}td,th{padding:4px 10px;border-bottom:1px solid #ddd;text-align:right}td:first-child,th:first-child{text-align:left}h2{margin-top:1.6em}</style>
</head><body>
<h1>Abyss simulation</h1>
<p>${c.games} games, ${c.players} players, bots ${esc(c.bots.join(', '))}, seed ${c.seed}${c.martialLaw ? ', Martial Law' : ''}. Seats rotate every game. Mean length ${s.length.meanDecisions.toFixed(1)} decisions, ${s.length.meanTurns.toFixed(1)} turns.</p>
<p>Engine: ${esc(describeEngine(s.engine))}.</p>
${s.warnings.map((w) => `<p><strong>${esc(w)}</strong></p>`).join('\n')}
<table><tr><th>bot</th><th>seats played</th><th>win rate</th><th>95% interval</th><th>mean score</th></tr>${rows}</table>
<h2>Final score distribution</h2>${distributionChart(s)}
<h2>Mean score by source</h2>${sourceChart(s)}
<h2>Win rate (95% Wilson interval)</h2>${winChart(s)}
</body></html>
`;
}
