// A short account of the other seats' moves since my previous decision (sinceLastTurn.ts).
import type { GameEvent, GameOptions } from '../../engine/index.ts';
import type { Lang } from '../../i18n/lang.ts';
import { sinceLastTurn } from './sinceLastTurn.ts';
import './since-last-turn.css';
import { useT } from '../i18n/index.ts';

interface Props {
  log: GameEvent[];
  me: number;
  myDecision: boolean;
  name: (seat: number) => string;
  options: Pick<GameOptions, 'names' | 'expansions'>;
  lang?: Lang;
}

export function SinceLastTurn({ log, me, myDecision, name, options, lang = 'en' }: Props) {
  const moves = sinceLastTurn(log, me, myDecision, options, lang);
  const t = useT();
  if (moves.length === 0) return null;
  return (
    <section className="panel since-last-turn" aria-label={t('game.since')} data-testid="since-last-turn">
      <h3>{t('game.since')}</h3>
      <ul>
        {moves.map((m, i) => (
          <li key={i} data-seat={m.seat ?? 'table'}>
            {m.seat !== null && <><span className={`seat-dot seat-${m.seat}`} aria-hidden="true" /><strong>{name(m.seat)}</strong>: </>}
            {m.lines.join(' ')}
          </li>
        ))}
      </ul>
    </section>
  );
}
