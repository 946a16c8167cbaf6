// Preference: how fast other seats' moves are shown (motion/pace.ts).
import { BOT_SPEEDS, type BotSpeed } from './pace.ts';
import { setBotSpeed, useBotSpeed } from './speed.ts';
import { useT } from '../i18n/index.ts';

export function BotSpeedSetting() {
  const t = useT();
  const speed = useBotSpeed();
  return (
    <label className="bot-speed" data-tip={t('speed.tip')}>
      {t('speed.label')}{' '}
      <select value={speed} onChange={(e) => setBotSpeed(e.currentTarget.value as BotSpeed)} data-testid="bot-speed">
        {BOT_SPEEDS.map((s) => <option key={s} value={s}>{t(`speed.${s}`)}</option>)}
      </select>
    </label>
  );
}
