// The words of a "your move" notice, for Web Push and e-mail. Built from public facts only
// (game id, seat names, the time limit): never from a state or a view, so no card can slip in.
import type { LiveGame } from '../games.ts';
import type { TurnNotice } from '../../protocol/notify.ts';

/** "2026-12-01 17:47 UTC": the same for every reader, whatever their time zone. */
export function utcMinute(ms: number): string {
  return `${new Date(ms).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

export function hoursText(hours: number): string {
  return hours % 24 === 0 ? `${hours / 24} day${hours === 24 ? '' : 's'}` : `${hours} hours`;
}

export function turnNotice(game: LiveGame, seat: number, deadline: number): TurnNotice {
  const tb = game.stored.turnBased!;
  const players = game.seats.map((s) => s.name);
  return {
    type: 'your-move',
    gameId: game.id,
    seat,
    players,
    deadline: new Date(deadline).toISOString(),
    onTimeout: tb.onTimeout,
    url: `/play/${game.id}`,
    title: 'Abyss: your move',
    body: `${players[seat]}, it is your move in game ${game.id} (${players.join(', ')}). Time left: until ${utcMinute(deadline)}.`,
  };
}

export interface TurnMail {
  to: string;
  subject: string;
  text: string;
}

/** The e-mail of a TurnNotice; `origin` is the server's public address (no trailing slash). */
export function turnMail(n: TurnNotice, to: string, displayName: string, origin: string, hours: number): TurnMail {
  const then = n.onTimeout === 'bot' ? 'a bot plays your seat until you take it back' : 'the game ends';
  return {
    to,
    subject: `Abyss: your move in game ${n.gameId}`,
    text: [
      `Hello ${displayName},`,
      '',
      `It is your move in the turn-based game ${n.gameId} (${n.players.join(', ')}).`,
      `You have until ${utcMinute(Date.parse(n.deadline))} (${hoursText(hours)} per move); after that ${then}.`,
      '',
      `Open the game: ${origin}${n.url}`,
      '',
      'You get this e-mail because your Abyss account has an e-mail address. Remove it on your account page to get no more.',
      '',
    ].join('\n'),
  };
}

/** One e-mail for several games waiting for the same person (a digest, notify/digest.ts). */
export function digestMail(items: { notice: TurnNotice; hours: number }[], to: string, displayName: string, origin: string): TurnMail {
  const lines = items.flatMap(({ notice: n, hours }) => [
    `- Game ${n.gameId} (${n.players.join(', ')}): until ${utcMinute(Date.parse(n.deadline))} (${hoursText(hours)} per move); after that ${n.onTimeout === 'bot' ? 'a bot plays your seat until you take it back' : 'the game ends'}.`,
    `  ${origin}${n.url}`,
  ]);
  return {
    to,
    subject: `Abyss: your move in ${items.length} games`,
    text: [
      `Hello ${displayName},`,
      '',
      'It is your move in these turn-based games:',
      ...lines,
      '',
      'You get this e-mail because your Abyss account has an e-mail address. Choose how e-mails come, or remove the address, on your account page.',
      '',
    ].join('\n'),
  };
}
