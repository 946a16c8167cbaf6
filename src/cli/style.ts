// Terminal styling: colours only when writing to a terminal, and tables that fit a terminal
// of 80 columns (wider tables wrap line by line in a terminal and cannot be read).
import Table from 'cli-table3';

export function tableStyle(): { head: string[]; border: string[] } {
  return process.stdout.isTTY ? { head: ['cyan'], border: ['grey'] } : { head: [], border: [] };
}

/** The width every table of the command line fits in. */
export const TABLE_WIDTH = 80;
/** No column is squeezed below this many characters of text. */
const MIN_COLUMN = 5;

/** Wraps text at spaces into lines of at most `width` characters; a longer word is cut, preferably after ':', ',' or '='. */
export function wrapText(text: string, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (let word of paragraph.split(' ')) {
      while (word.length > width) {
        if (line) {
          lines.push(line);
          line = '';
        }
        const head = word.slice(0, width);
        const cut = Math.max(head.lastIndexOf(':'), head.lastIndexOf(','), head.lastIndexOf('='));
        const at = cut >= width / 2 ? cut + 1 : width;
        lines.push(word.slice(0, at));
        word = word.slice(at);
      }
      if (!line) line = word;
      else if (line.length + 1 + word.length <= width) line += ` ${word}`;
      else {
        lines.push(line);
        line = word;
      }
    }
    lines.push(line);
  }
  return lines;
}

/**
 * A table of at most `maxWidth` characters per line: the widest columns are narrowed one
 * character at a time until the table fits, and their cells wrapped onto several lines.
 */
export function fitTable(head: string[], rows: (string | number)[][], maxWidth = TABLE_WIDTH): string {
  const cells = rows.map((r) => r.map(String));
  const longest = (s: string): number => Math.max(...s.split('\n').map((l) => l.length));
  // A heading may wrap at its spaces: only its longest word sets a minimum.
  const widths = head.map((h, i) => Math.max(...h.split(/\s+/).map((w) => w.length), ...cells.map((r) => longest(r[i] ?? ''))));
  // Each column takes its text, one space of padding either side and one border character.
  const total = (): number => widths.reduce((a, w) => a + w + 3, 1);
  while (total() > maxWidth) {
    const widest = widths.indexOf(Math.max(...widths));
    if (widths[widest] <= MIN_COLUMN) break;
    widths[widest]--;
  }
  const wrap = (s: string, i: number): string => wrapText(s, widths[i]).join('\n');
  const t = new Table({ style: tableStyle(), head: head.map(wrap), colWidths: widths.map((w) => w + 2) });
  for (const r of cells) t.push(r.map(wrap));
  return t.toString();
}
