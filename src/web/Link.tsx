// An in-app link: a real <a> (open in a new tab works) that navigates without a reload.
import type { ReactNode } from 'react';
import { navigate } from './route.ts';

export function Link({ to, children, className, testId }: { to: string; children: ReactNode; className?: string; testId?: string }) {
  return (
    <a href={to} className={className} data-testid={testId} onClick={(e) => {
      if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
      e.preventDefault();
      navigate(to);
    }}>{children}</a>
  );
}
