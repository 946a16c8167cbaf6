// The Threat track: six spaces, the reward options of each, and the token.
import { THREAT_REWARDS, describeReward } from '../../engine/cards.ts';

export function ThreatTrack({ threat }: { threat: number }) {
  return (
    <section className="panel threat" aria-label={`Threat track, token on space ${threat}`}>
      <h3>Threat</h3>
      <ol className="threat-spaces">
        {THREAT_REWARDS.map((options, i) => {
          const space = i + 1;
          const text = options.map(describeReward).join(' or ');
          return (
            <li key={space} className={`threat-space${space === threat ? ' current' : ''}`} data-tip={`Space ${space}: ${text}`} tabIndex={0}
              aria-label={`Space ${space}${space === threat ? ' (token here)' : ''}: ${text}`}>
              <span className="space-no">{space}</span>
              <span className="space-rewards">{options.map((o, k) => <span key={k}>{shortReward(o)}</span>)}</span>
              {space === threat && <span className="threat-token" aria-hidden="true" />}
            </li>
          );
        })}
      </ol>
      <p className="threat-legend" data-testid="threat-legend"><abbr title="Key token">K</abbr> Key · <abbr title="Pearl">P</abbr> Pearl · <abbr title="Monster token">M</abbr> Monster token</p>
    </section>
  );
}

function shortReward(r: { pearls: number; monsters: number; keys: number }): string {
  const parts: string[] = [];
  if (r.keys) parts.push(`${r.keys}K`);
  if (r.pearls) parts.push(`${r.pearls}P`);
  if (r.monsters) parts.push(`${r.monsters}M`);
  return parts.join('+');
}
