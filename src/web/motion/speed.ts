// The bot-speed preference: kept in localStorage (never throws) and shared by every component.
import { useSyncExternalStore } from 'react';
import { BOT_SPEEDS, type BotSpeed } from './pace.ts';

const KEY = 'abyss.botSpeed.v1';

function load(): BotSpeed {
  try {
    const v = localStorage.getItem(KEY);
    return (BOT_SPEEDS as readonly string[]).includes(v ?? '') ? (v as BotSpeed) : 'normal';
  } catch {
    return 'normal';
  }
}

let speed: BotSpeed = load();
const listeners = new Set<() => void>();

export function botSpeed(): BotSpeed {
  return speed;
}

export function setBotSpeed(next: BotSpeed): void {
  speed = next;
  try {
    localStorage.setItem(KEY, next);
  } catch {
    // Private mode or a full quota: the setting lasts for this page only.
  }
  for (const l of listeners) l();
}

function subscribe(l: () => void): () => void {
  listeners.add(l);
  return () => listeners.delete(l);
}

export function useBotSpeed(): BotSpeed {
  return useSyncExternalStore(subscribe, botSpeed, botSpeed);
}
