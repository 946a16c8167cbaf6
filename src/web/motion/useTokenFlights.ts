// Plays the flights of motion/tokens.ts on the table: small tokens drawn above everything
// glide from one place's counter to another's, then vanish. Nothing moves under reduced
// motion, on the first view, or when a place is not on screen.
import { useLayoutEffect, useRef, type RefObject } from 'react';
import type { PlayerView } from '../../engine/index.ts';
import { prefersReducedMotion } from './flip.ts';
import './tokens.css';
import { countsOf, tokenFlights, type Counts, type Flight, type Place, type TokenKind } from './tokens.ts';

export const FLIGHT_MS = 560;
/** At most this many tokens are drawn per flight (a gain of 8 Pearls shows 4). */
const MAX_DRAWN = 4;
const STAGGER_MS = 70;

const SUPPLY: Record<TokenKind, string> = { pearl: '.panel.court', key: '.panel.threat', monster: '.panel.threat' };

function anchor(root: Element, kind: TokenKind, place: Place): Element | null {
  if (place === 'supply') return root.querySelector(SUPPLY[kind]);
  const board = root.querySelector(`.player[data-seat="${place}"]`);
  return board?.querySelector(`[data-token="${kind}"]`) ?? board?.querySelector('.player-head') ?? null;
}

function centre(el: Element): { x: number; y: number } | null {
  const r = el.getBoundingClientRect();
  if (r.width === 0 && r.height === 0) return null;
  return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
}

/** Starts one flight's tokens; returns how many were drawn. */
export function fly(root: Element, f: Flight): number {
  const a = anchor(root, f.kind, f.from);
  const b = anchor(root, f.kind, f.to);
  const from = a && centre(a);
  const to = b && centre(b);
  if (!from || !to || typeof document.body.animate !== 'function') return 0;
  const drawn = Math.min(f.count, MAX_DRAWN);
  for (let i = 0; i < drawn; i++) {
    const token = document.createElement('span');
    token.className = `flying-token flying-${f.kind}`;
    token.setAttribute('aria-hidden', 'true');
    token.style.left = `${from.x}px`;
    token.style.top = `${from.y}px`;
    document.body.append(token);
    const move = token.animate(
      [{ transform: 'translate(-50%, -50%) scale(0.7)', opacity: 0.4 }, { transform: 'translate(-50%, -50%) scale(1.15)', opacity: 1, offset: 0.2 },
        { transform: `translate(calc(-50% + ${to.x - from.x}px), calc(-50% + ${to.y - from.y}px)) scale(0.9)`, opacity: 1 }],
      { duration: FLIGHT_MS, delay: i * STAGGER_MS, easing: 'cubic-bezier(0.3, 0.6, 0.3, 1)', fill: 'backwards' },
    );
    const done = (): void => token.remove();
    move.onfinish = done;
    move.oncancel = done;
  }
  return drawn;
}

/** Flies Pearls, keys and Monster tokens between places each time a new view changes their counts. */
export function useTokenFlights(root: RefObject<HTMLElement | null>, view: PlayerView | null, version: number): void {
  const last = useRef<Counts[] | null>(null);
  useLayoutEffect(() => {
    if (!view) return;
    const now = countsOf(view);
    const before = last.current;
    last.current = now;
    const el = root.current;
    if (!before || !el || prefersReducedMotion()) return;
    for (const f of tokenFlights(before, now)) fly(el, f);
  }, [root, view, version]);
}
