// "Notify now?": only the moment it becomes my move, a desktop notification only when the page
// is out of sight and allowed, a tone only when chosen; the words carry nothing hidden.
import { beforeAll, describe, expect, it } from 'vitest';
import { loadLang } from '../../src/web/i18n/index.ts';
import { turnAlert, turnNotification, type TurnAlertInput } from '../../src/web/turnAlert.ts';

// The catalogues are chunks the page fetches (src/web/i18n/index.ts): in before any text is read.
beforeAll(() => Promise.all([loadLang('en'), loadLang('fr')]));

const base: TurnAlertInput = { wasMine: false, mine: true, over: false, pageHidden: true, notifications: 'granted', sound: true };

describe('turnAlert', () => {
  it('notifies and chimes when it becomes my move in a hidden page', () => {
    expect(turnAlert(base)).toEqual({ notify: true, sound: true });
  });

  it('stays quiet when nothing became mine', () => {
    expect(turnAlert({ ...base, wasMine: true })).toEqual({ notify: false, sound: false });
    expect(turnAlert({ ...base, wasMine: null })).toEqual({ notify: false, sound: false });
    expect(turnAlert({ ...base, mine: false })).toEqual({ notify: false, sound: false });
    expect(turnAlert({ ...base, over: true })).toEqual({ notify: false, sound: false });
  });

  it('notifies only out of sight and when allowed; the tone follows its own setting', () => {
    expect(turnAlert({ ...base, pageHidden: false })).toEqual({ notify: false, sound: true });
    for (const notifications of ['denied', 'default', 'unsupported'] as const) {
      expect(turnAlert({ ...base, notifications })).toEqual({ notify: false, sound: true });
    }
    expect(turnAlert({ ...base, sound: false })).toEqual({ notify: true, sound: false });
  });

  it('says only which game waits', () => {
    expect(turnNotification('abc123')).toEqual({ title: 'Your move — Abyss', body: 'Game #abc123 is waiting for you.', tag: 'abyss-turn-abc123' });
  });
});
