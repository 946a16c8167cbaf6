// Games to watch: the listed games being played and the ones recently finished (GET /api/games),
// refreshed while the lobby is open, with a link to watch each one and to replay the finished.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { GameListItem, GameListResponse } from '../../protocol/game.ts';
import { api } from '../api.ts';
import { Link } from '../Link.tsx';
import { gamePath, replayPath } from '../route.ts';
import './liveGames.css';
import { errorText } from '../i18n/errors.ts';
import { formatList, i18n, useT } from '../i18n/index.ts';
import { ExpansionBadges } from './ExpansionBadges.tsx';

/** How often the lists are asked again while the lobby is shown (ms). */
const REFRESH_MS = 5_000;
const PAGE = 10;

export function LiveGames() {
  const t = useT();
  return (
    <section className="panel lobby-card watch-list" aria-labelledby="watch-title">
      <h2 id="watch-title" data-testid="watch-title">{t('watch.title')}</h2>
      <GameList status="live" title={t('watch.live')} empty={t('watch.liveEmpty')} />
      <GameList status="over" title={t('watch.over')} empty={t('watch.overEmpty')} />
      <p className="muted small-print">{t('watch.note')} <Link to={replayPath()}>{t('watch.openFile')}</Link></p>
    </section>
  );
}

function GameList({ status, title, empty }: { status: 'live' | 'over'; title: string; empty: string }) {
  const t = useT();
  const [games, setGames] = useState<GameListItem[] | null>(null);
  const [next, setNext] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  // Pages shown beyond the first: the refresh asks for as many rows as are on screen.
  const shown = useRef(PAGE);

  const refresh = useCallback(async () => {
    try {
      const r: GameListResponse = await api.games(status, Math.min(50, shown.current));
      setGames(r.games);
      setNext(r.next);
      setError(null);
    } catch (e) {
      setError(errorText(e, i18n.t('watch.failed')));
    }
  }, [status]);

  useEffect(() => {
    void refresh();
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') void refresh();
    }, REFRESH_MS);
    return () => clearInterval(timer);
  }, [refresh]);

  const more = async (): Promise<void> => {
    if (!next) return;
    try {
      const r = await api.games(status, PAGE, next);
      setGames((g) => [...(g ?? []), ...r.games.filter((x) => !g?.some((y) => y.gameId === x.gameId))]);
      setNext(r.next);
      shown.current += PAGE;
    } catch (e) {
      setError(errorText(e, t('watch.failed')));
    }
  };

  return (
    <div className="watch-section" data-list={status}>
      <h3>{title}</h3>
      {error && <p className="error" role="alert">{error}</p>}
      {games === null && !error && <p className="muted">{t('common.loading')}</p>}
      {games?.length === 0 && <p className="muted">{empty}</p>}
      <ul className="watch-games">
        {games?.map((g) => <GameRow key={g.gameId} game={g} />)}
      </ul>
      {next && <button type="button" className="btn small" onClick={() => void more()}>{t('watch.more')}</button>}
    </div>
  );
}

function seatLabel(g: GameListItem, seat: number): string {
  const s = g.seats[seat];
  return s.kind === 'bot' ? i18n.t('watch.botSeat', { name: s.name, level: i18n.t(`levels.${s.level ?? 'medium'}`) }) : s.name;
}

function GameRow({ game: g }: { game: GameListItem }) {
  const t = useT();
  const winners = g.result?.filter((r) => r.rank === 1).map((r) => g.seats[r.seat]?.name) ?? [];
  return (
    <li data-game={g.gameId} data-over={g.over ? 'true' : 'false'}>
      <div className="game-line">
        <span>
          <b>#{g.gameId}</b> — {g.seats.map((_, i) => seatLabel(g, i)).join(', ')}
          {g.over ? <span className="badge over">{t('watch.badgeOver')}</span> : <span className="badge live">{t('watch.badgeLive')}</span>}
          {g.knownDeal && <span className="badge" data-tip={t('watch.knownDealTip')}>{t('watch.knownDeal')}</span>}
          {g.spectators === 'refuse' && !g.over && <span className="badge" data-testid="no-spectators">{t('watch.noSpectators')}</span>}
          <ExpansionBadges expansions={g.expansions} />
          <br />
          <small className="muted">
            {g.over
              ? <>{t('watch.wonBy', { names: formatList(winners) })} · {g.result!.map((r) => `${g.seats[r.seat]?.name} ${r.total}`).join(', ')}</>
              : <>{t('watch.round', { round: g.round })} · {g.current !== null ? t('watch.toPlay', { name: g.seats[g.current]?.name ?? '' }) : ''}{g.deciding !== null && g.deciding !== g.current ? ` · ${t('watch.deciding', { name: g.seats[g.deciding]?.name ?? '' })}` : ''}</>}
            {' · '}{t('n.move', { count: g.moves })}
          </small>
        </span>
        {g.over
          ? <>
            <Link className="btn primary small" to={replayPath(g.gameId)}>{t('common.replay')}</Link>
            <Link className="btn small" to={gamePath(g.gameId, true)}>{t('watch.finalTable')}</Link>
          </>
          : g.spectators === 'refuse' ? null : <Link className="btn primary small" to={gamePath(g.gameId, true)}>{t('common.watch')}</Link>}
      </div>
    </li>
  );
}
