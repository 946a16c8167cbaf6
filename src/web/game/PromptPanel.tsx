// The decision area: my prompt when I must decide, otherwise what the table waits for.
import { useEffect, useRef } from 'react';
import type { DecisionKind, PlayerView } from '../../engine/index.ts';
import { PROMPTS } from '../prompts/index.ts';
import type { PromptCtx, PromptDef } from '../prompts/types.ts';
import { waitingText } from '../prompts/waiting.ts';
import './undo.css';
import { useT } from '../i18n/index.ts';

interface Props {
  view: PlayerView;
  ctx: PromptCtx | null;
  name: (seat: number) => string;
  canUndo: boolean;
  onUndo: () => void;
  /** Ends my undo grace (shown with Undo once my move passed the turn on). */
  onDone?: () => void;
  busy: boolean;
}

export function PromptPanel({ view, ctx, name, canUndo, onUndo, onDone, busy }: Props) {
  // Prompt titles and waiting lines read i18n.t while this renders: using the hook makes a
  // language change render them again.
  const t = useT();
  const heading = useRef<HTMLHeadingElement>(null);
  const kind = ctx?.decision.kind;
  const version = ctx?.data.version;
  useEffect(() => {
    // A new decision of mine: bring keyboard focus to it, unless the player is busy elsewhere.
    const active = document.activeElement;
    const idle = !active || active === document.body || active.closest('.prompt') !== null || active.closest('.table-area') !== null;
    if (kind && idle) heading.current?.focus({ preventScroll: true });
  }, [kind, version]);

  const undo = canUndo && (
    <button type="button" className="btn ghost undo-button" data-act="undo" onClick={onUndo} disabled={busy} data-tip={t('game.undoTip')}>{t('game.undo')}</button>
  );
  if (view.over) return null;
  if (!ctx) {
    return (
      <section className="panel prompt waiting" aria-label={t('game.decision')} data-prompt="waiting" id="decision">
        <h2 tabIndex={-1}>{view.pending ? waitingText(view, view.pending, name) : t('game.waiting')}</h2>
        {undo}
        {undo && onDone && (
          <button type="button" className="btn primary" data-act="done" onClick={onDone} disabled={busy} data-tip={t('game.doneTip')}>{t('game.done')}</button>
        )}
      </section>
    );
  }
  const def = PROMPTS[ctx.decision.kind] as unknown as PromptDef<DecisionKind>;
  const Component = def.Component;
  return (
    <section className="panel prompt mine" aria-labelledby="prompt-title" data-prompt={ctx.decision.kind} id="decision">
      <h2 id="prompt-title" ref={heading} tabIndex={-1}>{def.title(ctx)}</h2>
      {/* The body scrolls inside the panel (a long hand, many choices); its confirm row sticks
          to the bottom of it and Undo stays below it, so both are always in reach. */}
      <div className="prompt-body">
        <Component key={ctx.decision.kind} ctx={ctx} />
      </div>
      {undo && <div className="undo-row">{undo}</div>}
    </section>
  );
}
