// The end: each player's score by source, as a table and as an SVG bar chart.
import { useState } from 'react';
import type { ScoreSheet } from '../../engine/index.ts';
import { api } from '../api.ts';
import { Link } from '../Link.tsx';
import { replayPath } from '../route.ts';

const SOURCES = [
  { key: 'locations', label: 'Locations', color: 'var(--score-locations)' },
  { key: 'lords', label: 'Lords', color: 'var(--score-lords)' },
  { key: 'allies', label: 'Allies', color: 'var(--score-allies)' },
  { key: 'monsters', label: 'Monsters', color: 'var(--score-monsters)' },
] as const;

function Chart({ scores, name }: { scores: ScoreSheet; name: (seat: number) => string }) {
  const sorted = [...scores].sort((a, b) => a.rank - b.rank || a.seat - b.seat);
  const max = Math.max(1, ...sorted.map((s) => s.total));
  const W = 480, left = 78, right = 40, row = 32, top = 30;
  const scale = (W - left - right) / max;
  const H = top + sorted.length * row + 10;
  return (
    <svg className="score-chart" viewBox={`0 0 ${W} ${H}`} role="img" aria-label="Score by source for each player">
      <g className="legend">
        {SOURCES.map((s, i) => (
          <g key={s.key} transform={`translate(${left + i * 100},6)`}>
            <rect width="14" height="14" fill={s.color} />
            <text x="20" y="12">{s.label}</text>
          </g>
        ))}
      </g>
      {sorted.map((line, i) => {
        let x = left;
        const y = top + i * row;
        return (
          <g key={line.seat}>
            <text x={left - 8} y={y + 18} textAnchor="end" className="chart-name">{name(line.seat)}</text>
            {SOURCES.map((s) => {
              const w = line[s.key] * scale;
              const seg = (
                <g key={s.key}>
                  <rect x={x} y={y + 4} width={Math.max(0, w)} height={row - 10} fill={s.color}>
                    <title>{`${s.label}: ${line[s.key]}`}</title>
                  </rect>
                  {w > 22 && <text x={x + w / 2} y={y + 19} textAnchor="middle" className="seg-label">{line[s.key]}</text>}
                </g>
              );
              x += w;
              return seg;
            })}
            <text x={x + 6} y={y + 19} className="chart-total">{line.total}</text>
          </g>
        );
      })}
    </svg>
  );
}

export function ScoreScreen({ gameId, scores, name, me }: { gameId: string; scores: ScoreSheet; name: (seat: number) => string; me: number | null }) {
  const [error, setError] = useState<string | null>(null);
  const sorted = [...scores].sort((a, b) => a.rank - b.rank || a.seat - b.seat);
  const winners = sorted.filter((s) => s.rank === 1).map((s) => name(s.seat));
  const download = (): void => {
    api.log(gameId).then((log) => {
      const url = URL.createObjectURL(new Blob([JSON.stringify(log, null, 2)], { type: 'application/json' }));
      const a = document.createElement('a');
      a.href = url;
      a.download = `abyss-${gameId}.json`;
      a.click();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    }, (e: unknown) => setError(e instanceof Error ? e.message : 'The replay could not be loaded.'));
  };
  return (
    <section className="panel scores" aria-labelledby="scores-title" data-testid="score-screen">
      <h2 id="scores-title">{winners.length > 1 ? `Tie: ${winners.join(' and ')} share the crown` : `${winners[0]} is the new ruler of the Abyss`}</h2>
      <div className="score-table-wrap">
        <table className="score-table">
          <thead>
            <tr><th scope="col">Rank</th><th scope="col">Player</th>{SOURCES.map((s) => <th key={s.key} scope="col">{s.label}</th>)}<th scope="col">Total</th><th scope="col">Pearls</th></tr>
          </thead>
          <tbody>
            {sorted.map((line) => (
              <tr key={line.seat} className={line.seat === me ? 'me' : ''}>
                <td>{line.rank}</td>
                <th scope="row">{name(line.seat)}</th>
                {SOURCES.map((s) => <td key={s.key}>{line[s.key]}</td>)}
                <td className="total">{line.total}</td>
                <td>{line.pearls}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Chart scores={scores} name={name} />
      <p className="muted">Ties go to the most Pearls, then the strongest single Lord.</p>
      <div className="choices">
        <Link className="btn" to={replayPath(gameId)}>Watch the replay</Link>
        <button type="button" className="btn" onClick={download}>Download the replay</button>
        <Link className="btn" to="/">New game</Link>
      </div>
      {error && <p role="alert" className="error">{error}</p>}
    </section>
  );
}
