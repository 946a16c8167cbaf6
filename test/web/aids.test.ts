// The decision aids render the engine's numbers for a crafted view (server-side rendering, no
// browser needed): a Location's IP and locked Lords, a Lord's IP, keys, power and the end
// warning, and what the hand adds at the end.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadLang } from '../../src/web/i18n/index.ts';
import { viewFor } from '../../src/engine/index.ts';
import { EndHandHint } from '../../src/web/aids/EndHandHint.tsx';
import { LocationAid } from '../../src/web/aids/LocationAid.tsx';
import { RecruitAid } from '../../src/web/aids/RecruitAid.tsx';
import { ally, game, giveKeyTokens, giveLocation, giveLords, setAffiliated, setCourt, setHand } from '../engine/fixtures.ts';

// The catalogues are chunks the page fetches (src/web/i18n/index.ts): in before any text is read.
beforeAll(() => Promise.all([loadLang('en'), loadLang('fr')]));

/** Visible text of rendered markup, entities decoded as a reader sees them. */
const text = (html: string): string => html.replace(/<[^>]+>/g, '').replace(/&#x27;/g, "'").replace(/&amp;/g, '&');

describe('decision aids', () => {
  it('a Location: its IP for me now and the Lords it would lock', () => {
    const s = game(2, 5);
    giveLords(s, 0, [1, 27, 30]); // the Recruiter and the Keeper carry keys, the Miller none
    giveKeyTokens(s, 0, 1);
    const html = renderToStaticMarkup(createElement(LocationAid, { view: viewFor(s, 0), me: 0, location: 1 }));
    expect(text(html)).toBe('9 IP for you now · locks The Recruiter and The Keeper');
    expect(html).toContain('data-ip="9"');
  });

  it('a Location with a choice of keys names every Lord that may be locked; an Ambassador goes alone', () => {
    const s = game(2, 5);
    giveLords(s, 0, [1, 27]);
    giveKeyTokens(s, 0, 2);
    const view = viewFor(s, 0);
    expect(text(renderToStaticMarkup(createElement(LocationAid, { view, me: 0, location: 14 }))))
      .toBe('13 IP for you now · you choose the keys: may lock The Recruiter or The Keeper');
    expect(text(renderToStaticMarkup(createElement(LocationAid, { view, me: 0, location: 14, ambassador: 34 }))))
      .toBe('13 IP for you now · The Hermit alone goes under it');
  });

  it('a Lord in the recruit list: IP, keys, power, and the warning that it ends the game', () => {
    const s = game(2, 9);
    giveLords(s, 0, [2, 3, 4, 10, 13]);
    giveLocation(s, 0, 1, [7]);
    setCourt(s, [27, 30, 9, 16, 17, 18]);
    const html = renderToStaticMarkup(createElement(RecruitAid, { view: viewFor(s, 0), me: 0, card: 27 }));
    expect(text(html)).toBe('6 IP · 1 keyNo power.⚠ Your 7th Lord: recruiting it ends the game (everyone else plays one last turn)');
    const calm = renderToStaticMarkup(createElement(RecruitAid, { view: viewFor(s, 1), me: 1, card: 9 }));
    expect(text(calm)).toBe('9 IPGain 3 Pearls.');
  });

  it('the hand at the end: the lowest Ally of each race, over my best affiliated one', () => {
    const s = game(2, 3);
    setHand(s, 0, [ally('crab', 4), ally('crab', 1), ally('squid', 3)]);
    setAffiliated(s, 0, [ally('crab', 2)]);
    const html = renderToStaticMarkup(createElement(EndHandHint, { view: viewFor(s, 0), me: 0 }));
    expect(html).toContain('data-gain="3"');
    expect(text(html)).toContain('your hand would add 3 IP (Squid 3 +3).');
    // Nothing in hand: no hint.
    expect(renderToStaticMarkup(createElement(EndHandHint, { view: viewFor(s, 1), me: 1 }))).toBe('');
  });
});
