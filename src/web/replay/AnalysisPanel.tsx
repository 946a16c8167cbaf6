// The post-game analysis in the replay viewer: asks the server for the search bot's analysis of
// one seat (POST /api/games/:id/analysis), shows its progress while it runs in the background,
// then a chart of the seat's expected score along the game and the costliest decisions, each
// a jump to that moment of the replay seen through that seat's eyes.
import { useEffect, useMemo, useRef, useState } from 'react';
import type { Action, GameOptions } from '../../engine/index.ts';
import type { AnalysisJobView } from '../../protocol/game.ts';
import type { AnalysisWorkerReply } from './analysis.worker.ts';
import { markSentence } from '../../i18n/analysis.ts';
import type { Lang } from '../../i18n/lang.ts';
import { api } from '../api.ts';
import { errorText } from '../i18n/errors.ts';
import { useT } from '../i18n/index.ts';
import { ANALYSIS_CHART, analysisChart } from './analysisChart.ts';

/** How often the panel asks how a running analysis is doing. */
const POLL_MS = 1000;

interface Props {
  gameId: string;
  players: number;
  name: (seat: number) => string;
  /** The seat to analyse first (the score screen's "Analyse the game" names the player's own). */
  initialSeat: number;
  /** Start the analysis at once (the page was opened to analyse). */
  autoStart: boolean;
  lang: Lang;
  actions: number;
  step: number;
  /** Shows the replay just before action `index`, as `seat` saw it. */
  jump(index: number, seat: number): void;
  /** A replay file (no server copy): analysed in this browser, on a Web Worker. */
  local?: { options: GameOptions; actions: Action[] };
}

