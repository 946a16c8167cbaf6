// The public event log (and my private lines), newest at the bottom. It follows new lines
// unless I scrolled up to read; then a "New lines" button brings me back down.
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { GameEvent, GameOptions } from '../../engine/index.ts';
import { logDeck, eventText } from '../../i18n/events.ts';
import type { Lang } from '../../i18n/lang.ts';
import './log.css';
import { DieFace } from '../cards/LeviathanMarks.tsx';
import { eventDice } from '../leviathan.ts';
import { useT } from '../i18n/index.ts';

const SHOWN = 400;
/** Within this many pixels of the bottom counts as "at the bottom" (sub-pixel rounding, a last half line). */
const NEAR_BOTTOM_PX = 24;
/** A scroll this soon after the player's wheel, touch, key or pointer on the list is theirs. */
const INTENT_MS = 2500;

function atBottom(el: HTMLElement): boolean {
  return el.scrollHeight - el.scrollTop - el.clientHeight < NEAR_BOTTOM_PX;
}

interface Props {
  log: GameEvent[];
  me: number | null;
  /** The table's options: the players' names and its Outcast deck, which the lines name. */
  options: Pick<GameOptions, 'names' | 'expansions'>;
  lang?: Lang;
}

export function LogPanel({ log, me, options, lang = 'en' }: Props) {
  const names = options.names ?? [];
  const deck = logDeck(options);
  const t = useT();
  const box = useRef<HTMLOListElement>(null);
  // Follow by default. Only the player's own scroll away from the bottom stops it: a scroll
  // with no wheel, touch, key or pointer on the list just before it (the browser moving the
  // content, a layout change around the panel) is undone instead.
  const follow = useRef(true);
  const intentAt = useRef(-Infinity);
  const intent = (): void => {
    intentAt.current = performance.now();
  };
  const [unread, setUnread] = useState<number | null>(null);
  const seen = useRef(log.length);

  const toBottom = useCallback(() => {
    const el = box.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, []);

  // Before paint, so that neither a frame nor a scroll event ever sees the new lines unfollowed
  // (the 400-line cap removes lines at the top while adding at the bottom).
  useLayoutEffect(() => {
    if (follow.current) {
      toBottom();
      seen.current = log.length;
    } else {
      setUnread(Math.max(0, log.length - seen.current));
    }
  }, [log.length, toBottom]);

  // The panel may shrink or grow (a tall prompt beside it, a window resize): stay at the bottom.
  useEffect(() => {
    const el = box.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const ro = new ResizeObserver(() => {
      if (follow.current) toBottom();
    });
    ro.observe(el);
    return () => ro.disconnect();
  }, [toBottom]);

  const onScroll = (el: HTMLElement): void => {
    const bottom = atBottom(el);
    if (!bottom && follow.current && performance.now() - intentAt.current > INTENT_MS) {
      toBottom();
      return;
    }
    follow.current = bottom;
    if (bottom) {
      seen.current = log.length;
      setUnread(null);
    } else {
      setUnread((u) => u ?? 0);
    }
  };

  const jump = (): void => {
    follow.current = true;
    // Asking for the newest line spends the wheel or touch that scrolled up: a layout scroll in
    // the next moments is the browser's, to undo, not the player's leaving the bottom again.
    intentAt.current = -Infinity;
    seen.current = log.length;
    setUnread(null);
    toBottom();
  };

  const start = Math.max(0, log.length - SHOWN);
  return (
    <section className="panel log" aria-label={t('game.log')}>
      <h3>{t('log.heading')}</h3>
      <div className="log-scroll">
        <ol className="log-lines" ref={box} tabIndex={0} aria-label={t('log.lines')} data-following={unread === null ? 'true' : 'false'}
          onScroll={(e) => onScroll(e.currentTarget)} onWheel={intent} onTouchStart={intent} onKeyDown={intent} onPointerDown={intent}>
          {log.slice(start).map((e, i) => (
            <li key={start + i} className={`${e.to !== undefined ? 'private' : ''}${e.seat !== undefined ? ` seat-line seat-${e.seat}` : ''}`}>
              {e.seat !== undefined && <span className={`seat-dot seat-${e.seat}`} aria-hidden="true" />}
              {eventText(e, lang, names, deck)}<LogDice e={e} />{e.to !== undefined && e.to === me && <small className="muted">{t('log.onlyYou')}</small>}
            </li>
          ))}
        </ol>
        {unread !== null && (
          <button type="button" className="btn small log-jump" data-testid="log-newest" onClick={jump}>
            {unread > 0 ? t('log.newLines', { count: unread }) : t('log.newest')}
          </button>
        )}
      </div>
    </section>
  );
}

/** Leviathan: the dice a line rolled, as faces after its words (the words say the numbers too). */
function LogDice({ e }: { e: GameEvent }) {
  const dice = eventDice(e);
  if (!dice) return null;
  return <span className="log-dice" aria-hidden="true"> {dice.map((d, i) => <DieFace key={i} value={d} size={14} />)}</span>;
}
