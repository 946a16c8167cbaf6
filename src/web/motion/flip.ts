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
 * when it did not move enough to notice (under 2 px, sizes alike) or has no size.
 */
export function invert(from: Box, to: Box): string | null {
  // A card with no size is not drawn (on either side): there is no place to glide from or to.
  if (from.w <= 0 || from.h <= 0 || to.w <= 0 || to.h <= 0) return null;
  const dx = from.x - to.x;
  const dy = from.y - to.y;
  const sx = from.w / to.w;
  const sy = from.h / to.h;
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

/** A glide under way, as far as the next view needs it. */
export interface Glide {
  cancel(): void;
}

/** What the glides need of the page, handed in so that their planning is tested without one. */
export interface FlipStage<E> {
  /** Where each uniquely keyed card is drawn now. */
  measure(): ReadonlyMap<string, { el: E; box: Box }>;
  /** Starts a card's glide from the transform `start` back to its place. */
  glide(el: E, start: string): Glide;
}

/**
 * The glides of one table, view after view. Boxes are read where the cards rest: the glides
 * of the previous view are cancelled first. A glide still under way (views can come faster
 * than it plays, or than a loaded machine draws frames) would lend its transform to the box
 * read, the next glide would start from an offset built on that offset, and so on: they grew
 * without bound (a card sent from 67 million px away, scales of 10⁹), which froze headless
 * Chromium's compositor. A card caught mid-flight starts again from where it rested before.
 */
export class Flipper<E> {
  private boxes = new Map<string, Box>();
  private gliding: Glide[] = [];

  constructor(private readonly stage: FlipStage<E>) {}

  /** The new view is laid out: glides every card that moved (unless `still`); returns how many. */
  next(still = false): number {
    for (const g of this.gliding) g.cancel();
    this.gliding = [];
    const now = this.stage.measure();
    if (!still) {
      for (const [key, { el, box }] of now) {
        const from = this.boxes.get(key);
        const start = from && invert(from, box);
        if (start) this.gliding.push(this.stage.glide(el, start));
      }
    }
    this.boxes = new Map([...now].map(([k, v]) => [k, v.box]));
    return this.gliding.length;
  }
}

/** The page's side of the glides: the cards under the root, moved with the Web Animations API. */
export function pageStage(root: () => HTMLElement | null): FlipStage<HTMLElement> {
  const still: Glide = { cancel: () => undefined };
  return {
    measure: () => {
      const el = root();
      return el ? measure(el) : new Map();
    },
    glide: (el, start) => (typeof el.animate !== 'function' ? still : el.animate(
      [{ transform: start, transformOrigin: 'top left' }, { transform: 'none', transformOrigin: 'top left' }],
      { duration: MOVE_MS, easing: 'cubic-bezier(0.2, 0.7, 0.3, 1)' },
    )),
  };
}

/** Animates the cards under `root` each time `version` changes. */
export function useFlip(root: RefObject<HTMLElement | null>, version: number): void {
  const flipper = useRef<Flipper<HTMLElement> | null>(null);
  useLayoutEffect(() => {
    if (!root.current) return;
    flipper.current ??= new Flipper(pageStage(() => root.current));
    flipper.current.next(prefersReducedMotion());
  }, [root, version]);
}
