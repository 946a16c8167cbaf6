// The end: each player's score by source, as a table and as an SVG bar chart.
import { useState } from 'react';
import type { ScoreSheet } from '../../engine/index.ts';
import { api } from '../api.ts';
import { Link } from '../Link.tsx';
import { replayPath } from '../route.ts';
import { errorText } from '../i18n/errors.ts';
import { formatList, useT } from '../i18n/index.ts';

const SOURCES = [
  { key: 'locations', color: 'var(--score-locations)' },
  { key: 'lords', color: 'var(--score-lords)' },
  { key: 'allies', color: 'var(--score-allies)' },
  { key: 'monsters', color: 'var(--score-monsters)' },
] as const;

function Chart({ scores, name }: { scores: ScoreSheet; name: (seat: number) => string }) {
  const t = useT();
  const sorted = [...scores].sort((a, b) => a.rank - b.rank || a.seat - b.seat);
  const max = Math.max(1, ...sorted.map((s) => s.total));
  const W = 480, left = 78, right = 40, row = 32, top = 30;
  const scale = (W - left - right) / max;
  const H = top + sorted.length * row + 10;
  return (
    <svg className="score-chart" viewBox={`0 0 ${W} ${H}`} role="img" aria-label={t('score.chart')}>
      <g className="legend">
        {SOURCES.map((s, i) => (
          <g key={s.key} transform={`translate(${left + i * 100},6)`}>
            <rect width="14" height="14" fill={s.color} />
            <text x="20" y="12">{t(`score.${s.key}`)}</text>
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
                    <title>{`${t(`score.${s.key}`)}: ${line[s.key]}`}</title>
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
  const t = useT();
  const [error, setError] = useState<string | null>(null);
  const sorted = [...scores].sort((a, b) => a.rank - b.rank || a.seat - b.seat);
  const winners = sorted.filter((s) => s.rank === 1).map((s) => name(s.seat));
  // Kraken: Nebulis and the figure cost IP (a column of its own, 0 or negative; absent without the expansion).
  const kraken = scores.some((l) => l.nebulis !== undefined);
  // Leviathan: the Scourge (+5) and Wounds (−1 each), a column of its own when the expansion is played.
  const leviathan = scores.some((l) => l.leviathan !== undefined);
  const download = (): void => {
    api.log(gameId).then((log) => {
      const url = URL.createObjectURL(new Blob([JSON.stringify(log, null, 2)], { type: 'application/json' }));
      const a = document.createElement('a');
      a.href = url;
      a.download = `abyss-${gameId}.json`;
      a.click();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    }, (e: unknown) => setError(errorText(e, t('score.replayFailed'))));
  };
  return (
    <section className="panel scores" aria-labelledby="scores-title" data-testid="score-screen">
      <h2 id="scores-title">{winners.length > 1 ? t('score.tie', { names: formatList(winners) }) : t('score.winner', { name: winners[0] })}</h2>
      <div className="score-table-wrap">
        <table className="score-table">
          <thead>
            <tr><th scope="col">{t('score.rank')}</th><th scope="col">{t('score.player')}</th>{SOURCES.map((s) => <th key={s.key} scope="col">{t(`score.${s.key}`)}</th>)}{kraken && <th scope="col">{t('score.nebulis')}</th>}{leviathan && <th scope="col">{t('score.leviathan')}</th>}<th scope="col">{t('score.total')}</th><th scope="col">{t('score.pearls')}</th></tr>
          </thead>
          <tbody>
            {sorted.map((line) => (
              <tr key={line.seat} className={line.seat === me ? 'me' : ''}>
                <td>{line.rank}</td>
                <th scope="row">{name(line.seat)}</th>
                {SOURCES.map((s) => <td key={s.key}>{line[s.key]}</td>)}
                {kraken && <td data-score="nebulis">{line.nebulis ?? 0}</td>}
                {leviathan && <td data-score="leviathan">{line.leviathan ?? 0}</td>}
                <td className="total">{line.total}</td>
                <td>{line.pearls}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Chart scores={scores} name={name} />
      <p className="muted">{t('score.ties')}</p>
      <div className="choices">
        <Link className="btn" to={replayPath(gameId)}>{t('score.watchReplay')}</Link>
        <button type="button" className="btn" onClick={download}>{t('score.download')}</button>
        <Link className="btn" to="/">{t('score.newGame')}</Link>
      </div>
      {error && <p role="alert" className="error">{error}</p>}
    </section>
  );
}
