// Motion you can follow: after each new view, every card that is still on the table but sits
// somewhere else (another zone, or shifted in its row) glides from where it was to where it
// is (FLIP: First, Last, Invert, Play, with the Web Animations API). Cards are known by the
// data attributes the card frame already sets (data-card, data-lord, data-location); a key
// seen twice (the same card drawn in two places) is left still. Nothing moves when the
// player asked for reduced motion.
import { useLayoutEffect, useRef, type RefObject } from 'react';

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

const KEYED = '[data-card],[data-lord],[data-location]';
export const MOVE_MS = 380;

/** The identity of a card element across views, or null (Monster tokens all look alike). */
export function motionKey(el: Element): string | null {
  for (const attr of ['data-card', 'data-lord', 'data-location']) {
    const v = el.getAttribute(attr);
    if (v !== null) return v === 'monster' ? null : `${attr}:${v}`;
  }
  return null;
}

/**
 * The transform that puts a card drawn at `to` back where it was drawn at `from`, or null
 * when it did not move enough to notice (under 2 px, sizes alike).
 */
export function invert(from: Box, to: Box): string | null {
  const dx = from.x - to.x;
  const dy = from.y - to.y;
  const sx = to.w > 0 ? from.w / to.w : 1;
  const sy = to.h > 0 ? from.h / to.h : 1;
  if (Math.abs(dx) < 2 && Math.abs(dy) < 2 && Math.abs(sx - 1) < 0.02 && Math.abs(sy - 1) < 0.02) return null;
  return `translate(${Math.round(dx)}px, ${Math.round(dy)}px) scale(${sx.toFixed(3)}, ${sy.toFixed(3)})`;
}

/** Page positions (scrolling aside) of the uniquely keyed cards under `root`. */
export function measure(root: Element): Map<string, { el: HTMLElement; box: Box }> {
  const out = new Map<string, { el: HTMLElement; box: Box }>();
  const twice = new Set<string>();
  for (const el of root.querySelectorAll<HTMLElement>(KEYED)) {
    const key = motionKey(el);
    if (key === null) continue;
    if (out.has(key)) twice.add(key);
    const r = el.getBoundingClientRect();
    out.set(key, { el, box: { x: r.left + window.scrollX, y: r.top + window.scrollY, w: r.width, h: r.height } });
  }
  for (const k of twice) out.delete(k);
  return out;
}

export function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Plays the moves from the boxes of the previous view to the current one. */
export function playMoves(before: ReadonlyMap<string, Box>, now: ReadonlyMap<string, { el: HTMLElement; box: Box }>): number {
  let n = 0;
  for (const [key, { el, box }] of now) {
    const from = before.get(key);
    const start = from && invert(from, box);
    if (!start || typeof el.animate !== 'function') continue;
    el.animate([{ transform: start, transformOrigin: 'top left' }, { transform: 'none', transformOrigin: 'top left' }], {
      duration: MOVE_MS, easing: 'cubic-bezier(0.2, 0.7, 0.3, 1)',
    });
    n++;
  }
  return n;
}

/** Animates the cards under `root` each time `version` changes. */
export function useFlip(root: RefObject<HTMLElement | null>, version: number): void {
  const boxes = useRef<Map<string, Box>>(new Map());
  useLayoutEffect(() => {
    const el = root.current;
    if (!el) return;
    const now = measure(el);
    if (!prefersReducedMotion()) playMoves(boxes.current, now);
    boxes.current = new Map([...now].map(([k, v]) => [k, v.box]));
  }, [root, version]);
}
