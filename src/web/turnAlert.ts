// When it becomes your move: whether to show a desktop notification and play a tone. Pure, so
// the decision is tested without a browser; the side effects live in game/TurnAlerts.tsx.
// A notification says only that it is your move in which game: never a card, never what
// another seat did (the operating system may show it on a locked screen).
import { i18n } from './i18n/index.ts';

export type NotificationState = 'granted' | 'denied' | 'default' | 'unsupported';

export interface TurnAlertInput {
  /** Whether my seat had to decide in the previous view; null before the first view. */
  wasMine: boolean | null;
  /** Whether my seat must decide in this view. */
  mine: boolean;
  over: boolean;
  /** The page is in a background tab or a minimised window. */
  pageHidden: boolean;
  notifications: NotificationState;
  /** The player switched the tone on (stored in localStorage). */
  sound: boolean;
}

export interface TurnAlert {
  notify: boolean;
  sound: boolean;
}

export function turnAlert(i: TurnAlertInput): TurnAlert {
  // Only the moment it becomes my move: not when the page opens on it, not on each new view.
  const fresh = i.mine && i.wasMine === false && !i.over;
  return {
    // A player looking at the table needs no desktop notification.
    notify: fresh && i.pageHidden && i.notifications === 'granted',
    sound: fresh && i.sound,
  };
}

/** The notification's words, in the reader's language: the game's id and nothing else. */
export function turnNotification(gameId: string): { title: string; body: string; tag: string } {
  return { title: i18n.t('alerts.title'), body: i18n.t('alerts.body', { id: gameId }), tag: `abyss-turn-${gameId}` };
}
