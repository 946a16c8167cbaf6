// Desktop notification and an optional short tone when it becomes my move (turnAlert.ts
// decides when). The tone setting stays in this browser.
import { useEffect, useRef, useState } from 'react';
import { soundOn, setSoundOn } from '../storage.ts';
import { turnAlert, turnNotification, type NotificationState } from '../turnAlert.ts';
import { useT } from '../i18n/index.ts';

function permission(): NotificationState {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}

/** A short two-note chime through WebAudio (no audio file to load). */
function chime(): void {
  try {
    const ctx = new AudioContext();
    const gain = ctx.createGain();
    gain.connect(ctx.destination);
    gain.gain.setValueAtTime(0.0001, ctx.currentTime);
    gain.gain.exponentialRampToValueAtTime(0.2, ctx.currentTime + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, ctx.currentTime + 0.35);
    const osc = ctx.createOscillator();
    osc.type = 'sine';
    osc.frequency.setValueAtTime(660, ctx.currentTime);
    osc.frequency.setValueAtTime(880, ctx.currentTime + 0.12);
    osc.connect(gain);
    osc.start();
    osc.stop(ctx.currentTime + 0.36);
    osc.onended = () => void ctx.close();
  } catch {
    // No audio here (or the browser refused it): the title and the banner still say it.
  }
}

export function TurnAlerts({ gameId, mine, over }: { gameId: string; mine: boolean; over: boolean }) {
  const t = useT();
  const [sound, setSound] = useState(soundOn);
  const [perm, setPerm] = useState(permission);
  const was = useRef<boolean | null>(null);

  useEffect(() => {
    const a = turnAlert({ wasMine: was.current, mine, over, pageHidden: document.hidden, notifications: permission(), sound });
    was.current = mine;
    if (a.sound) chime();
    if (a.notify) {
      const words = turnNotification(gameId);
      try {
        const n = new Notification(words.title, { body: words.body, tag: words.tag });
        n.onclick = () => {
          window.focus();
          n.close();
        };
      } catch {
        // Some browsers only notify from a service worker: the title still says it.
      }
    }
  }, [gameId, mine, over, sound]);

  const toggleSound = (on: boolean): void => {
    setSound(on);
    setSoundOn(on);
    if (on) chime();
  };
  const ask = (): void => {
    void Notification.requestPermission().then(() => setPerm(permission()));
  };

  return (
    <div className="turn-alerts">
      <label className="check">
        <input type="checkbox" checked={sound} onChange={(e) => toggleSound(e.target.checked)} data-option="turn-sound" />
        {t('alerts.tone')}
      </label>
      {perm === 'default' && <button type="button" className="btn small" onClick={ask} data-act="allow-notifications">{t('alerts.notify')}</button>}
      {perm === 'denied' && <small className="muted">{t('alerts.blocked')}</small>}
    </div>
  );
}
