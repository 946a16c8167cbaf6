// The replay viewer: a finished game (from the server, or a replay file the player opens)
// rebuilt step by step by the engine in the browser, seen through any seat's eyes or a
// spectator's, with what each step wrote in the log.
import { useCallback, useMemo, useState } from 'react';
import { eventText, logDeck } from '../../i18n/events.ts';
import type { Lang } from '../../i18n/lang.ts';
import { LogPanel } from '../game/LogPanel.tsx';
import { ScoreScreen } from '../game/ScoreScreen.tsx';
import { Link } from '../Link.tsx';
import { waitingText } from '../prompts/waiting.ts';
import { gamePath } from '../route.ts';
import { buildFrames, frameView, stepLines } from './frames.ts';
import { AnalysisPanel } from './AnalysisPanel.tsx';
import { ReplayControls } from './ReplayControls.tsx';
import { ReplayTable } from './ReplayTable.tsx';
import { SeatPicker } from './SeatPicker.tsx';
import { ReplayChat } from './ReplayChat.tsx';
import { useReplaySource, type SourceState } from './useReplaySource.ts';
import './replay.css';
import { Trans } from 'react-i18next';
import { LanguageSwitch } from '../i18n/LanguageSwitch.tsx';
import { i18n, useLang, useT } from '../i18n/index.ts';

/** The log lines in the reader's language (the header's choice), like the rest of the page. */
export default function ReplayScreen({ gameId }: { gameId: string | null }) {
  const lang = useLang();
  const t = useT();
  const { state, openFile } = useReplaySource(gameId);
  return (
    <div className="game replay" data-testid="replay">
      <header className="topbar">
        <Link className="brand" to="/">Abyss</Link>
        <h1 className="replay-title">{t('replay.title')}{state.status === 'ready' && state.source.gameId ? ` #${state.source.gameId}` : ''}
          {state.status === 'ready' && state.fileName ? <small className="muted"> · {state.fileName}</small> : null}</h1>
        <span className="spacer" />
        <LanguageSwitch />
        <label className="btn replay-open">
          {t('replay.open')}
          <input type="file" accept=".json,application/json" data-testid="replay-file" className="visually-hidden"
            onChange={(e) => {
              const f = e.currentTarget.files?.[0];
              if (f) openFile(f);
              e.currentTarget.value = '';
            }} />
        </label>
      </header>
      <ReplayBody state={state} gameId={gameId} lang={lang} />
    </div>
  );
}

function ReplayBody({ state, gameId, lang }: { state: SourceState; gameId: string | null; lang: Lang }) {
  const t = useT();
  if (state.status === 'empty') {
    return <main className="page center"><p><Trans t={t} i18nKey="replay.empty" components={{ code: <code /> }} /></p></main>;
  }
  if (state.status === 'loading') return <main className="page center" aria-busy="true"><p>{t('replay.loading')}</p></main>;
  if (state.status === 'failed') {
    return (
      <main className="page center">
        <p role="alert" data-testid="replay-error">{state.message}</p>
        {state.notOver && gameId && <p><Link className="btn primary" to={gamePath(gameId, true)}>{t('replay.watchLive')}</Link></p>}
      </main>
    );
  }
  // The address's ?analyse=N (the score screen's "Analyse the game") opens the viewer afresh.
  return <ReplayViewer key={`${state.from}:${state.fileName ?? ''}:${location.search}`} state={state} lang={lang} />;
}

