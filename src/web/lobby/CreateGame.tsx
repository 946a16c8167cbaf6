// Create a game: 2–4 seats, 5 with Leviathan (me, a friend, or a bot of some level) and the table options.
import { useState } from 'react';
import { MAX_PLAYERS, MAX_PLAYERS_WITHOUT_LEVIATHAN } from '../../engine/seats.ts';
import type { BotLevel, CreateGameResponse, KnownDealSpectators, PlayerSpec } from '../../protocol/game.ts';
import { MAX_NAME_LENGTH, TURN_BASED_HOURS, TURN_TIMER_CHOICES, type TurnBasedOptions } from '../../protocol/game.ts';
import { linkTurnBasedSeat } from '../account/linkSeat.ts';
import { hoursLabel } from './turnBasedText.ts';
import { api } from '../api.ts';
import { gamePath, navigate } from '../route.ts';
import { rememberName, savedName, saveHosted, saveSeat, type Invite } from '../storage.ts';
import { InviteList } from './InviteList.tsx';
import { KnownDeal } from './KnownDeal.tsx';
import { errorText } from '../i18n/errors.ts';
import { useT } from '../i18n/index.ts';

type SeatKind = 'me' | 'friend' | 'bot';
interface SeatForm {
  kind: SeatKind;
  level: BotLevel;
  name: string;
}

