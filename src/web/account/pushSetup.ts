// Web Push for this browser: asked for only when the player presses the button (never on
// load). Registers the service worker (public/sw.js), subscribes with the server's VAPID key
// and hands the subscription to the server for the signed-in account.
import { i18n } from '../i18n/index.ts';
import type { PushSubscribeRequest } from '../../protocol/notify.ts';
import { accountApi } from './accountApi.ts';

export type PushState = 'on' | 'off' | 'blocked' | 'unsupported';

export const pushSupported = (): boolean => 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

function keyBytes(base64url: string): Uint8Array {
  const b64 = base64url.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  return Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
}

async function subscription(): Promise<PushSubscription | null> {
  const reg = await navigator.serviceWorker.getRegistration('/');
  return (await reg?.pushManager.getSubscription()) ?? null;
}

export async function pushState(): Promise<PushState> {
  if (!pushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  return (await subscription()) ? 'on' : 'off';
}

export async function enablePush(): Promise<void> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new Error(i18n.t('notices.blocked'));
  await navigator.serviceWorker.register('/sw.js', { scope: '/' });
  const reg = await navigator.serviceWorker.ready;
  const { publicKey } = await accountApi.pushKey();
  const sub = await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) as BufferSource });
  await accountApi.subscribePush(sub.toJSON() as PushSubscribeRequest);
}

export async function disablePush(): Promise<void> {
  const sub = await subscription();
  if (!sub) return;
  // Forgotten by the server first: a failure leaves both sides as they were.
  await accountApi.unsubscribePush(sub.endpoint).catch((e: unknown) => {
    if ((e as { status?: number }).status !== 404) throw e;
  });
  await sub.unsubscribe();
}
