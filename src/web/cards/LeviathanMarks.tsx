// Leviathan pieces drawn with our own SVG: die faces, the fighting-effect marks of the
// expansion's Allies, Wound tokens, the Scourge figure and Leviathan Monster tokens.
import type { FightEffect, LeviathanTokenEffect } from '../../engine/cards.ts';
import { useT } from '../i18n/index.ts';

// Pip positions on a 24×24 face, by the value shown.
const PIPS: Record<number, [number, number][]> = {
  1: [[12, 12]],
  2: [[7, 7], [17, 17]],
  3: [[7, 7], [12, 12], [17, 17]],
  4: [[7, 7], [17, 7], [7, 17], [17, 17]],
  5: [[7, 7], [17, 7], [12, 12], [7, 17], [17, 17]],
  6: [[7, 6], [17, 6], [7, 12], [17, 12], [7, 18], [17, 18]],
};

/** One die showing `value` (1..6), with its value for screen readers. */
export function DieFace({ value, size = 22 }: { value: number; size?: number }) {
  return (
    <svg className="glyph die" width={size} height={size} viewBox="0 0 24 24" role="img" aria-label={String(value)} data-die={value}>
      <rect x="1.5" y="1.5" width="21" height="21" rx="4.5" fill="var(--die)" stroke="var(--glyph-edge)" strokeWidth="1.2" />
      {(PIPS[value] ?? []).map(([x, y], i) => <circle key={i} cx={x} cy={y} r="2.2" fill="var(--glyph-ink)" />)}
    </svg>
  );
}

/** Two small dice: the mark of an Ally that rolls both and keeps the higher. */
function TwoDiceMark({ size }: { size: number }) {
  return (
    <svg className="glyph" width={size * 1.4} height={size} viewBox="0 0 34 24" aria-hidden="true" focusable="false">
      <rect x="1" y="5" width="16" height="16" rx="3" fill="var(--die)" stroke="var(--glyph-edge)" strokeWidth="1" />
      <circle cx="6" cy="10" r="1.6" fill="var(--glyph-ink)" /><circle cx="12" cy="16" r="1.6" fill="var(--glyph-ink)" />
      <rect x="16" y="2" width="16" height="16" rx="3" fill="var(--die)" stroke="var(--glyph-edge)" strokeWidth="1" />
      <circle cx="20" cy="6" r="1.6" fill="var(--glyph-ink)" /><circle cx="24" cy="10" r="1.6" fill="var(--glyph-ink)" /><circle cx="28" cy="14" r="1.6" fill="var(--glyph-ink)" />
    </svg>
  );
}

/** A Pearl with "+1": the mark of an Ally that adds 1 to its attack per Pearl spent after the roll. */
function PearlPlusMark({ size }: { size: number }) {
  return (
    <svg className="glyph" width={size * 1.4} height={size} viewBox="0 0 34 24" aria-hidden="true" focusable="false">
      <circle cx="10" cy="12" r="8" fill="var(--pearl)" stroke="var(--glyph-edge)" strokeWidth="1" />
      <circle cx="7.5" cy="9" r="2" fill="#fff" opacity="0.8" />
      <text x="26" y="17" textAnchor="middle" fontSize="13" fontWeight="800" fill="currentColor">+1</text>
    </svg>
  );
}

/** The fighting effect printed on a Leviathan Ally, with its meaning as a tooltip. */
export function FightEffectMark({ effect, size = 14 }: { effect: Exclude<FightEffect, null>; size?: number }) {
  const t = useT();
  const text = t(`leviathan.effect.${effect}`);
  return (
    <span className={`fight-mark fight-${effect}`} data-fight-effect={effect} role="img" aria-label={text} data-tip={text}>
      {effect === 'pearls' ? <PearlPlusMark size={size} /> : <TwoDiceMark size={size} />}
    </span>
  );
}

/** A Wound token: a red drop. */
export function WoundIcon({ size = 16 }: { size?: number }) {
  return (
    <svg className="glyph wound" width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M12 2C9 7 5 11 5 15a7 7 0 0 0 14 0c0-4-4-8-7-13Z" fill="var(--wound)" stroke="var(--glyph-edge)" strokeWidth="1" />
      <path d="M9 14a3 3 0 0 0 2 3" stroke="#fff" strokeWidth="1.4" fill="none" opacity="0.7" />
    </svg>
  );
}

/** A Leviathan's head, with its fin: the slain-Leviathan count and the Scourge figure. */
export function LeviathanMark({ size = 16 }: { size?: number }) {
  return (
    <svg className="glyph leviathan-mark" width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M2 15c3-6 8-9 14-9l2-4 1 5c2 1 3 3 3 5-3 3-7 5-12 5-3 0-6-1-8-2Z" fill="var(--leviathan)" stroke="var(--glyph-edge)" strokeWidth="0.9" />
      <circle cx="16" cy="11" r="1.5" fill="#fff" />
      <path d="M7 15l2 2 2-2 2 2 2-2" stroke="#fff" strokeWidth="1" fill="none" />
    </svg>
  );
}

/** A face-up Leviathan Monster token: its effect in a word or a number. */
export function LeviathanTokenIcon({ effect }: { effect: LeviathanTokenEffect }) {
  const t = useT();
  const text = t(`leviathan.token.${effect}`);
  const face = effect === 'pearls2' ? '2' : effect === 'pearls3' ? '3' : effect === 'key' ? '⚷' : '♜';
  return (
    <span className={`token leviathan-token token-${effect}`} role="img" aria-label={text} data-tip={text} data-leviathan-token={effect}>
      {face}
    </span>
  );
}
