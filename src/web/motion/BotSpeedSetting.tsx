// Preference: how fast other seats' moves are shown (motion/pace.ts).
import { BOT_SPEEDS, type BotSpeed } from './pace.ts';
import { setBotSpeed, useBotSpeed } from './speed.ts';

const LABEL: Record<BotSpeed, string> = { instant: 'Instant', normal: 'Normal', slow: 'Slow' };

export function BotSpeedSetting() {
  const speed = useBotSpeed();
  return (
    <label className="bot-speed" data-tip="How long each move of another player stays on screen before the next one">
      Other players’ moves:{' '}
      <select value={speed} onChange={(e) => setBotSpeed(e.currentTarget.value as BotSpeed)} data-testid="bot-speed">
        {BOT_SPEEDS.map((s) => <option key={s} value={s}>{LABEL[s]}</option>)}
      </select>
    </label>
  );
}
