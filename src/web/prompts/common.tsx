// Buttons shared by the prompts. Every button that sends an action carries data-act (its type).
import type { ReactNode } from 'react';
import type { Action } from '../../engine/index.ts';
import { AllyCard } from '../cards/AllyCard.tsx';
import type { BaseCtx } from './types.ts';

export function ActButton({ ctx, action, children, primary, tip }: { ctx: BaseCtx; action: Action; children: ReactNode; primary?: boolean; tip?: string }) {
  return (
    <button type="button" className={`btn${primary ? ' primary' : ''}`} data-act={action.type} disabled={ctx.busy}
      data-tip={tip} onClick={() => ctx.act(action)}>
      {children}
    </button>
  );
}

/** A row of Ally cards, each sending its own action. */
export function CardChoices({ ctx, choices }: { ctx: BaseCtx; choices: { card: number; action: Action }[] }) {
  return (
    <ul className="choice-cards">
      {choices.map(({ card, action }) => (
        <li key={card} data-act={action.type}>
          <AllyCard card={card} size="sm" disabled={ctx.busy} onClick={() => ctx.act(action)} />
        </li>
      ))}
    </ul>
  );
}

export function Choices({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <div className="choices" role="group" aria-label={label}>
      {label && <span className="choices-label">{label}</span>}
      {children}
    </div>
  );
}
