// Taking control of a Location: a face-up one or draw 1–4 and pick, paying the keys; Black Smokers.
import { KEYS_FOR_LOCATION, LOCATIONS, LORDS, plural } from '../../engine/cards.ts';
import { LocationAid } from '../aids/LocationAid.tsx';
import { LocationTile } from '../cards/LocationTile.tsx';
import { ActButton, Choices } from './common.tsx';
import { ofType, type PromptDef } from './types.ts';

export const location: PromptDef<'location'> = {
  title: () => 'You hold 3 keys: take control of a Location',
  Component({ ctx }) {
    const take = ofType(ctx.legal, 'takeLocation');
    const draw = ofType(ctx.legal, 'drawLocations');
    return (
      <>
        {take.length > 0 && (
          <Choices label="A face-up Location">
            {take.map((a) => (
              <ActButton key={a.location} ctx={ctx} action={a} tip={LOCATIONS[a.location].text}>
                {LOCATIONS[a.location].name}
                <LocationAid view={ctx.view} me={ctx.me} location={a.location} />
              </ActButton>
            ))}
          </Choices>
        )}
        {draw.length > 0 && (
          <Choices label={`or draw from the stack (${ctx.view.locationStackCount}) and pick one; the rest stay face up`}>
            {draw.map((a) => <ActButton key={a.count} ctx={ctx} action={a}>Draw {a.count}</ActButton>)}
          </Choices>
        )}
      </>
    );
  },
  targets(ctx, t) {
    for (const a of ofType(ctx.legal, 'takeLocation')) t.locations.set(a.location, () => ctx.act(a));
  },
};

export const pickLocation: PromptDef<'pickLocation'> = {
  title: (ctx) => (ctx.decision.ambassador
    ? `${LORDS[ctx.decision.ambassador].name}: pick the Location he takes control of`
    : 'Pick one of the drawn Locations'),
  Component({ ctx }) {
    return (
      <ul className="choice-locations">
        {ofType(ctx.legal, 'pickLocation').map((a) => (
          <li key={a.location} data-act="pickLocation">
            <LocationTile id={a.location} disabled={ctx.busy} onClick={() => ctx.act(a)} />
            <LocationAid view={ctx.view} me={ctx.me} location={a.location} ambassador={ctx.decision.ambassador || undefined} />
          </li>
        ))}
      </ul>
    );
  },
  targets(ctx, t) {
    for (const a of ofType(ctx.legal, 'pickLocation')) t.locations.set(a.location, () => ctx.act(a));
  },
};

export const payKeys: PromptDef<'payKeys'> = {
  title: (ctx) => `${LOCATIONS[ctx.decision.location].name}: choose which keys to spend`,
  Component({ ctx }) {
    return (
      <Choices label="Lords used go under the Location (they keep their IP, lose power and key)">
        {ofType(ctx.legal, 'payKeys').map((a) => {
          const tokens = KEYS_FOR_LOCATION - a.lords.length;
          const parts = [...a.lords.map((l) => LORDS[l].name), ...(tokens > 0 ? [plural(tokens, 'Key token')] : [])];
          return <ActButton key={a.lords.join(',') || 'tokens'} ctx={ctx} action={a}>{parts.join(' + ')}</ActButton>;
        })}
      </Choices>
    );
  },
};

export const blackSmokers: PromptDef<'blackSmokers'> = {
  title: () => 'Black Smokers: exchange it for a tile of the stack, or keep it',
  Component({ ctx }) {
    const decline = ofType(ctx.legal, 'decline')[0];
    return (
      <>
        <ul className="choice-locations">
          {ofType(ctx.legal, 'swapLocation').map((a) => (
            <li key={a.location} data-act="swapLocation">
              <LocationTile id={a.location} disabled={ctx.busy} onClick={() => ctx.act(a)} />
              <LocationAid view={ctx.view} me={ctx.me} location={a.location} locks={false} />
            </li>
          ))}
        </ul>
        <Choices>{decline && <ActButton ctx={ctx} action={decline}>Keep Black Smokers</ActButton>}</Choices>
      </>
    );
  },
};

/** De Profundis: two unused Outcasts reconquer a Location (an opponent's, or a face-up one). */
export const reconquer: PromptDef<'reconquer'> = {
  title: () => 'Your two Outcasts reconquer a Location: which one?',
  Component({ ctx }) {
    const holder = (id: number): string | null => {
      const p = ctx.view.players.find((x) => x.locations.some((l) => l.id === id));
      return p ? ctx.name(p.seat) : null;
    };
    return (
      <Choices label="The loser takes the top Location of the stack instead">
        {ofType(ctx.legal, 'reconquer').map((a) => {
          const who = holder(a.location);
          return (
            <ActButton key={a.location} ctx={ctx} action={a} tip={LOCATIONS[a.location].text}>
              {LOCATIONS[a.location].name}{who ? <small> (from {who})</small> : <small> (face up)</small>}
              <LocationAid view={ctx.view} me={ctx.me} location={a.location} locks={false} />
            </ActButton>
          );
        })}
      </Choices>
    );
  },
  targets(ctx, t) {
    for (const a of ofType(ctx.legal, 'reconquer')) if (ctx.view.locationsAvailable.includes(a.location)) t.locations.set(a.location, () => ctx.act(a));
  },
};

/** De Profundis: my Location was reconquered and the stack is empty: pick a face-up one. */
export const replaceLocation: PromptDef<'replaceLocation'> = {
  title: () => 'Your Location was reconquered: pick a face-up Location to replace it',
  Component({ ctx }) {
    return (
      <ul className="choice-locations">
        {ofType(ctx.legal, 'pickLocation').map((a) => (
          <li key={a.location} data-act="pickLocation">
            <LocationTile id={a.location} disabled={ctx.busy} onClick={() => ctx.act(a)} />
            <LocationAid view={ctx.view} me={ctx.me} location={a.location} locks={false} />
          </li>
        ))}
      </ul>
    );
  },
  targets(ctx, t) {
    for (const a of ofType(ctx.legal, 'pickLocation')) t.locations.set(a.location, () => ctx.act(a));
  },
};
