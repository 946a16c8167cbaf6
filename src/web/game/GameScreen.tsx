// A game table: the board, the players, my hand, the decision panel and the log, kept live.
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { DecisionKind } from '../../engine/index.ts';
import { Link } from '../Link.tsx';
import { BotSpeedSetting } from '../motion/BotSpeedSetting.tsx';
import { useFlip } from '../motion/flip.ts';
import { useTokenFlights } from '../motion/useTokenFlights.ts';
import { AutopassSettings } from '../prompts/explore.tsx';
import { PROMPTS } from '../prompts/index.ts';
import { EMPTY_UI, type PromptCtx, type PromptDef, type UiState } from '../prompts/types.ts';
import { InviteList } from '../lobby/InviteList.tsx';
import { KnownDeal } from '../lobby/KnownDeal.tsx';
import { ChatPanel } from './ChatPanel.tsx';
import { gamePath } from '../route.ts';
import { hostedGame, tokenFor } from '../storage.ts';
import { Council } from '../table/Council.tsx';
import { Court } from '../table/Court.tsx';
import { ExplorationTrack } from '../table/ExplorationTrack.tsx';
import { Locations } from '../table/Locations.tsx';
import { MyHand } from '../table/MyHand.tsx';
import { PlayerArea } from '../table/PlayerArea.tsx';
import { noTargets } from '../table/targets.ts';
import { ThreatTrack } from '../table/ThreatTrack.tsx';
import { BorderTrack } from '../table/BorderTrack.tsx';
import { useGame, type GameHandle } from '../useGame.ts';
import { LogPanel } from './LogPanel.tsx';
import { MoveSeat } from './MoveSeat.tsx';
import { Presence } from './Presence.tsx';
import { PromptPanel } from './PromptPanel.tsx';
import { RulesPanel } from './RulesPanel.tsx';
import { ScoreScreen } from './ScoreScreen.tsx';
import { SinceLastTurn } from './SinceLastTurn.tsx';
import { TurnAlerts } from './TurnAlerts.tsx';
import { LanguageSwitch } from '../i18n/LanguageSwitch.tsx';
import { i18n, useLang, useT } from '../i18n/index.ts';

export function GameScreen({ gameId, spectate }: { gameId: string; spectate: boolean }) {
  const token = spectate ? null : tokenFor(gameId);
  const hosted = useMemo(() => hostedGame(gameId), [gameId]);
  const g = useGame(gameId, token);
  return <GameTable g={g} gameId={gameId} token={token} hosted={!!hosted} />;
}

/** A game played in this browser only (src/web/offline): no server, no seats to share. */
export interface LocalTable {
  /** Saves the game as a replay file. */
  download(): void;
  /** Where the score screen's "Analyse" goes: the replay viewer on this browser's copy (/replay?offline=<id>). */
  analyse?: string;
}