export function AnalysisPanel({ gameId, players, name, initialSeat, autoStart, lang, actions, step, jump, local }: Props) {
  const t = useT();
  const [seat, setSeat] = useState(initialSeat);
  const [job, setJob] = useState<AnalysisJobView | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [asked, setAsked] = useState(false);
  const worker = useRef<Worker | null>(null);
  useEffect(() => () => worker.current?.terminate(), []);

  // The job the server already holds for this game, if any; or a new one when the page asks.
  useEffect(() => {
    let alive = true;
    if (local) {
      if (autoStart) start(initialSeat);
      return;
    }
    api.analysis(gameId).then(
      (j) => {
        if (!alive) return;
        if (j && (j.seat === initialSeat || !autoStart)) setJob(j);
        else if (autoStart) start(initialSeat);
      },
      (e: unknown) => { if (alive) setError(errorText(e, '')); },
    );
    return () => { alive = false; };
    // Once per game: later requests come from the buttons.
  }, [gameId]);

  // While it waits or runs: ask again every second.
  const active = job?.status === 'queued' || job?.status === 'running';
  useEffect(() => {
    if (!active || local) return;
    const timer = setTimeout(() => {
      api.analysis(gameId).then((j) => setJob(j), (e: unknown) => setError(errorText(e, '')));
    }, POLL_MS);
    return () => clearTimeout(timer);
  }, [active, job, gameId]);

  function start(s: number): void {
    setAsked(true);
    setError(null);
    if (local) return startHere(s);
    api.analyse(gameId, s).then(setJob, (e: unknown) => setError(errorText(e, '')));
  }
  function startHere(s: number): void {
    worker.current?.terminate();
    const w = new Worker(new URL('./analysis.worker.ts', import.meta.url), { type: 'module' });
    worker.current = w;
    const base = { gameId, seat: s, done: 0, total: 0 };
    setJob({ ...base, status: 'running' });
    w.onmessage = (e: MessageEvent<AnalysisWorkerReply>) => {
      const m = e.data;
      if (m.type === 'progress') setJob({ ...base, status: 'running', done: m.done, total: m.total });
      else if (m.type === 'done') setJob({ ...base, status: 'done', done: m.analysis.decisions.length, total: m.analysis.decisions.length, analysis: m.analysis });
      else setJob({ ...base, status: 'failed', error: m.message });
      if (m.type !== 'progress') w.terminate();
    };
    w.postMessage({ options: local!.options, actions: local!.actions, seat: s });
  }
  function cancel(): void {
    if (local) {
      worker.current?.terminate();
      worker.current = null;
      setJob((j) => (j ? { ...j, status: 'cancelled' } : j));
      return;
    }
    api.cancelAnalysis(gameId).then(setJob, (e: unknown) => setError(errorText(e, '')));
  }

  const analysis = job?.status === 'done' && job.analysis ? job.analysis : null;
  const chart = useMemo(() => (analysis ? analysisChart(analysis, actions) : null), [analysis, actions]);
  const shownSeat = job?.seat ?? seat;

  return (
    <section className="panel analysis" aria-label={t('analysis.title')} data-testid="analysis">
      <h2>{t('analysis.title')}</h2>
      <div className="analysis-ask">
        <label>
          {t('analysis.seat')}{' '}
          <select value={seat} onChange={(e) => setSeat(Number(e.currentTarget.value))} data-testid="analysis-seat" disabled={active}>
            {Array.from({ length: players }, (_, i) => <option key={i} value={i}>{name(i)}</option>)}
          </select>
        </label>
        {active
          ? <button type="button" className="btn" onClick={cancel} data-testid="analysis-cancel">{t('analysis.cancel')}</button>
          : <button type="button" className="btn primary" onClick={() => start(seat)} data-testid="analysis-start"
            disabled={job?.status === 'done' && job.seat === seat}>{t('analysis.start', { name: name(seat) })}</button>}
      </div>
      {job?.status === 'queued' && <p aria-live="polite" data-testid="analysis-progress">{t('analysis.queued', { ahead: job.ahead ?? 0 })}</p>}
      {job?.status === 'running' && (
        <p aria-live="polite" data-testid="analysis-progress">
          <progress value={job.done} max={Math.max(1, job.total)} />{' '}
          {job.total > 0 ? t('analysis.running', { done: job.done, total: job.total, name: name(job.seat) }) : t('analysis.starting')}
        </p>
      )}
      {!job && asked && !error && <p aria-live="polite">{t('analysis.starting')}</p>}
      {job?.status === 'cancelled' && <p>{t('analysis.cancelled')}</p>}
      {job?.status === 'failed' && <p role="alert">{t('analysis.failed', { error: job.error ?? '' })}</p>}
      {error && <p role="alert" className="error">{error}</p>}
      {analysis && chart && (
        <>
          <p data-testid="analysis-summary">
            {t('analysis.summary', { decisions: analysis.decisions.length, agreed: analysis.decisions.filter((d) => d.agreed).length, name: name(shownSeat) })}
          </p>
          <figure className="analysis-chart-wrap">
            <svg className="analysis-chart" viewBox={`0 0 ${ANALYSIS_CHART.width} ${ANALYSIS_CHART.height}`} role="img"
              aria-label={t('analysis.chart', { name: name(shownSeat) })} data-testid="analysis-chart">
              {chart.ticks.map((tk) => (
                <g key={tk.value} className="tick">
                  <line x1={ANALYSIS_CHART.left} x2={ANALYSIS_CHART.width - ANALYSIS_CHART.right} y1={tk.y} y2={tk.y} />
                  <text x={ANALYSIS_CHART.left - 4} y={tk.y + 4} textAnchor="end">{tk.value}</text>
                </g>
              ))}
              <line className="now" x1={chart.xOf(Math.max(0, step - 1))} x2={chart.xOf(Math.max(0, step - 1))} y1={ANALYSIS_CHART.top}
                y2={ANALYSIS_CHART.height - ANALYSIS_CHART.bottom} />
              <polyline className="expected" points={chart.line} fill="none" />
              {chart.points.filter((p) => p.marked).map((p) => (
                <circle key={p.decision} className="mark" cx={p.x} cy={p.y} r={5} data-index={p.index} onClick={() => jump(p.index, shownSeat)}>
                  <title>{markSentence(analysis.decisions[p.decision], lang)}</title>
                </circle>
              ))}
            </svg>
            <figcaption className="muted">{t('analysis.explain')}</figcaption>
          </figure>
          {analysis.marks.length === 0
            ? <p>{t('analysis.none')}</p>
            : (
              <>
                <h3>{t('analysis.marks')}</h3>
                <ol className="analysis-marks" data-testid="analysis-marks">
                  {analysis.marks.map((i) => {
                    const d = analysis.decisions[i];
                    return (
                      <li key={i}>
                        <button type="button" className="linkish" onClick={() => jump(d.index, shownSeat)} data-index={d.index}>
                          {t('analysis.jump', { n: d.index + 1 })}
                        </button>{' '}
                        {markSentence(d, lang)}
                      </li>
                    );
                  })}
                </ol>
              </>
            )}
        </>
      )}
    </section>
  );
}
