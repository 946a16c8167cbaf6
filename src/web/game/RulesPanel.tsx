// The rules reference: the turn, the guilds, every Lord and Location in our words, the Threat track.
import { useEffect, useRef } from 'react';
import { GUILDS, LOCATIONS, LORDS, RACES, THREAT_REWARDS, describeReward, plural } from '../../engine/cards.ts';
import { costText, timingText } from '../cards/describe.ts';
import { GUILD_LOOK, RACE_LOOK } from '../cards/look.ts';
import { RaceGlyph } from '../cards/RaceGlyph.tsx';

const GUILD_ROLE: Record<string, string> = {
  military: 'Disrupt opponents (the Shaman protects against them).',
  merchant: 'Bring Pearls.',
  mage: 'Favours from the Council and the Allies.',
  politician: 'Sway the Court and its Lords.',
  farmer: 'No powers, but many IP and keys.',
  ambassador: 'Need all five races; take control of a Location alone.',
};

export function RulesPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
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
        <h2 id="rules-title">Rules reference</h2>
        <button type="button" className="btn" onClick={onClose} autoFocus>Close</button>
      </header>
      {open && <RulesBody />}
    </dialog>
  );
}

function RulesBody() {
  return (
    <div className="rules-body">
      <section>
        <h3>Your turn</h3>
        <ol>
          <li><b>Plot at Court</b> (optional, repeatable): pay 1 Pearl to reveal a Lord into an empty Court space.</li>
          <li><b>One action</b>: <i>Explore the Depths</i> (reveal cards; opponents may buy each Ally for 1, 2, then 3 Pearls paid to you; take one or fight a Monster to stop),
            <i> Request Support</i> (take a whole Council stack into your hand), or <i>Recruit a Lord</i> (spend Allies of exactly the shown number of races, the big bubble’s race among them; Pearls cover what is short).</li>
          <li><b>Keys</b>: at 3 keys you must take control of a Location (face-up, or draw 1–4 and pick). Lords paying keys go under it and keep only their IP.</li>
          <li>Once-per-turn powers (Slaver, Oracle, Opportunist) may be used during your turn.</li>
        </ol>
        <p>The game ends when someone owns a 7th Lord or the Court cannot be refilled: the others each play one last turn.
          Score: Locations + Lords’ IP + your highest affiliated Ally of each race + Monster tokens. Ties: most Pearls, then strongest Lord.</p>
      </section>
      <section>
        <h3>Races and guilds</h3>
        <table className="guild-table">
          <thead><tr><th scope="col">Race</th><th scope="col">Guild</th><th scope="col">Role</th></tr></thead>
          <tbody>
            {GUILDS.map((g) => {
              const race = GUILD_LOOK[g].race;
              return (
                <tr key={g}>
                  <td>{race ? <><RaceGlyph race={race} size={18} /> {RACE_LOOK[race].label}</> : 'All five'}</td>
                  <td>{GUILD_LOOK[g].label} ({GUILD_LOOK[g].abbr})</td>
                  <td>{GUILD_ROLE[g]}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
        <p className="muted">Each race has a colour, a shape and two letters: {RACES.map((r) => `${RACE_LOOK[r].label} ${RACE_LOOK[r].abbr} (${RACE_LOOK[r].shape})`).join(', ')}.
          Allies are valued 1 (×4), 2 (×3), 3 (×3), 4 (×2) and 5 (×1) in each race.</p>
      </section>
      <section>
        <h3>Threat track</h3>
        <ol className="threat-list">
          {THREAT_REWARDS.map((options, i) => <li key={i}>Space {i + 1}: {options.map(describeReward).join(' or ')}</li>)}
        </ol>
        <p className="muted">Each Monster you explore past moves the token up; fighting one pays its space and brings the token back to 1. A Monster on the 5th track space must be fought and adds 1 Pearl.</p>
      </section>
      <section>
        <h3>Lords</h3>
        {GUILDS.map((g) => (
          <div key={g}>
            <h4>{GUILD_LOOK[g].label}</h4>
            <dl className="lord-list">
              {LORDS.filter((l) => l.id > 0 && l.guild === g).map((l) => (
                <div key={l.id}>
                  <dt>{l.name} <small>— {l.ip} IP{l.keys ? `, ${plural(l.keys, 'key')}` : ''}; costs {costText(l.id)}</small></dt>
                  <dd>{timingText(l.id)}: {l.power}</dd>
                </div>
              ))}
            </dl>
          </div>
        ))}
      </section>
      <section>
        <h3>Locations</h3>
        <dl className="lord-list">
          {LOCATIONS.filter((l) => l.id > 0).map((l) => (
            <div key={l.id}><dt>{l.name}</dt><dd>{l.text}</dd></div>
          ))}
        </dl>
      </section>
    </div>
  );
}
