// A Monster token: its value when known (your own, or everyone's at the end), otherwise a "?".
import { CardShell } from './CardShell.tsx';
import { useT } from '../i18n/index.ts';

export function MonsterToken({ value }: { value?: number }) {
  const t = useT();
  const known = value !== undefined;
  return (
    <CardShell className={`token monster-token${known ? '' : ' hidden'}`}
      label={known ? t('cards.monsterToken', { value }) : t('cards.monsterTokenHidden')}
      tip={known ? t('cards.monsterTokenTip', { value }) : t('cards.monsterTokenHiddenTip')}>
      <span>{known ? value : '?'}</span>
    </CardShell>
  );
}
