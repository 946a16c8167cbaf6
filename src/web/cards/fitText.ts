// Shrinks a text box's type until its text fits the box, so a card's words are never cut off
// whatever the card's size on this screen (the Court's narrow cards at 1280×800).
import { useLayoutEffect, type RefObject } from 'react';

/** Smallest type tried, in CSS pixels: below this the card's tooltip is the way to read it. */
const MIN_PX = 5;

/** Whether the text sticks out of its box, below or (one long word, "The Aquaculturalist") to the side. */
const overflows = (el: HTMLElement): boolean => el.scrollHeight > el.clientHeight + 1 || el.scrollWidth > el.clientWidth + 1;

/** Fits `el`'s text: from its stylesheet size down in half-pixel steps until nothing overflows. */
export function fitText(el: HTMLElement): void {
  el.style.fontSize = '';
  let px = parseFloat(getComputedStyle(el).fontSize);
  while (overflows(el) && px > MIN_PX) {
    px -= 0.5;
    el.style.fontSize = `${px}px`;
  }
}

/** Keeps the element's text fitted as the element changes size. */
export function useFitText(ref: RefObject<HTMLElement | null>, text: string): void {
  // Every render: a card re-drawn as choosable, chosen or in a new row may change its box.
  useLayoutEffect(() => {
    const el = ref.current;
    if (el && (el.style.fontSize !== '' || overflows(el))) fitText(el);
  });
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    fitText(el);
    if (typeof ResizeObserver === 'undefined') return;
    let width = el.clientWidth;
    let height = el.clientHeight;
    const watch = new ResizeObserver(() => {
      // Only a new box size calls for a new fit (fitting itself changes no box size).
      if (el.clientWidth === width && el.clientHeight === height) return;
      width = el.clientWidth;
      height = el.clientHeight;
      fitText(el);
    });
    watch.observe(el);
    return () => watch.disconnect();
  }, [ref, text]);
}
