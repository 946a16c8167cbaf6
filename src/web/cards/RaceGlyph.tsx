// The race mark: a coloured shape with the race's two letters on it.
import type { Race } from '../../engine/cards.ts';
import { RACE_LOOK, type Shape } from './look.ts';

const PATHS: Record<Shape, string> = {
  circle: 'M12 2a10 10 0 1 0 0.01 0Z',
  square: 'M3 3h18v18H3Z',
  triangle: 'M12 1.5 23 21.5H1Z',
  hexagon: 'M6.5 2.5h11L23 12l-5.5 9.5h-11L1 12Z',
  diamond: 'M12 0.5 23.5 12 12 23.5 0.5 12Z',
};

export function RaceGlyph({ race, size = 24, letters = true }: { race: Race; size?: number; letters?: boolean }) {
  const look = RACE_LOOK[race];
  return (
    <svg className="glyph" width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={PATHS[look.shape]} fill={look.color} stroke="var(--glyph-edge)" strokeWidth="1.2" />
      {letters && (
        <text x="12" y={look.shape === 'triangle' ? 18 : 16} textAnchor="middle" fontSize="9" fontWeight="700" fill="var(--glyph-ink)">
          {look.abbr}
        </text>
      )}
    </svg>
  );
}

/** A small white recruitment bubble (any race). */
export function FreeBubble({ size = 18 }: { size?: number }) {
  return (
    <svg className="glyph" width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="9" fill="var(--bubble)" stroke="var(--glyph-edge)" strokeWidth="1.5" />
    </svg>
  );
}

export function KeyIcon({ size = 16 }: { size?: number }) {
  return (
    <svg className="glyph key" width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="7" cy="12" r="5" fill="none" stroke="var(--key)" strokeWidth="3" />
      <path d="M12 12h10M18 12v5M22 12v4" stroke="var(--key)" strokeWidth="3" fill="none" />
    </svg>
  );
}

export function PearlIcon({ size = 16 }: { size?: number }) {
  return (
    <svg className="glyph pearl" width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="9" fill="var(--pearl)" stroke="var(--glyph-edge)" strokeWidth="1" />
      <circle cx="9" cy="9" r="2.5" fill="#fff" opacity="0.8" />
    </svg>
  );
}
