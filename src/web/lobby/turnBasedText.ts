// Words for turn-based time limits, shared by the lobby and the table.

/** "12 hours", "1 day", "7 days". */
export function hoursLabel(hours: number): string {
  return hours % 24 === 0 ? `${hours / 24} day${hours === 24 ? '' : 's'}` : `${hours} hours`;
}

/** A deadline in the reader's time zone, to the minute. */
export function deadlineLabel(ms: number): string {
  return new Date(ms).toLocaleString(undefined, { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });
}
