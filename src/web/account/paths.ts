// Addresses of the account pages.
export const accountPath = '/account';
export const leaderboardPath = '/leaderboard';
export const profilePath = (login: string): string => `/players/${encodeURIComponent(login)}`;
