// Kraken pieces drawn from data with our own SVG: Nebulis (a dark pearl), the Kraken mark
// (on Kraken Allies and the figure), Loot cards and Sentinel tokens.
import { LOOT_VALUES } from '../../engine/cards.ts';
import type { Sentinel } from '../../engine/types.ts';
import { lordShortName } from './describe.ts';
import { useLang, useT } from '../i18n/index.ts';

export function NebulisIcon({ size = 16 }: { size?: number }) {
  return (
    <svg className="glyph nebulis" width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="9" fill="var(--nebulis)" stroke="var(--glyph-edge)" strokeWidth="1" />
      <circle cx="9" cy="9" r="2.2" fill="#9b7fd1" opacity="0.8" />
    </svg>
  );
}

/** A head and three tentacles: a Kraken Ally's mark and the Kraken figure. */
export function KrakenMark({ size = 18 }: { size?: number }) {
  return (
    <svg className="glyph kraken-mark" width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M12 2c4 0 7 3 7 7 0 2-1 3.5-2 4.5l1 6.5-3-3-1.5 5L12 17l-1.5 5L9 17l-3 3 1-6.5C6 12.5 5 11 5 9c0-4 3-7 7-7Z"
        fill="var(--kraken)" stroke="var(--glyph-edge)" strokeWidth="0.8" />
      <circle cx="9.5" cy="9" r="1.6" fill="#fff" /><circle cx="14.5" cy="9" r="1.6" fill="#fff" />
    </svg>
  );
}

/** One Loot card: its value (what the Location scores) and its immediate effect. */
export function LootCard({ id }: { id: number }) {
  const t = useT();
  const v = LOOT_VALUES[id];
  const effect = t(`kraken.lootEffect.v${v}` as 'kraken.lootEffect.v3');
  return (
    <span className="loot-card" role="img" data-loot={id} data-value={v} aria-label={t('kraken.lootCard', { value: v })} data-tip={effect} tabIndex={0}>
      <span className="loot-value">{v}</span>
    </span>
  );
}

/** The Loot kept on a Location, as small value chips. */
export function LootChips({ loot }: { loot: readonly number[] }) {
  const t = useT();
  if (!loot.length) return null;
  const sum = loot.reduce((s, id) => s + LOOT_VALUES[id], 0);
  return (
    <span className="loot-chips" data-loot-sum={sum} aria-label={t('kraken.lootOn', { list: loot.map((id) => LOOT_VALUES[id]).join(', '), ip: sum })}>
      {loot.map((id) => <span key={id} className="loot-chip">{LOOT_VALUES[id]}</span>)}
    </span>
  );
}

/** A Sentinel token on what it guards, in its owner's colour, with the owner's name. */
export function SentinelToken({ sentinel, owner }: { sentinel: Sentinel; owner: string }) {
  const t = useT();
  const lang = useLang();
  const text = t('kraken.sentinelTip', { name: owner, lord: lordShortName(sentinel.lord, lang) });
  return (
    <span className={`sentinel seat-${sentinel.seat}`} role="img" aria-label={text} data-tip={text} data-sentinel={sentinel.lord}
      data-sentinel-seat={sentinel.seat} tabIndex={0}>
      <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M2 12c3-5 6.5-7 10-7s7 2 10 7c-3 5-6.5 7-10 7s-7-2-10-7Z" fill="var(--seat)" stroke="#0b1a2a" strokeWidth="1.2" />
        <circle cx="12" cy="12" r="3.5" fill="#0b1a2a" />
      </svg>
    </span>
  );
}

/** The Sentinels guarding one thing (zone + target), drawn over it. */
export function SentinelsOn({ sentinels, zone, target, name }: {
  sentinels: readonly Sentinel[] | undefined; zone: Sentinel['zone']; target: number; name: (seat: number) => string;
}) {
  const here = (sentinels ?? []).filter((s) => s.zone === zone && s.target === target);
  if (!here.length) return null;
  return <span className="sentinels">{here.map((s) => <SentinelToken key={s.lord} sentinel={s} owner={name(s.seat)} />)}</span>;
}
