// Terminal styling: colours only when writing to a terminal.
export function tableStyle(): { head: string[]; border: string[] } {
  return process.stdout.isTTY ? { head: ['cyan'], border: ['grey'] } : { head: [], border: [] };
}
