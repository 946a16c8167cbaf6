// Stepping through a replay: start, back, forward, end, a slider, and the keyboard (arrows,
// Home, End) anywhere on the page except in a form field.
import { useEffect } from 'react';

interface Props {
  step: number;
  last: number;
  go: (step: number) => void;
}

export function ReplayControls({ step, last, go }: Props) {
  useEffect(() => {
    const onKey = (e: KeyboardEvent): void => {
      const t = e.target as HTMLElement | null;
      if (e.altKey || e.ctrlKey || e.metaKey || t?.closest('input, select, textarea')) return;
      const to = e.key === 'ArrowLeft' ? step - 1 : e.key === 'ArrowRight' ? step + 1 : e.key === 'Home' ? 0 : e.key === 'End' ? last : null;
      if (to === null) return;
      e.preventDefault();
      go(Math.max(0, Math.min(last, to)));
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [step, last, go]);
  return (
    <div className="replay-controls" role="group" aria-label="Replay steps">
      <button type="button" className="btn" data-step="start" onClick={() => go(0)} disabled={step === 0} aria-label="To the start">|◀</button>
      <button type="button" className="btn" data-step="back" onClick={() => go(step - 1)} disabled={step === 0} aria-label="One step back">◀</button>
      <span className="replay-counter" data-testid="replay-step" data-step={step} data-last={last} aria-live="polite">
        Step <b>{step}</b> of {last}
      </span>
      <button type="button" className="btn primary" data-step="forward" onClick={() => go(step + 1)} disabled={step === last} aria-label="One step forward">▶</button>
      <button type="button" className="btn" data-step="end" onClick={() => go(last)} disabled={step === last} aria-label="To the end">▶|</button>
      <input className="replay-slider" type="range" min={0} max={last} value={step} aria-label="Step"
        onChange={(e) => go(Number(e.currentTarget.value))} />
    </div>
  );
}
