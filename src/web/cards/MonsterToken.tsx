// A Monster token: its value when known (your own, or everyone's at the end), otherwise a "?".
import { CardShell } from './CardShell.tsx';

export function MonsterToken({ value }: { value?: number }) {
  const known = value !== undefined;
  return (
    <CardShell className={`token monster-token${known ? '' : ' hidden'}`} label={known ? `Monster token worth ${value}` : 'Monster token (hidden value)'}
      tip={known ? `Monster token: ${value} IP at the end.` : 'Monster token: its value stays secret until the end.'}>
      <span>{known ? value : '?'}</span>
    </CardShell>
  );
}
