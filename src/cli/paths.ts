// Output paths are checked before any game is played: a simulation that runs for an hour
// must not lose its results to a typo in the name of a folder.
import { accessSync, constants, mkdirSync, statSync, type Stats } from 'node:fs';
import { dirname, resolve } from 'node:path';

function statOf(path: string): Stats | null {
  try {
    return statSync(path);
  } catch {
    return null;
  }
}

function writable(path: string): boolean {
  try {
    accessSync(path, constants.W_OK);
    return true;
  } catch {
    return false;
  }
}

/** Why `file` cannot be written (its folder is missing, it is a folder, it is read-only), or null. */
export function outputFileProblem(file: string, flag: string): string | null {
  const folder = dirname(resolve(file));
  const dir = statOf(folder);
  if (!dir) return `${flag} ${file}: the folder ${dirname(file)} does not exist.`;
  if (!dir.isDirectory()) return `${flag} ${file}: ${dirname(file)} is not a folder.`;
  const self = statOf(file);
  if (self?.isDirectory()) return `${flag} ${file}: that is a folder; give a file name.`;
  if (!writable(self ? file : folder)) return `${flag} ${file}: permission denied.`;
  return null;
}

/** Makes sure `dir` is a folder that can be written (creating it and its parents if needed); the problem in one line, or null. */
export function prepareOutputDir(dir: string, flag: string): string | null {
  const self = statOf(dir);
  if (self && !self.isDirectory()) return `${flag} ${dir}: a file of that name exists; give a folder.`;
  if (!self) {
    try {
      mkdirSync(dir, { recursive: true });
    } catch (e) {
      return `${flag} ${dir}: cannot create the folder (${(e as NodeJS.ErrnoException).code ?? (e as Error).message}).`;
    }
  }
  if (!writable(dir)) return `${flag} ${dir}: permission denied.`;
  return null;
}
