// The operator's notice settings: SMTP, the push contact, the public address. Bad ones are
// refused before anything starts, in one line that names the setting and never shows a password.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkPublicUrl, checkPushHosts, checkPushSubject, checkSmtp } from '../../src/server/config.ts';
import { main, optionsFromArgs } from '../../src/server/main.ts';
import { tempDir } from './helpers.ts';

describe('notice settings', () => {
  it('reads the command line flags', () => {
    const o = optionsFromArgs(['--smtp-url', 'smtp://u:p@mail.example.org:587', '--smtp-from', 'abyss@example.org', '--push-subject', 'mailto:ops@example.org', '--public-url', 'https://abyss.example.org/'], {});
    expect(o.notices).toEqual({ smtpUrl: 'smtp://u:p@mail.example.org:587', smtpFrom: 'abyss@example.org', pushSubject: 'mailto:ops@example.org', publicUrl: 'https://abyss.example.org/' });
  });

  it('reads the allow-list of push services (--push-hosts) and refuses what is not a host name', async () => {
    expect(optionsFromArgs(['--push-hosts', 'fcm.googleapis.com, *.push.apple.com'], {}).notices).toEqual({ pushNetwork: { allowHosts: ['fcm.googleapis.com', '*.push.apple.com'] } });
    expect(() => checkPushHosts(['fcm.googleapis.com', '*.notify.windows.com'])).not.toThrow();
    for (const bad of ['127.0.0.1:443', 'https://fcm.googleapis.com', 'localhost', '*']) {
      expect(() => checkPushHosts([bad])).toThrow(`ABYSS_PUSH_HOSTS must list host names such as fcm.googleapis.com or *.notify.windows.com (got "${bad}").`);
    }
    const tmp = tempDir();
    const saved = process.env.ABYSS_PUSH_HOSTS;
    process.env.ABYSS_PUSH_HOSTS = 'fcm.googleapis.com,http://x';
    try {
      await expect(main({ port: 0, dbFile: join(tmp.dir, 'a.sqlite'), databaseUrl: '', redisUrl: '', logger: false, quiet: true }))
        .rejects.toThrow('ABYSS_PUSH_HOSTS must list host names such as fcm.googleapis.com or *.notify.windows.com (got "http://x").');
    } finally {
      if (saved === undefined) delete process.env.ABYSS_PUSH_HOSTS;
      else process.env.ABYSS_PUSH_HOSTS = saved;
      tmp.cleanup();
    }
  });

  it('accepts good values and refuses bad ones with a sentence', () => {
    expect(() => checkSmtp('smtps://u:secret@mail.example.org:465', 'Abyss <abyss@example.org>')).not.toThrow();
    expect(() => checkSmtp('http://mail.example.org', 'a@b.org')).toThrow('SMTP_URL must start with smtp:// or smtps:// (it starts with http://).');
    expect(() => checkSmtp('not a url', 'a@b.org')).toThrow('SMTP_URL is not a valid URL (expected smtp://user:password@host:587 or smtps://…:465).');
    expect(() => checkSmtp('smtp://mail.example.org', undefined)).toThrow('SMTP_URL is set but SMTP_FROM is not: say which address turn e-mails come from (--smtp-from).');
    expect(() => checkSmtp('smtp://mail.example.org', 'nobody')).toThrow('SMTP_FROM must be an e-mail address, e.g. abyss@example.org or "Abyss <abyss@example.org>".');
    expect(() => checkPushSubject('https://abyss.example.org/contact')).not.toThrow();
    expect(() => checkPushSubject('ops@example.org')).toThrow('PUSH_SUBJECT must be mailto:you@example.org or an https:// address where push services can reach the operator.');
    expect(checkPublicUrl('https://abyss.example.org/')).toBe('https://abyss.example.org');
    expect(() => checkPublicUrl('ftp://x')).toThrow('PUBLIC_URL must start with http:// or https://.');
  });

  it('stops the server from starting with a bad SMTP URL, without showing its password', async () => {
    const tmp = tempDir();
    try {
      const start = main({ port: 0, dbFile: join(tmp.dir, 'a.sqlite'), databaseUrl: '', redisUrl: '', logger: false, quiet: true, notices: { smtpUrl: 'imap://u:hunter2@mail.example.org', smtpFrom: 'a@b.org' } });
      await expect(start).rejects.toThrow('SMTP_URL must start with smtp:// or smtps:// (it starts with imap://).');
      await expect(start).rejects.not.toThrow('hunter2');
    } finally {
      tmp.cleanup();
    }
  });
});
