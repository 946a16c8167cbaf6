// A Court card: a Lord, or an Outcast with De Profundis.
import type { PlayerView } from '../../engine/index.ts';
import { isOutcastId, outcastDeck, outcastOf } from '../courtCards.ts';
import type { Choosable } from './CardShell.tsx';
import { LordCard } from './LordCard.tsx';
import { OutcastCard } from './OutcastCard.tsx';

export function CourtCard({ id, view, compact, assassinated, ...choice }: { id: number; view: Pick<PlayerView, 'options'>; compact?: boolean; assassinated?: boolean } & Choosable) {
  if (isOutcastId(id)) return <OutcastCard id={id} card={outcastOf(view, id)} deck={outcastDeck(view)} compact={compact} {...choice} />;
  return <LordCard lord={id} compact={compact} assassinated={assassinated} {...choice} />;
}
