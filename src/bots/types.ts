// The bot contract is the seat player's (src/agents/seat.ts): bots and external agents keep it alike.
export type { AnyBot, AsyncBot, Bot } from '../agents/seat.ts';
