// The recruitment payment builder: pick Allies, Pearls fill the rest, live feedback on what
// is missing. It sends a recruit only when the choice covers a payment listed in view.legal.
import { AllyCard } from '../cards/AllyCard.tsx';
import { allyName } from '../cards/describe.ts';
import { CourtCard } from '../cards/CourtCard.tsx';
import { cardRef } from '../courtCards.ts';
import { checkPayment, nebulisChoices, recruitableLords, sortHand, suggestions } from '../payment.ts';
import type { Targets } from '../table/targets.ts';
import type { BaseCtx } from './types.ts';
import { endWarning } from '../aids/RecruitAid.tsx';
import { useT } from '../i18n/index.ts';
import { allies, nebulis, pearls, raceName, racesCount } from '../i18n/words.ts';

function toggle(ctx: BaseCtx, card: number): void {
  const sel = ctx.ui.selected;
  ctx.setUi({ selected: sel.includes(card) ? sel.filter((c) => c !== card) : [...sel, card] });
}

export function builderTargets(ctx: BaseCtx, t: Targets): void {
  for (const card of ctx.view.players[ctx.me].hand ?? []) t.hand.set(card, () => toggle(ctx, card));
  for (const lord of recruitableLords(ctx.legal)) t.court.set(lord, () => ctx.setUi({ recruitLord: lord, selected: [] }));
  t.selectedHand = new Set(ctx.ui.selected);
  t.selectedLord = ctx.ui.recruitLord;
}

function Req({ ok, children }: { ok: boolean; children: React.ReactNode }) {
  return <li className={ok ? 'ok' : 'todo'}><span aria-hidden="true">{ok ? '✓' : '✗'}</span> {children}</li>;
}

export function RecruitBuilder({ ctx, lord }: { ctx: BaseCtx; lord: number }) {
  const t = useT();
  const nebulisOptions = nebulisChoices(ctx.legal, lord);
  // Where every payment of this Lord spends Nebulis (no Pearl-only one), the fewest it can.
  const neb = ctx.ui.nebulis ?? (nebulisOptions.length && !nebulisOptions.includes(0) ? nebulisOptions[0] : 0);
  const check = checkPayment(ctx.view, ctx.me, lord, ctx.ui.selected, neb);
  const hand = sortHand(ctx.view.players[ctx.me].hand ?? []);
  const quick = suggestions(ctx.view, ctx.me, lord);
  const selected = new Set(ctx.ui.selected);
  const ends = endWarning(ctx.view, ctx.me, lord);
  return (
    <div className="builder" data-builder={lord}>
      <div className="builder-head">
        <CourtCard id={lord} view={ctx.view} />
        <ul className="requirements" aria-label={t('builder.requirements')}>
          <Req ok={check.racesOk}>
            {t('builder.exactly', { races: racesCount(check.racesNeeded), picked: check.races.length })}
            {check.wild > 0 && <> {t('kraken.wildPicked', { count: check.wild })}</>}
          </Req>
          {check.mandatory && <Req ok={check.mandatoryOk}>{t('builder.atLeastOne', { race: raceName(check.mandatory) })}</Req>}
          <Req ok={check.pearlsNeeded <= check.pearlsHave}>
            {t('builder.value', { total: check.total, cost: check.cost })}{check.costNotes.length ? ` (${check.costNotes.join(', ')})` : ''}
            {' '}{t('builder.pearlsNeeded', { pearls: pearls(check.pearlsNeeded), have: check.pearlsHave })}
          </Req>
        </ul>
      </div>
      {ends && <p className="aid aid-warning" role="note" data-aid="ends-game">⚠ {ends}</p>}
      <p className="muted">{t('builder.pick')}</p>
      <ul className="hand-cards builder-hand" aria-label={t('builder.hand')}>
        {hand.map((c) => (
          <li key={c}><AllyCard card={c} size="sm" selected={selected.has(c)} onClick={() => toggle(ctx, c)} /></li>
        ))}
      </ul>
      <p className={`builder-status${check.action ? ' ready' : ''}`} role="status" aria-live="polite">
        {check.action
          ? check.pearlsNeeded
            ? t('builder.readyPearls', { allies: allies(ctx.ui.selected.length), pearls: pearls(check.pearlsNeeded) })
            : t('builder.ready', { allies: allies(ctx.ui.selected.length) })
          : check.missing.join(' ')}
      </p>
      {nebulisOptions.some((n) => n > 0) && (
        <div className="choices" role="group" aria-label={t('kraken.payNebulis')} data-nebulis-choice>
          <span className="choices-label">{t('kraken.payNebulis')}</span>
          {nebulisOptions.map((n) => (
            <button key={n} type="button" className="btn small" aria-pressed={neb === n} data-act="nebulis" data-nebulis={n}
              onClick={() => ctx.setUi({ nebulis: n })}>{n === 0 ? t('kraken.noNebulis') : nebulis(n)}</button>
          ))}
        </div>
      )}
      {quick.length > 0 && (
        <div className="choices" role="group" aria-label={t('builder.quick')}>
          <span className="choices-label">{t('builder.quickPicks')}</span>
          {quick.map((s) => (
            <button key={`${s.allies.join(',')}-${s.nebulis}`} type="button" className="btn small" data-act="suggest" data-allies={s.allies.join(',')}
              data-nebulis={s.nebulis} onClick={() => ctx.setUi({ selected: s.allies, nebulis: s.nebulis })}>
              {s.allies.map((c) => allyName(c)).join(' + ')}{s.pearls ? ` + ${pearls(s.pearls)}` : ''}{s.nebulis ? ` + ${nebulis(s.nebulis)}` : ''}
            </button>
          ))}
        </div>
      )}
      <div className="choices confirm">
        <button type="button" className="btn primary" data-act="recruit" disabled={!check.action || ctx.busy}
          onClick={() => check.action && ctx.act(check.action)}>
          {t('builder.recruit', { card: cardRef(ctx.view, lord) })}
        </button>
        <button type="button" className="btn" data-act="cancel" onClick={() => ctx.setUi({ recruitLord: null, selected: [] })}>{t('common.back')}</button>
      </div>
    </div>
  );
}