/** The table of one game, from wherever its views come (the server, or an offline game's worker). */
export function GameTable({ g, gameId, token, hosted, local, coach }: {
  g: GameHandle; gameId: string; token: string | null; hosted: boolean; local?: LocalTable;
  /** The tutorial's coach (src/web/learn), shown above the table. */
  coach?: ReactNode;
}) {
  const t = useT();
  const lang = useLang();
  const [rulesOpen, setRulesOpen] = useState(false);
  // A spectator of a known deal reads what that means before seeing the table.
  const [dealAccepted, setDealAccepted] = useState(false);
  const data = g.data;
  const version = data?.version ?? -1;
  // Choices in progress belong to one version of the game: a new view starts afresh.
  const [uiBox, setUiBox] = useState<{ version: number; ui: UiState }>({ version: -1, ui: EMPTY_UI });
  const ui = uiBox.version === version ? uiBox.ui : EMPTY_UI;
  const setUi = useCallback((patch: Partial<UiState>) => {
    setUiBox((b) => ({ version, ui: { ...(b.version === version ? b.ui : EMPTY_UI), ...patch } }));
  }, [version]);

  const view = data?.view;
  const me = data?.seat ?? null;
  // The language is a dependency: a seat without a name is called "Player 2" or "Joueur 2".
  const name = useCallback((seat: number) => data?.seats[seat]?.name ?? view?.players[seat]?.name ?? i18n.t('common.player', { n: seat + 1 }), [data, view, lang]);
  // A seat a bot plays while its player was away decides nothing until taken back.
  const mine = !!view && me !== null && view.pending?.seat === me && view.legal.length > 0 && !view.over && !data?.seats[me]?.standIn && !g.table?.ended && !g.table?.abandoned;

  const ctx: PromptCtx | null = useMemo(() => {
    if (!data || !view || !mine || !view.pending || me === null) return null;
    return { data, view, decision: view.pending, me, legal: view.legal, busy: g.busy, act: g.act, ui, setUi, name };
  }, [data, view, mine, me, g.busy, g.act, ui, setUi, name]);

  const targets = useMemo(() => {
    const t = noTargets();
    if (ctx) (PROMPTS[ctx.decision.kind] as unknown as PromptDef<DecisionKind>).targets?.(ctx, t);
    return t;
  }, [ctx]);

  useEffect(() => {
    document.title = mine ? t('game.titleYourMove') : view?.over ? t('game.titleOver') : t('common.abyss');
    return () => { document.title = 'Abyss'; };
  }, [mine, view?.over, t]);

  // Cards glide from where they were to where the new view puts them (motion/flip.ts).
  const tableRoot = useRef<HTMLDivElement>(null);
  useFlip(tableRoot, version);
  // Pearls, keys and Monster tokens fly between counters (motion/tokens.ts).
  useTokenFlights(tableRoot, view ?? null, version);

  const firstRender = !!data;
  useEffect(() => {
    if (firstRender) performance.mark('abyss:table');
  }, [firstRender]);

  if (g.fatal) {
    return (
      <main className="page center">
        <header className="lobby-head"><h1>{t('common.abyss')}</h1> <LanguageSwitch /></header>
        <p role="alert">{t(g.fatal)}</p>
        <p><Link className="btn" to="/">{t('common.backToLobby')}</Link> <Link className="btn" to={gamePath(gameId, true)}>{t('common.watchAsSpectator')}</Link></p>
      </main>
    );
  }
  if (!data || !view) {
    return <main className="page center" aria-busy="true"><p>{t('game.loading')}</p></main>;
  }
  if (me === null && data.knownDeal && !view.over && !dealAccepted) {
    return (
      <main className="page center">
        <header className="lobby-head"><h1>{t('common.abyss')}</h1> <LanguageSwitch /></header>
        <section className="banner known-deal" role="alertdialog" aria-labelledby="known-deal-title" data-testid="known-deal-warning">
          <h2 id="known-deal-title">{t('knownDeal.watchTitle')}</h2>
          <p>{t('knownDeal.watchText')}</p>
          <p>
            <button type="button" className="btn primary" onClick={() => setDealAccepted(true)} data-act="watch-known-deal">{t('knownDeal.watchOk')}</button>{' '}
            <Link className="btn" to="/">{t('common.backToLobby')}</Link>
          </p>
        </section>
      </main>
    );
  }
  const others = view.players.filter((p) => p.seat !== me);
  const myPlayer = me !== null ? view.players[me] : null;
  const deciding = view.pending?.seat ?? -1;

  return (
    <div className="game" ref={tableRoot} data-version={data.version} data-seat={me ?? 'spectator'} data-over={view.over ? 'true' : 'false'}
      data-mine={mine ? 'true' : 'false'}>
      <a className="btn skip-link" href="#decision" onClick={(e) => {
        e.preventDefault();
        document.querySelector<HTMLElement>('#decision h2')?.focus();
      }}>{t('game.skip')}</a>
      <header className="topbar">
        <Link className="brand" to="/">Abyss</Link>
        {local ? <span className="badge" data-testid="offline-badge">{t('offline.badge')}</span> : <span className="game-id" data-tip={t('game.gameId')}>#{gameId}</span>}
        {/* A finished game is no longer live, whatever the socket's state. */}
        {view.over
          ? <span className="status-pill over" role="status" data-status="over">{t('game.over')}</span>
          : local ? null : <span className={`status-pill ${g.status}`} role="status" aria-live="polite" data-status={g.status}>{t(`game.status.${g.status}`)}</span>}
        {me === null && <span className="badge">{t('game.spectating')}</span>}
        <span className="badge" data-rating={data.rating} data-tip={t(`game.ratingTip.${data.rating}`)}>{t(`game.rating.${data.rating}`)}</span>
        {mine && <span className="turn-notice" role="status" data-testid="your-turn">{t('game.yourMove')}</span>}
        <span className="spacer" />
        <LanguageSwitch />
        <button type="button" className="btn" onClick={() => setRulesOpen(true)} data-act="rules">{t('game.rules')}</button>
      </header>
      {g.status === 'reconnecting' && (
        <div className="banner warn" role="status" data-testid="reconnecting">{t('game.reconnecting')}</div>
      )}
      {g.notice && (
        <div className="banner notice" role="alert">
          {g.notice} <button type="button" className="btn small" onClick={g.dismissNotice} aria-label={t('common.dismiss')}>×</button>
        </div>
      )}
      {data.knownDeal && <KnownDeal />}
      {view.finalRound && !view.over && <div className="banner final">{t('game.finalRound')}</div>}
      {coach}
      {view.over && view.scores && <ScoreScreen gameId={gameId} scores={view.scores} name={name} me={me} local={local} />}
      <div className="layout">
        {/* On a wide screen the board, my hand and the players' column share one screen (styles.css
            "one screen"); on a phone they stack and the page scrolls. */}
        <div className="table-area">
          <div className="board">
            {/* Leviathan games have no Threat track: the Border takes its place. */}
            {view.leviathan ? <BorderTrack view={view} targets={targets} /> : <ThreatTrack threat={view.threat} />}
            <ExplorationTrack view={view} targets={targets} />
            <Council view={view} targets={targets} />
            <Court view={view} targets={targets} />
            <Locations view={view} targets={targets} />
          </div>
          {myPlayer && <MyHand cards={myPlayer.hand ?? []} targets={targets} />}
          <div className="players" aria-label={t('game.players')}>
            {myPlayer && (
              <PlayerArea view={view} player={myPlayer} seat={data.seats[myPlayer.seat]} isMe isCurrent={!view.over && view.current === myPlayer.seat}
                isDeciding={deciding === myPlayer.seat} targets={targets} />
            )}
            {others.map((p) => (
              <PlayerArea key={p.seat} view={view} player={p} seat={data.seats[p.seat]} isMe={false} isCurrent={!view.over && view.current === p.seat}
                isDeciding={deciding === p.seat} targets={targets} />
            ))}
          </div>
        </div>
        <div className="side">
          {!local && <Presence table={g.table} seats={data.seats} me={me} deciding={view.over ? null : view.pending?.seat ?? null} over={view.over || !!g.table?.ended || !!g.table?.abandoned} busy={g.busy} absent={g.absent} reclaim={g.reclaim} />}
          <PromptPanel view={view} ctx={ctx} name={name} canUndo={data.canUndo} onUndo={g.undo} onDone={g.done} busy={g.busy} />
          {me !== null && !view.over && <SinceLastTurn log={view.log} me={me} myDecision={mine} name={name} options={view.options} lang={lang} />}
          <LogPanel log={view.log} me={me} options={view.options} lang={lang} />
          <ChatPanel gameId={gameId} chat={g.chat} error={g.chatError} seats={data.seats} me={me} send={g.sendChat} />
          {/* Auto-pass stays in sight (it answers offers by itself); the rest folds into one line. */}
          {me !== null && !view.over && (
            <section className="panel settings" aria-label={t('game.preferences')}>
              <AutopassSettings />
              <details className="more-settings"><summary>{t('game.preferences')}</summary><BotSpeedSetting /><TurnAlerts gameId={gameId} mine={mine} over={view.over} /></details>
            </section>
          )}
          {!view.over && (hosted || (me !== null && token)) && (
            <section className="panel settings" aria-label={t('game.seats')}>
              {hosted && <details><summary>{t('invites.links')}</summary><InviteList gameId={gameId} /></details>}
              {me !== null && token && <MoveSeat gameId={gameId} token={token} />}
            </section>
          )}
        </div>
      </div>
      <RulesPanel open={rulesOpen} onClose={() => setRulesOpen(false)} />
    </div>
  );
}
