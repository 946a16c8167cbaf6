// The frame every card shares: a button when it can be chosen, otherwise a plain figure;
// `tip` feeds the tooltip layer (hover and keyboard focus), `label` the screen reader.
import type { ReactNode } from 'react';

export interface Choosable {
  onClick?: () => void;
  selected?: boolean;
  /** Drawn highlighted: it can be chosen now. */
  highlight?: boolean;
  disabled?: boolean;
}

interface ShellProps extends Choosable {
  className: string;
  label: string;
  tip: string;
  children: ReactNode;
  data?: Record<string, string | number>;
  style?: React.CSSProperties;
}

export function CardShell({ className, label, tip, children, onClick, selected, highlight, disabled, data, style }: ShellProps) {
  const dataAttrs: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(data ?? {})) dataAttrs[`data-${k}`] = v;
  const classes = [className, selected ? 'selected' : '', highlight || (onClick && !disabled) ? 'choosable' : ''].filter(Boolean).join(' ');
  // The wrapper stays while the card does: it carries the arrival animation, so a card that
  // becomes choosable (div -> button) does not look dealt again.
  if (onClick) {
    return (
      <span className="shell">
        <button type="button" className={classes} aria-label={label} aria-pressed={selected === undefined ? undefined : selected}
          data-tip={tip} disabled={disabled} onClick={onClick} style={style} {...dataAttrs}>
          {children}
        </button>
      </span>
    );
  }
  return (
    <span className="shell">
      <span className={classes} role="img" aria-label={label} data-tip={tip} tabIndex={0} style={style} {...dataAttrs}>
        {children}
      </span>
    </span>
  );
}
