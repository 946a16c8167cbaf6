// Taking control of a Location: a face-up one or draw 1–4 and pick, paying the keys; Black Smokers.
import { KEYS_FOR_LOCATION } from '../../engine/cards.ts';
import { locationIn, locationName, locationText, lordIn, lordName } from '../cards/describe.ts';
import { LocationAid } from '../aids/LocationAid.tsx';
import { LocationTile } from '../cards/LocationTile.tsx';
import { ActButton, Choices } from './common.tsx';
import { ofType, type PromptDef } from './types.ts';
import { i18n, useT } from '../i18n/index.ts';
import { keyTokens } from '../i18n/words.ts';

export const location: PromptDef<'location'> = {
  title: () => i18n.t('prompt.locationTitle'),
  Component({ ctx }) {
    const t = useT();
    const take = ofType(ctx.legal, 'takeLocation');
    const draw = ofType(ctx.legal, 'drawLocations');
    return (
      <>
        {take.length > 0 && (
          <Choices label={t('prompt.faceUp')}>
            {take.map((a) => (
              <ActButton key={a.location} ctx={ctx} action={a} tip={locationText(a.location)}>
                {locationName(a.location)}
                <LocationAid view={ctx.view} me={ctx.me} location={a.location} />
              </ActButton>
            ))}
          </Choices>
        )}
        {draw.length > 0 && (
          <Choices label={t('prompt.drawFrom', { count: ctx.view.locationStackCount })}>
            {draw.map((a) => <ActButton key={a.count} ctx={ctx} action={a}>{t('prompt.draw', { count: a.count })}</ActButton>)}
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
    ? i18n.t('prompt.ambassadorTitle', { lord: lordIn(ctx.decision.ambassador, 'title') })
    : i18n.t('prompt.pickTitle')),
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
  title: (ctx) => i18n.t('prompt.payKeysTitle', { location: locationIn(ctx.decision.location, 'title') }),
  Component({ ctx }) {
    const t = useT();
    return (
      <Choices label={t('prompt.payKeysNote')}>
        {ofType(ctx.legal, 'payKeys').map((a) => {
          const tokens = KEYS_FOR_LOCATION - a.lords.length;
          const parts = [...a.lords.map((l) => lordName(l)), ...(tokens > 0 ? [keyTokens(tokens)] : [])];
          return <ActButton key={a.lords.join(',') || 'tokens'} ctx={ctx} action={a}>{parts.join(' + ')}</ActButton>;
        })}
      </Choices>
    );
  },
};

export const blackSmokers: PromptDef<'blackSmokers'> = {
  title: () => i18n.t('prompt.smokersTitle'),
  Component({ ctx }) {
    const t = useT();
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
        <Choices>{decline && <ActButton ctx={ctx} action={decline}>{t('prompt.keepSmokers')}</ActButton>}</Choices>
      </>
    );
  },
};

/** De Profundis: two unused Outcasts reconquer a Location (an opponent's, or a face-up one). */
export const reconquer: PromptDef<'reconquer'> = {
  title: () => i18n.t('prompt.reconquerTitle'),
  Component({ ctx }) {
    const t = useT();
    const holder = (id: number): string | null => {
      const p = ctx.view.players.find((x) => x.locations.some((l) => l.id === id));
      return p ? ctx.name(p.seat) : null;
    };
    return (
      <Choices label={t('prompt.reconquerNote')}>
        {ofType(ctx.legal, 'reconquer').map((a) => {
          const who = holder(a.location);
          return (
            <ActButton key={a.location} ctx={ctx} action={a} tip={locationText(a.location)}>
              {locationName(a.location)}{who ? <small>{t('prompt.fromPlayer', { name: who })}</small> : <small>{t('prompt.faceUpShort')}</small>}
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
  title: () => i18n.t('prompt.replaceTitle'),
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
