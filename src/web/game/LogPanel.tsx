// The public event log (and my private lines), newest at the bottom, following new lines
// unless I scrolled up to read.
import { useEffect, useRef } from 'react';
import type { GameEvent } from '../../engine/index.ts';

const SHOWN = 400;

export function LogPanel({ log, me }: { log: GameEvent[]; me: number | null }) {
  const box = useRef<HTMLOListElement>(null);
  const stick = useRef(true);
  useEffect(() => {
    const el = box.current;
    if (el && stick.current) el.scrollTop = el.scrollHeight;
  }, [log.length]);
  const start = Math.max(0, log.length - SHOWN);
  return (
    <section className="panel log" aria-label="Game log">
      <h3>Log</h3>
      <ol className="log-lines" ref={box} tabIndex={0} aria-label="Events, newest last"
        onScroll={(e) => {
          const el = e.currentTarget;
          stick.current = el.scrollHeight - el.scrollTop - el.clientHeight < 24;
        }}>
        {log.slice(start).map((e, i) => (
          <li key={start + i} className={`${e.to !== undefined ? 'private' : ''}${e.seat !== undefined ? ` seat-line seat-${e.seat}` : ''}`}>
            {e.seat !== undefined && <span className={`seat-dot seat-${e.seat}`} aria-hidden="true" />}
            {e.text}{e.to !== undefined && e.to === me && <small className="muted"> (only you)</small>}
          </li>
        ))}
      </ol>
    </section>
  );
}