export function CreateGame({ onCreated }: { onCreated?: () => void }) {
  const t = useT();
  const [seats, setSeats] = useState<SeatForm[]>([
    { kind: 'me', level: 'medium', name: savedName() },
    { kind: 'bot', level: 'medium', name: '' },
    { kind: 'bot', level: 'medium', name: '' },
    { kind: 'bot', level: 'medium', name: '' },
  ]);
  const [martialLaw, setMartialLaw] = useState(false);
  const [deProfundis, setDeProfundis] = useState(false);
  const [kraken, setKraken] = useState(false);
  const [leviathan, setLeviathan] = useState(false);
  /** Set when unticking Leviathan took the fifth seat away: the form says so. */
  const [seatDropped, setSeatDropped] = useState<number | null>(null);
  const maxSeats = leviathan ? MAX_PLAYERS : MAX_PLAYERS_WITHOUT_LEVIATHAN;
  const [seed, setSeed] = useState('');
  const [spectators, setSpectators] = useState<KnownDealSpectators>('warn');
  // Listed in "Watch a game": by default unless a friend is invited (the server's default too); null until ticked.
  const [listedChoice, setListedChoice] = useState<boolean | null>(null);
  const listed = listedChoice ?? !seats.some((s) => s.kind === 'friend');
  /** Seconds per decision for real-time play; 0: no timer. */
  const [turnSeconds, setTurnSeconds] = useState(0);
  /** Turn-based play: hours per move and what happens when they run out; null: real time. */
  const [turnBased, setTurnBased] = useState<TurnBasedOptions | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [created, setCreated] = useState<{ gameId: string; mine: boolean; knownDeal: boolean } | null>(null);

  const update = (i: number, patch: Partial<SeatForm>): void => {
    setSeats((list) => list.map((s, k) => {
      if (k === i) return { ...s, ...patch };
      // Only one seat can be mine.
      if (patch.kind === 'me' && s.kind === 'me') return { ...s, kind: 'friend' };
      return s;
    }));
  };

  /**
   * Without Leviathan a table has at most 4 seats (the engine's rule): unticking it with five
   * seats drops the last seat that is not the creator's, and the form says which.
   */
  const chooseLeviathan = (on: boolean): void => {
    setLeviathan(on);
    setSeatDropped(null);
    if (on || seats.length <= MAX_PLAYERS_WITHOUT_LEVIATHAN) return;
    let drop = seats.length - 1;
    while (drop > 0 && seats[drop].kind === 'me') drop--;
    setSeats(seats.filter((_, k) => k !== drop));
    setSeatDropped(drop);
  };

  const submit = async (e: React.FormEvent): Promise<void> => {
    e.preventDefault();
    setError(null);
    const seedText = seed.trim().toLowerCase();
    // A chosen seed replays a known deal: a whole number (older 32-bit deals) or 32–64 hex digits.
    const seedValue = seedText === '' ? undefined : /^[0-9a-f]{32,64}$/.test(seedText) ? seedText : Number(seedText);
    if (typeof seedValue === 'number' && (!Number.isInteger(seedValue) || seedValue < 0 || seedValue > 0xffffffff)) {
      setError(t('create.badSeed'));
      return;
    }
    const myIndex = seats.findIndex((s) => s.kind === 'me');
    const players: PlayerSpec[] = seats.map((s) => ({
      kind: s.kind === 'bot' ? 'bot' : 'human',
      ...(s.kind === 'bot' ? { level: s.level } : {}),
      ...(s.name.trim() ? { name: s.name.trim() } : {}),
    }));
    const myName = seats.find((s) => s.kind === 'me')?.name.trim();
    if (myName) rememberName(myName);
    setBusy(true);
    let res: CreateGameResponse;
    try {
      res = await api.createGame({ players, creatorSeat: myIndex >= 0 ? myIndex : null, options: { martialLaw, ...(deProfundis ? { deProfundis: true } : {}), ...(kraken ? { kraken: true } : {}), ...(leviathan ? { leviathan: true } : {}), ...(seedValue !== undefined ? { seed: seedValue, spectators } : {}), listed, ...(turnBased ? { turnBased } : turnSeconds ? { turnSeconds } : {}) } });
    } catch (err) {
      setError(errorText(err, t('create.failed')));
      setBusy(false);
      return;
    }
    setBusy(false);
    const invites: Invite[] = res.seats
      .filter((s) => s.invite !== undefined && s.inviteUrl)
      .map((s) => ({ seat: s.seat, name: s.name, url: s.inviteUrl as string }));
    const mySeat = res.creatorSeat === null ? undefined : res.seats[res.creatorSeat];
    if (mySeat?.token) saveSeat({ gameId: res.gameId, token: mySeat.token, seat: mySeat.seat, savedAt: Date.now() });
    if (mySeat?.token && turnBased) await linkTurnBasedSeat(res.gameId, mySeat.token);
    // The host token stays in this browser with the invites: it revokes or re-issues them.
    if (invites.length > 0) saveHosted({ gameId: res.gameId, hostToken: res.hostToken, invites, knownDeal: res.knownDeal, savedAt: Date.now() });
    if (invites.length === 0) {
      navigate(gamePath(res.gameId, !mySeat?.token));
      return;
    }
    setCreated({ gameId: res.gameId, mine: !!mySeat?.token, knownDeal: res.knownDeal });
    onCreated?.();
  };

  if (created) {
    return (
      <section className="panel lobby-card" aria-labelledby="created-title">
        <h2 id="created-title">{t('create.created')}</h2>
        <p>{t('create.createdNote')}</p>
        {created.knownDeal && <KnownDeal />}
        <InviteList gameId={created.gameId} />
        <div className="choices">
          <button type="button" className="btn primary" data-act="go-to-table" onClick={() => navigate(gamePath(created.gameId, !created.mine))}>
            {t('create.goToTable')}
          </button>
          <button type="button" className="btn" onClick={() => setCreated(null)}>{t('create.another')}</button>
        </div>
      </section>
    );
  }

  return (
    <section className="panel lobby-card" aria-labelledby="create-title">
      <h2 id="create-title" data-testid="create-title">{t('create.title')}</h2>
      <form onSubmit={submit} className="create-form">
        <ol className="seat-list">
          {seats.map((s, i) => (
            <li key={i} className="seat-row" data-seat-row={i}>
              <span className="seat-no">{t('create.seat', { n: i + 1 })}</span>
              <select aria-label={t('create.seatPlayedBy', { n: i + 1 })} value={s.kind} onChange={(e) => update(i, { kind: e.target.value as SeatKind })}
                data-seat-kind={i}>
                <option value="me">{t('create.me')}</option>
                <option value="friend">{t('create.friend')}</option>
                <option value="bot">{t('create.bot')}</option>
              </select>
              {s.kind === 'bot' && (
                <select aria-label={t('create.seatBotLevel', { n: i + 1 })} value={s.level} onChange={(e) => update(i, { level: e.target.value as BotLevel })}
                  data-seat-level={i}>
                  <option value="easy">{t('levels.easy')}</option>
                  <option value="medium">{t('levels.medium')}</option>
                  <option value="hard">{t('levels.hard')}</option>
                </select>
              )}
              <input type="text" aria-label={t('create.seatName', { n: i + 1 })} placeholder={s.kind === 'bot' ? t('common.bot', { n: i + 1 }) : t('common.player', { n: i + 1 })}
                maxLength={MAX_NAME_LENGTH} value={s.name} onChange={(e) => update(i, { name: e.target.value })} data-seat-name={i} />
              {seats.length > 2 && (
                <button type="button" className="btn small" aria-label={t('create.removeSeat', { n: i + 1 })} onClick={() => {
                  setSeatDropped(null);
                  setSeats((l) => l.filter((_, k) => k !== i));
                }}>
                  {t('create.remove')}
                </button>
              )}
            </li>
          ))}
        </ol>
        {seats.length < maxSeats && (
          <button type="button" className="btn small" data-act="add-seat" onClick={() => {
            setSeatDropped(null);
            setSeats((l) => [...l, { kind: 'bot', level: 'medium', name: '' }]);
          }}>{t('create.addSeat')}</button>
        )}
        {seats.length === MAX_PLAYERS_WITHOUT_LEVIATHAN && !leviathan && <p className="muted" data-note="fifth-seat">{t('create.fifthSeatNeedsLeviathan')}</p>}
        {seatDropped !== null && <p className="muted" role="status" data-note="seat-dropped">{t('create.seatDropped', { n: seatDropped + 1 })}</p>}
        <fieldset className="options">
          <legend>{t('create.options')}</legend>
          <label className="check">
            {/* Leviathan always plays with Martial Law (docs/leviathan.md): the box shows it, ticked and fixed. */}
            <input type="checkbox" checked={martialLaw || leviathan} disabled={leviathan} onChange={(e) => setMartialLaw(e.target.checked)} data-option="martialLaw" />
            {t('create.martialLaw')} <small className="muted">{leviathan ? t('create.martialLawWithLeviathan') : t('create.martialLawNote')}</small>
          </label>
          <label className="check">
            <input type="checkbox" checked={deProfundis} onChange={(e) => setDeProfundis(e.target.checked)} data-option="deProfundis" />
            {t('create.deProfundis')} <small className="muted">{t('create.deProfundisNote')}</small>
          </label>
          <label className="check">
            <input type="checkbox" checked={kraken} onChange={(e) => setKraken(e.target.checked)} data-option="kraken" />
            {t('create.kraken')} <small className="muted">{t('create.krakenNote')}</small>
          </label>
          <label className="check">
            <input type="checkbox" checked={leviathan} onChange={(e) => chooseLeviathan(e.target.checked)} data-option="leviathan" />
            {t('create.leviathan')} <small className="muted">{t('create.leviathanNote')}</small>
          </label>
          <label className="check">
            <input type="checkbox" checked={listed} onChange={(e) => setListedChoice(e.target.checked)} data-option="listed" />
            {t('create.listed')} <small className="muted">{t('create.listedNote')}</small>
          </label>
          <label>
            {t('create.pace')} <small className="muted">{t('create.paceNote')}</small>
            <select value={turnBased ? 'turn-based' : 'real-time'} onChange={(e) => setTurnBased(e.target.value === 'turn-based' ? { hours: 24, onTimeout: 'bot' } : null)} data-option="pace">
              <option value="real-time">{t('create.paceRealTime')}</option>
              <option value="turn-based">{t('create.paceTurnBased')}</option>
            </select>
          </label>
          {turnBased ? (
            <>
              <label>
                {t('create.timePerMove')}
                <select value={turnBased.hours} onChange={(e) => setTurnBased({ ...turnBased, hours: Number(e.target.value) as TurnBasedOptions['hours'] })} data-option="turnBasedHours">
                  {TURN_BASED_HOURS.map((h) => <option key={h} value={h}>{hoursLabel(h)}</option>)}
                </select>
              </label>
              <label>
                {t('create.onTimeout')}
                <select value={turnBased.onTimeout} onChange={(e) => setTurnBased({ ...turnBased, onTimeout: e.target.value === 'end' ? 'end' : 'bot' })} data-option="onTimeout">
                  <option value="bot">{t('create.onTimeoutBot')}</option>
                  <option value="end">{t('create.onTimeoutEnd')}</option>
                </select>
              </label>
            </>
          ) : (
            <label>
              {t('create.timer')} <small className="muted">{t('create.timerNote')}</small>
              <select value={turnSeconds} onChange={(e) => setTurnSeconds(Number(e.target.value))} data-option="turnSeconds">
                <option value={0}>{t('create.timerNone')}</option>
                {TURN_TIMER_CHOICES.map((s) => <option key={s} value={s}>{t('create.timerMinutes', { minutes: s / 60 })}</option>)}
              </select>
            </label>
          )}
          <label>
            {t('create.seed')} <small className="muted">{t('create.seedNote')}</small>
            <input type="text" value={seed} onChange={(e) => setSeed(e.target.value)} data-option="seed" />
          </label>
          {seed.trim() !== '' && (
            <label>
              {t('create.spectators')}
              <select value={spectators} onChange={(e) => setSpectators(e.target.value as KnownDealSpectators)} data-option="spectators">
                <option value="warn">{t('create.spectatorsWarn')}</option>
                <option value="refuse">{t('create.spectatorsRefuse')}</option>
              </select>
            </label>
          )}
        </fieldset>
        {error && <p className="error" role="alert">{error}</p>}
        <button type="submit" className="btn primary" disabled={busy} data-act="create">{busy ? t('create.creating') : t('create.submit')}</button>
      </form>
    </section>
  );
}
