// The Threat track: six spaces, the reward options of each, and the token.
import { THREAT_REWARDS } from '../../engine/cards.ts';
import { i18n, useT } from '../i18n/index.ts';
import { rewardsText } from '../i18n/words.ts';

export function ThreatTrack({ threat }: { threat: number }) {
  const t = useT();
  return (
    <section className="panel threat" aria-label={t('table.threatLabel', { n: threat })}>
      <h3>{t('table.threat')}</h3>
      <ol className="threat-spaces">
        {THREAT_REWARDS.map((options, i) => {
          const space = i + 1;
          const text = rewardsText(options);
          return (
            <li key={space} className={`threat-space${space === threat ? ' current' : ''}`} data-tip={t('table.space', { n: space, text })} tabIndex={0}
              aria-label={space === threat ? t('table.spaceHere', { n: space, text }) : t('table.space', { n: space, text })}>
              <span className="space-no">{space}</span>
              <span className="space-rewards">{options.map((o, k) => <span key={k}>{shortReward(o)}</span>)}</span>
              {space === threat && <span className="threat-token" aria-hidden="true" />}
            </li>
          );
        })}
      </ol>
      <p className="threat-legend" data-testid="threat-legend"><abbr title={t('table.legendKeyTitle')}>{t('table.letterKey')}</abbr> {t('table.legendKey')} · <abbr title={t('table.legendPearl')}>{t('table.letterPearl')}</abbr> {t('table.legendPearl')} · <abbr title={t('table.legendMonster')}>{t('table.letterMonster')}</abbr> {t('table.legendMonster')}</p>
    </section>
  );
}

/** "1K+1P": the letters of the legend below the track, in the current language. */
function shortReward(r: { pearls: number; monsters: number; keys: number }): string {
  const parts: string[] = [];
  if (r.keys) parts.push(`${r.keys}${i18n.t('table.letterKey')}`);
  if (r.pearls) parts.push(`${r.pearls}${i18n.t('table.letterPearl')}`);
  if (r.monsters) parts.push(`${r.monsters}${i18n.t('table.letterMonster')}`);
  return parts.join('+');
}
