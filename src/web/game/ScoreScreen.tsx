// The end: each player's score by source, as a table and as an SVG bar chart.
import { useEffect, useRef, useState } from 'react';
import type { ScoreSheet } from '../../engine/index.ts';
import { api } from '../api.ts';
import { Link } from '../Link.tsx';
import { replayPath } from '../route.ts';
import { errorText } from '../i18n/errors.ts';
import { formatList, useT } from '../i18n/index.ts';
import { CHART, chartBars, points, sourcesOf, type ScoreSource } from './scoreChart.ts';

const SOURCE_COLOR: Record<ScoreSource, string> = {
  locations: 'var(--score-locations)',
  lords: 'var(--score-lords)',
  allies: 'var(--score-allies)',
  monsters: 'var(--score-monsters)',
  nebulis: 'var(--score-nebulis)',
  leviathan: 'var(--score-leviathan)',
};

/** The bars of scoreChart.ts, a legend of the sources the sheet has above them (HTML, so long names wrap). */
function Chart({ scores, name }: { scores: ScoreSheet; name: (seat: number) => string }) {
  const t = useT();
  const bars = chartBars(scores);
  const { width: W, left } = CHART;
  const row = 36, top = 4, bar = 18, strip = 7;
  const H = top + bars.length * row + 4;
  return (
    <figure className="score-chart-wrap">
      <ul className="chart-legend" aria-hidden="true">
        {sourcesOf(scores).map((s) => <li key={s} data-source={s}><span className="swatch" style={{ background: SOURCE_COLOR[s] }} />{t(`score.${s}`)}</li>)}
      </ul>
      <svg className="score-chart" viewBox={`0 0 ${W} ${H}`} role="img" aria-label={t('score.chart')}>
        {bars.map((b, i) => {
          const y = top + i * row;
          return (
            <g key={b.seat} data-seat={b.seat} data-total={b.total}>
              <text x={left - 8} y={y + 15} textAnchor="end" className="chart-name">{name(b.seat)}</text>
              {b.gains.map((seg) => (
                <g key={seg.source} data-source={seg.source} data-value={seg.value}>
                  <rect x={seg.x} y={y + 2} width={seg.width} height={bar} fill={SOURCE_COLOR[seg.source]}>
                    <title>{`${t(`score.${seg.source}`)}: ${seg.value}`}</title>
                  </rect>
                  {seg.width > 22 && <text x={seg.x + seg.width / 2} y={y + 16} textAnchor="middle" className="seg-label">{seg.value}</text>}
                </g>
              ))}
              {b.losses.map((seg) => (
                <g key={seg.source} data-source={seg.source} data-value={seg.value}>
                  <rect x={seg.x} y={y + 2 + bar} width={seg.width} height={strip} fill={SOURCE_COLOR[seg.source]} className="loss">
                    <title>{`${t(`score.${seg.source}`)}: ${seg.value}`}</title>
                  </rect>
                </g>
              ))}
              {b.losses.length > 0 && <line className="total-mark" x1={b.totalX} x2={b.totalX} y1={y} y2={y + 2 + bar + strip + 2} />}
              <text x={b.labelX} y={y + 16} className="chart-total">{b.total}</text>
            </g>
          );
        })}
      </svg>
    </figure>
  );
}

export function ScoreScreen({ gameId, scores, name, me, local }: { gameId: string; scores: ScoreSheet; name: (seat: number) => string; me: number | null; local?: { download(): void; analyse?: string } }) {
  const t = useT();
  const [error, setError] = useState<string | null>(null);
  // The game has just ended (or a finished game opened): the score comes into view, wherever
  // the page was (on a phone, down at the decision panel).
  const section = useRef<HTMLElement>(null);
  useEffect(() => {
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    section.current?.scrollIntoView({ block: 'start', behavior: reduced ? 'auto' : 'smooth' });
  }, []);
  const sorted = [...scores].sort((a, b) => a.rank - b.rank || a.seat - b.seat);
  const winners = sorted.filter((s) => s.rank === 1).map((s) => name(s.seat));
  // The expansions' columns (Nebulis & Kraken, Scourge & Wounds) only where they are played.
  const sources = sourcesOf(scores);
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
    <section ref={section} className="panel scores" aria-labelledby="scores-title" data-testid="score-screen">
      <h2 id="scores-title">{winners.length > 1 ? t('score.tie', { names: formatList(winners) }) : t('score.winner', { name: winners[0] })}</h2>
      <div className="score-table-wrap">
        <table className="score-table">
          <thead>
            {/* The total beside the name: on a phone it stays in view while the sources scroll. */}
            <tr><th scope="col">{t('score.rank')}</th><th scope="col">{t('score.player')}</th><th scope="col">{t('score.total')}</th>{sources.map((s) => <th key={s} scope="col">{t(`score.${s}`)}</th>)}<th scope="col">{t('score.pearls')}</th></tr>
          </thead>
          <tbody>
            {sorted.map((line) => (
              <tr key={line.seat} className={line.seat === me ? 'me' : ''}>
                <td>{line.rank}</td>
                <th scope="row">{name(line.seat)}</th>
                <td className="total">{line.total}</td>
                {sources.map((s) => <td key={s} data-score={s}>{points(line, s)}</td>)}
                <td>{line.pearls}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Chart scores={scores} name={name} />
      <p className="muted">{t('score.ties')}</p>
      <div className="choices">
        {/* An offline game has no server copy: its file is written here, and opens in /replay. */}
        {!local && <Link className="btn" to={replayPath(gameId)}>{t('score.watchReplay')}</Link>}
        {!local && <Link className="btn" to={`${replayPath(gameId)}?analyse=${me ?? 0}`} testId="analyse-game">{t('score.analyse')}</Link>}
        {local?.analyse && <Link className="btn" to={local.analyse} testId="analyse-game">{t('score.analyse')}</Link>}
        <button type="button" className="btn" onClick={local ? local.download : download} data-testid="download-replay">{t('score.download')}</button>
        <Link className="btn" to={local ? '/offline' : '/'}>{t('score.newGame')}</Link>
      </div>
      {error && <p role="alert" className="error">{error}</p>}
    </section>
  );
}
