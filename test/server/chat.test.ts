// Table chat over WebSocket (protocol.ts, "Table chat"): the players' room and the spectators'
// room never mix; plain text, length and rate limits; the creator's "off"; kept with the game
// (a restarted server, and the seat's GET /chat for the replay), on every store.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_BURST, CHAT_MAX_LENGTH, type ChatLog, type ChatMessage, type ServerMessage } from '../../src/protocol/game.ts';
import { backends } from './backends.ts';
import { createGame, http, humans, startServer, WsClient } from './helpers.ts';

type ChatMsg = Extract<ServerMessage, { type: 'chat' }>;
type LogMsg = Extract<ServerMessage, { type: 'chatLog' }>;
type ErrMsg = Extract<ServerMessage, { type: 'error' }>;

for (const b of backends('chat')) describe.skipIf(b.skip)(`table chat on ${b.name}`, () => {
  let server: Awaited<ReturnType<typeof startServer>>;
  const clock = { now: Date.parse('2026-08-01T09:00:00Z') };
  beforeAll(async () => {
    server = await startServer({ ...b.server, table: { now: () => clock.now } });
  }, 60_000);
  afterAll(async () => server?.stop());

  const chats = (c: WsClient): ChatMessage[] => c.messages.filter((m): m is ChatMsg => m.type === 'chat').map((m) => m.message);
  const nextChat = (c: WsClient, n: number) => c.next(() => chats(c).length >= n);

  it('keeps the players’ words among the players and the spectators’ among the spectators, as plain text', async () => {
    const g = await createGame(server.url, { players: [{ kind: 'human', name: 'Ann' }, { kind: 'human', name: 'Bob' }], options: { seed: 1 } });
    const ann = await WsClient.open(server.url, g.gameId, g.seats[0].token);
    const bob = await WsClient.open(server.url, g.gameId, g.seats[1].token);
    const watcher = await WsClient.open(server.url, g.gameId);
    for (const c of [ann, bob, watcher]) await c.next((m) => m.type === 'chatLog');
    expect((ann.messages.find((m) => m.type === 'chatLog') as LogMsg)).toEqual({ type: 'chatLog', room: 'players', open: true, messages: [] });
    expect((watcher.messages.find((m) => m.type === 'chatLog') as LogMsg)).toEqual({ type: 'chatLog', room: 'spectators', open: true, messages: [] });

    ann.send({ type: 'chat', text: '  good\u0007 luck\u202e  ' });
    await nextChat(bob, 1);
    await nextChat(ann, 1);
    const said: ChatMessage = { room: 'players', seat: 0, name: 'Ann', text: 'good  luck', at: clock.now };
    expect(chats(bob)).toEqual([said]);
    watcher.send({ type: 'chat', text: 'nice table' });
    await nextChat(watcher, 1);
    const cheered: ChatMessage = { room: 'spectators', seat: null, name: 'Spectator', text: 'nice table', at: clock.now };
    expect(chats(watcher)).toEqual([cheered]);
    // Neither room hears the other.
    await bob.send({ type: 'ping' });
    await bob.next((m) => m.type === 'pong');
    expect(chats(bob)).toEqual([said]);
    expect(chats(ann)).toEqual([said]);

    // Too long, empty, or too many in a row: refused, nothing sent.
    ann.send({ type: 'chat', text: 'x'.repeat(CHAT_MAX_LENGTH + 1) });
    ann.send({ type: 'chat', text: ' \u0000 ' });
    const errors = () => ann.messages.filter((m): m is ErrMsg => m.type === 'error').map((m) => m.error.code);
    await ann.next(() => errors().length >= 2);
    for (let i = 1; i < CHAT_BURST; i++) ann.send({ type: 'chat', text: `n${i}` });
    await nextChat(bob, CHAT_BURST);
    ann.send({ type: 'chat', text: 'one too many' });
    await ann.next(() => errors().length >= 3);
    expect(errors()).toEqual(['BAD_REQUEST', 'BAD_REQUEST', 'RATE_LIMITED']);
    clock.now += 10_000;
    ann.send({ type: 'chat', text: 'later' });
    await nextChat(bob, CHAT_BURST + 1);

    // Kept with the game: the seat reads its room over REST (the replay's), a spectator theirs.
    const players = await http<ChatLog>(server.url, 'GET', `/api/games/${g.gameId}/chat`, undefined, g.seats[1].token);
    expect(players.body).toEqual({ room: 'players', open: true, messages: chats(bob) });
    expect(players.body.messages.map((m) => m.text)).toEqual(['good  luck', ...Array.from({ length: CHAT_BURST - 1 }, (_, i) => `n${i + 1}`), 'later']);
    expect((await http<ChatLog>(server.url, 'GET', `/api/games/${g.gameId}/chat`)).body).toEqual({ room: 'spectators', open: true, messages: [cheered] });
    // A socket opened later gets the room's history.
    const again = await WsClient.open(server.url, g.gameId, g.seats[0].token);
    expect(((await again.next((m) => m.type === 'chatLog')) as LogMsg).messages).toEqual(players.body.messages);
    for (const c of [ann, bob, watcher, again]) c.close();
  });

  it('the creator may turn the players’ chat or the spectators’ chat off', async () => {
    const g = await createGame(server.url, { players: humans(2), options: { seed: 2, chat: 'off' } });
    const ann = await WsClient.open(server.url, g.gameId, g.seats[0].token);
    expect(((await ann.next((m) => m.type === 'chatLog')) as LogMsg).open).toBe(false);
    ann.send({ type: 'chat', text: 'hello' });
    expect(((await ann.next((m) => m.type === 'error')) as ErrMsg).error.code).toBe('CHAT_OFF');
    const watcher = await WsClient.open(server.url, g.gameId);
    expect(((await watcher.next((m) => m.type === 'chatLog')) as LogMsg).open).toBe(true);
    const h = await createGame(server.url, { players: humans(2), options: { seed: 3, spectatorChat: 'off' } });
    const quiet = await WsClient.open(server.url, h.gameId);
    expect(((await quiet.next((m) => m.type === 'chatLog')) as LogMsg).open).toBe(false);
    quiet.send({ type: 'chat', text: 'hello' });
    expect(((await quiet.next((m) => m.type === 'error')) as ErrMsg).error.code).toBe('CHAT_OFF');
    expect((await http(server.url, 'POST', '/api/games', { players: humans(2), options: { chat: 'maybe' } })).status).toBe(400);
    for (const c of [ann, watcher, quiet]) c.close();
  });
});
