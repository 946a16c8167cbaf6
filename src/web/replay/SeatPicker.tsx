// Whose eyes the replay shows: a spectator's, or any seat's (the game is over, nothing is secret).
import { useT } from '../i18n/index.ts';

interface Props {
  names: string[];
  seat: number | null;
  onChange: (seat: number | null) => void;
}

export function SeatPicker({ names, seat, onChange }: Props) {
  const t = useT();
  return (
    <label className="seat-picker">
      {t('replay.seeAs')}{' '}
      <select data-testid="seat-picker" value={seat === null ? 'spectator' : String(seat)}
        onChange={(e) => onChange(e.currentTarget.value === 'spectator' ? null : Number(e.currentTarget.value))}>
        <option value="spectator">{t('replay.spectator')}</option>
        {names.map((n, i) => <option key={i} value={String(i)}>{n}</option>)}
      </select>
    </label>
  );
}
