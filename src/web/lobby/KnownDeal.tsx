// The warning every seat sees when the creator chose the seed: whoever knows the seed can
// know every card, so a friend must be told before taking a seat.
import { useT } from '../i18n/index.ts';

export function KnownDeal() {
  const t = useT();
  return (
    <p className="banner known-deal" role="note" data-testid="known-deal">
      <b>{t('knownDeal.title')}</b> {t('knownDeal.text')}
    </p>
  );
}