function ReplayViewer({ state, lang }: { state: Extract<SourceState, { status: 'ready' }>; lang: Lang }) {
  const t = useT();
  const { source } = state;
  const built = useMemo(() => buildFrames(source), [source]);
  const last = Math.max(0, built.frames.length - 1);
  const [step, setStep] = useState(0);
  // ?analyse=N (the score screen's "Analyse the game"): analyse seat N and look through its eyes.
  const analyseSeat = useMemo(() => seatParam(new URLSearchParams(location.search).get('analyse'), source.options.players), [source]);
  const [seat, setSeat] = useState<number | null>(analyseSeat);
  const go = useCallback((to: number) => setStep(Math.max(0, Math.min(last, to))), [last]);
  const frame = built.frames[step];
  const view = useMemo(() => (frame ? frameView(frame, seat) : null), [frame, seat]);
  const names = useMemo(
    () => Array.from({ length: source.options.players }, (_, i) => source.seats?.[i]?.name ?? source.options.names?.[i] ?? i18n.t('common.player', { n: i + 1 })),
    // The language names the seats without a name ("Player 2", "Joueur 2").
    [source, lang],
  );
  const name = useCallback((s: number) => names[s] ?? i18n.t('common.player', { n: s + 1 }), [names]);
  if (!frame || !view) return <main className="page center"><p role="alert" data-testid="replay-error">{built.error}</p></main>;
  const lines = stepLines(frame, seat);
  return (
    <>
      <div className="replay-bar panel">
        <ReplayControls step={step} last={last} go={go} />
        <SeatPicker names={names} seat={seat} onChange={setSeat} />
      </div>
      {built.error && <div className="banner warn" role="alert" data-testid="replay-error">{t('replay.stops', { error: built.error })}</div>}
      <section className="panel replay-step" aria-label={t('replay.thisStep')} data-testid="replay-lines">
        {frame.actor === null
          ? <p>{view.pending ? t('replay.setUpWaiting', { waiting: waitingText(view, view.pending, name) }) : t('replay.setUp')}</p>
          : (
            <>
              <p className="replay-actor"><span className={`seat-dot seat-${frame.actor}`} aria-hidden="true" /> {t('replay.decided', { name: name(frame.actor) })}</p>
              {lines.length > 0
                ? <ul>{lines.map((e, i) => <li key={i} className={e.to !== undefined ? 'private' : undefined}>{eventText(e, lang, names, logDeck(view.options))}</li>)}</ul>
                : <p className="muted">{t('replay.nothingSeen')}</p>}
              {!view.over && view.pending && <p className="muted">{t('replay.next', { waiting: waitingText(view, view.pending, name) })}</p>}
            </>
          )}
      </section>
      {view.over && view.scores && step === last && (
        source.gameId ? <ScoreScreen gameId={source.gameId} scores={view.scores} name={name} me={seat} /> : <FinalLine view={view} name={name} />
      )}
      {(state.from === 'file' || source.gameId) && (
        <AnalysisPanel key={state.from} gameId={source.gameId ?? 'file'} local={state.from === 'file' ? { options: source.options, actions: source.actions } : undefined}
          players={source.options.players} name={name} lang={lang} actions={source.actions.length} step={step}
          initialSeat={analyseSeat ?? seat ?? 0} autoStart={analyseSeat !== null}
          jump={(index, s) => {
            go(index);
            setSeat(s);
          }} />
      )}
      <div className="layout">
        <ReplayTable view={view} seats={source.seats} name={name} />
        <div className="side">
          <LogPanel log={view.log} me={seat} options={{ ...view.options, names }} lang={lang} />
          {source.gameId && <ReplayChat gameId={source.gameId} />}
        </div>
      </div>
    </>
  );
}

/** Who won, for a replay file (no server game to download again: no score screen buttons). */
function FinalLine({ view, name }: { view: { scores?: { seat: number; total: number; rank: number }[] }; name: (seat: number) => string }) {
  const t = useT();
  const sorted = [...(view.scores ?? [])].sort((a, b) => a.rank - b.rank || a.seat - b.seat);
  return (
    <section className="panel scores" data-testid="score-screen">
      <h2>{t('score.final')}</h2>
      <ol>{sorted.map((l) => <li key={l.seat}>{name(l.seat)}: {l.total}</li>)}</ol>
    </section>
  );
}

/** A seat number from the address (0-based), or null when absent or not a seat of the game. */
function seatParam(text: string | null, players: number): number | null {
  if (text === null || !/^\d$/.test(text)) return null;
  const n = Number(text);
  return n < players ? n : null;
}
