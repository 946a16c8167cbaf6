// Reading a JSON file the user named (a replay, a saved game): every problem is one line that
// never carries the file's raw bytes (a binary file would write control characters to the terminal).
import { readFileSync } from 'node:fs';
import { printable } from '../agents/protocol.ts';

/** The file's parsed JSON, or a sentence (without the leading "abyss:") saying why not. */
export function readJsonFile(file: string, what: string): { data: unknown } | { problem: string } {
  let bytes: Buffer;
  try {
    bytes = readFileSync(file);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    return { problem: `cannot read ${file}: ${code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'it is a folder' : printable((e as Error).message)}.` };
  }
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    text = '\0';
  }
  if (text.includes('\0')) return { problem: `${file} is not ${what}: it holds binary data, not JSON text.` };
  try {
    return { data: JSON.parse(text) };
  } catch (e) {
    const message = printable((e as Error).message);
    return { problem: `${file} is not ${what}: it is not JSON (${message.length > 160 ? `${message.slice(0, 160)}…` : message}).` };
  }
}
