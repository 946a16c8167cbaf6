// How many seats a table can have: five only with the Leviathan expansion (its fifth cup).
// Its own module so a page that only offers seats (the lobby) reads these without the rules.
export const MIN_PLAYERS = 2;
export const MAX_PLAYERS = 5;
export const MAX_PLAYERS_WITHOUT_LEVIATHAN = 4;
