// Each account's notice settings (GET/PUT /api/account/notices): Web Push to its browsers on or
// off, and how "your move" e-mails come: a digest (the first at once, then one e-mail for the
// moves of each quiet period), one per turn, or none. Kept in the accounts store.
import type { FastifyInstance } from 'fastify';
import type { SignedIn } from '../accounts/routes.ts';
import type { Sql } from '../accounts/sqlDb.ts';
import { DEFAULT_NOTICE_SETTINGS, EMAIL_MODES, type EmailMode, type NoticeSettings } from '../../protocol/notify.ts';

export class NoticeSettingsStore {
  constructor(private readonly sql: Sql) {}

  async of(accountId: string): Promise<NoticeSettings> {
    const [r] = await this.sql.all('SELECT notice_push, notice_email FROM accounts WHERE id = ?', [accountId]);
    if (!r) return { ...DEFAULT_NOTICE_SETTINGS };
    const email = String(r.notice_email) as EmailMode;
    return { push: Number(r.notice_push) !== 0, email: EMAIL_MODES.includes(email) ? email : DEFAULT_NOTICE_SETTINGS.email };
  }

  async set(accountId: string, s: NoticeSettings): Promise<void> {
    await this.sql.run('UPDATE accounts SET notice_push = ?, notice_email = ? WHERE id = ?', [s.push ? 1 : 0, s.email, accountId]);
  }
}

const settingsBody = {
  type: 'object', additionalProperties: false, required: ['push', 'email'],
  properties: { push: { type: 'boolean' }, email: { type: 'string', enum: [...EMAIL_MODES] } },
};

export function registerNoticeSettings(app: FastifyInstance, opts: { store: NoticeSettingsStore; signedIn: SignedIn }): void {
  app.get('/api/account/notices', async (req, reply) => {
    const s = await opts.signedIn(req, reply, false);
    if (!s) return reply;
    return reply.send(await opts.store.of(s.account.id));
  });
  app.put<{ Body: NoticeSettings }>('/api/account/notices', { schema: { body: settingsBody } }, async (req, reply) => {
    const s = await opts.signedIn(req, reply, true);
    if (!s) return reply;
    const settings: NoticeSettings = { push: req.body.push, email: req.body.email };
    await opts.store.set(s.account.id, settings);
    return reply.send(settings);
  });
}
