// The rules reference: the turn, the guilds, every Lord and Location in our words, the Threat track.
import { useEffect, useRef } from 'react';
import { Trans } from 'react-i18next';
import { GUILDS, KRAKEN_LOCATION_FIRST, KRAKEN_LORD_FIRST, LEVIATHAN_LORD_FIRST, LOCATIONS, LORDS, RACES, THREAT_REWARDS } from '../../engine/cards.ts';
import { costText, locationName, locationText, lordName, powerLine } from '../cards/describe.ts';
import { GUILD_LOOK, RACE_LOOK } from '../cards/look.ts';
import { RaceGlyph } from '../cards/RaceGlyph.tsx';
import { useLang, useT } from '../i18n/index.ts';
import { keysCount, raceName, rewardsText } from '../i18n/words.ts';

export function RulesPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT();
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (open && !d.open) d.showModal();
    if (!open && d.open) d.close();
  }, [open]);
  return (
    <dialog ref={ref} className="rules" aria-labelledby="rules-title" onClose={onClose}>
      <header className="rules-head">
        <h2 id="rules-title">{t('rules.title')}</h2>
        <button type="button" className="btn" onClick={onClose} autoFocus>{t('common.close')}</button>
      </header>
      {open && <RulesBody />}
    </dialog>
  );
}

function RulesBody() {
  const t = useT();
  const lang = useLang();
  const rich = { b: <b />, i: <i /> };
  return (
    <div className="rules-body">
      <section>
        <h3>{t('rules.turn')}</h3>
        <ol>
          <li><Trans t={t} i18nKey="rules.plot" components={rich} /></li>
          <li><Trans t={t} i18nKey="rules.action" components={rich} /></li>
          <li><Trans t={t} i18nKey="rules.keys" components={rich} /></li>
          <li>{t('rules.powers')}</li>
        </ol>
        <p>{t('rules.end')}</p>
      </section>
      <section>
        <h3>{t('rules.racesGuilds')}</h3>
        <table className="guild-table">
          <thead><tr><th scope="col">{t('rules.race')}</th><th scope="col">{t('rules.guildCol')}</th><th scope="col">{t('rules.role')}</th></tr></thead>
          <tbody>
            {GUILDS.map((g) => {
              const race = GUILD_LOOK[g].race;
              return (
                <tr key={g}>
                  <td>{race ? <><RaceGlyph race={race} size={18} /> {raceName(race)}</> : t('rules.allFive')}</td>
                  <td>{t(`guild.${g}`)} ({GUILD_LOOK[g].abbr})</td>
                  <td>{t(`rules.roles.${g}`)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
        <p className="muted">{t('rules.marks', { list: RACES.map((r) => `${raceName(r)} ${RACE_LOOK[r].abbr} (${t(`shape.${RACE_LOOK[r].shape}`)})`).join(', ') })}
          {' '}{t('rules.values')}</p>
      </section>
      <section>
        <h3>{t('rules.threat')}</h3>
        <ol className="threat-list">
          {THREAT_REWARDS.map((options, i) => <li key={i}>{t('table.space', { n: i + 1, text: rewardsText(options) })}</li>)}
        </ol>
        <p className="muted">{t('rules.threatNote')}</p>
      </section>
      <section>
        <h3>{t('rules.lords')}</h3>
        {GUILDS.map((g) => (
          <div key={g}>
            <h4>{t(`guild.${g}`)}</h4>
            <dl className="lord-list">
              {LORDS.filter((l) => l.id > 0 && l.guild === g).map((l) => (
                <div key={l.id}>
                  <dt>{lordName(l.id, lang)} <small>{t('rules.lordLine', { ip: l.ip, keys: l.keys ? `, ${keysCount(l.keys)}` : '', cost: costText(l.id, lang) })}</small>
                    {l.id >= KRAKEN_LORD_FIRST && <small className="expansion-tag"> · {t(l.id >= LEVIATHAN_LORD_FIRST ? 'rules.leviathanTag' : 'rules.krakenTag')}</small>}</dt>
                  <dd>{powerLine(l.id, lang)}</dd>
                </div>
              ))}
            </dl>
          </div>
        ))}
      </section>
      <section>
        <h3>{t('rules.locations')}</h3>
        <dl className="lord-list">
          {LOCATIONS.filter((l) => l.id > 0).map((l) => (
            <div key={l.id}><dt>{locationName(l.id, lang)}{l.id >= KRAKEN_LOCATION_FIRST && <small className="expansion-tag"> · {t('rules.krakenTag')}</small>}</dt><dd>{locationText(l.id, lang)}</dd></div>
          ))}
        </dl>
      </section>
      <section data-rules="kraken">
        <h3>{t('rules.kraken')}</h3>
        <p>{t('rules.krakenNebulis')}</p>
        <p>{t('rules.krakenFigure')}</p>
        <p>{t('rules.krakenAllies')}</p>
        <p>{t('rules.krakenLoot')}</p>
        <p>{t('rules.krakenSentinels')}</p>
      </section>
      <section data-rules="leviathan">
        <h3>{t('rules.leviathan')}</h3>
        <p>{t('rules.leviathanBorder')}</p>
        <p>{t('rules.leviathanFight')}</p>
        <p>{t('rules.leviathanAllies')}</p>
        <p>{t('rules.leviathanTokens')}</p>
        <p>{t('rules.leviathanScore')}</p>
      </section>
    </div>
  );
}
