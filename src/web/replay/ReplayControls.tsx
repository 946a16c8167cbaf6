// Stepping through a replay: start, back, forward, end, a slider, and the keyboard (arrows,
// Home, End) anywhere on the page except in a form field.
import { useEffect } from 'react';
import { Trans } from 'react-i18next';
import { useT } from '../i18n/index.ts';

interface Props {
  step: number;
  last: number;
  go: (step: number) => void;
}

export function ReplayControls({ step, last, go }: Props) {
  const t = useT();
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
    <div className="replay-controls" role="group" aria-label={t('replay.steps')}>
      <button type="button" className="btn" data-step="start" onClick={() => go(0)} disabled={step === 0} aria-label={t('replay.toStart')}>|◀</button>
      <button type="button" className="btn" data-step="back" onClick={() => go(step - 1)} disabled={step === 0} aria-label={t('replay.stepBack')}>◀</button>
      <span className="replay-counter" data-testid="replay-step" data-step={step} data-last={last} aria-live="polite">
        <Trans t={t} i18nKey="replay.counter" values={{ step, last }} components={{ b: <b /> }} />
      </span>
      <button type="button" className="btn primary" data-step="forward" onClick={() => go(step + 1)} disabled={step === last} aria-label={t('replay.stepForward')}>▶</button>
      <button type="button" className="btn" data-step="end" onClick={() => go(last)} disabled={step === last} aria-label={t('replay.toEnd')}>▶|</button>
      <input className="replay-slider" type="range" min={0} max={last} value={step} aria-label={t('replay.step')}
        onChange={(e) => go(Number(e.currentTarget.value))} />
    </div>
  );
}
