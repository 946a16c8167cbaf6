// One tooltip for the whole page: any element with data-tip shows it on hover and on keyboard
// focus (never clipped by scrolling rows, unlike CSS-only tooltips). Escape hides it.
import { useEffect, useRef, useState } from 'react';

interface Tip {
  text: string;
  x: number;
  y: number;
  /** above (the default), below (near the top of the window), or left of the side column. */
  place: 'above' | 'below' | 'left';
}

/** Room a tooltip needs left of the side column (its max-width and a margin). */
const LEFT_ROOM = 300;

export function TooltipLayer() {
  const [tip, setTip] = useState<Tip | null>(null);
  const current = useRef<Element | null>(null);
  useEffect(() => {
    const show = (target: EventTarget | null): void => {
      const el = target instanceof Element ? target.closest('[data-tip]') : null;
      if (el === current.current) return;
      current.current = el;
      const text = el?.getAttribute('data-tip');
      if (!el || !text) return setTip(null);
      const r = el.getBoundingClientRect();
      // In the side column (the decision, the log) a tip above would cover the words the player
      // is reading (the prompt's explanation): it goes left of the column, over the table.
      const side = el.closest('.side')?.getBoundingClientRect();
      if (side && side.left >= LEFT_ROOM) {
        return setTip({ text, x: side.left - 8, y: Math.min(Math.max(r.top + r.height / 2, 60), window.innerHeight - 60), place: 'left' });
      }
      const below = r.top < 120;
      setTip({ text, x: Math.min(Math.max(r.left + r.width / 2, 140), window.innerWidth - 140), y: below ? r.bottom + 8 : r.top - 8, place: below ? 'below' : 'above' });
    };
    const over = (e: Event): void => show(e.target);
    const hide = (): void => {
      current.current = null;
      setTip(null);
    };
    const key = (e: KeyboardEvent): void => {
      if (e.key === 'Escape') hide();
    };
    document.addEventListener('pointerover', over);
    // After a scroll hid it, the next small move over the same card shows it again.
    document.addEventListener('pointermove', over, { passive: true });
    document.addEventListener('focusin', over);
    document.addEventListener('focusout', hide);
    document.addEventListener('scroll', hide, true);
    document.addEventListener('keydown', key);
    return () => {
      document.removeEventListener('pointerover', over);
      document.removeEventListener('pointermove', over);
      document.removeEventListener('focusin', over);
      document.removeEventListener('focusout', hide);
      document.removeEventListener('scroll', hide, true);
      document.removeEventListener('keydown', key);
    };
  }, []);
  if (!tip) return null;
  return (
    <div className={`tooltip${tip.place === 'above' ? '' : ` ${tip.place}`}`} role="tooltip" style={{ left: tip.x, top: tip.y }}>
      {tip.text}
    </div>
  );
}
