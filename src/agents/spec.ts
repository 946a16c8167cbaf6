// The bot spec of an external agent: "ext:[key=value:]*command args…". The command is split
// into words (single or double quotes keep spaces) and started without a shell, so a spec
// never runs shell syntax and the process we time out is the agent itself, not a shell.

export type AgentFallback = 'fail' | 'random';

export interface ExternalSpec {
  /** Program and arguments. */
  argv: string[];
  /** Answer time per decision, in milliseconds. */
  timeoutMs: number;
  /** Time for the process to start and answer the handshake, in milliseconds. */
  startMs: number;
  /** What a failing agent does to its game: fail it (default) or hand its seat to a random bot. */
  fallback: AgentFallback;
  /** How the agent is named in errors: `name=` or the command as written. */
  name: string;
}

export const EXTERNAL_PREFIX = 'ext:';
export const DEFAULT_TIMEOUT_MS = 10_000;
export const DEFAULT_START_MS = 30_000;
const MAX_MS = 3_600_000;

/** Splits a command line into words: whitespace separates, quotes group, no other shell syntax. */
export function splitCommand(text: string): string[] {
  const words: string[] = [];
  let word = '';
  let inWord = false;
  let quote: '"' | "'" | null = null;
  for (const ch of text) {
    if (quote) {
      if (ch === quote) quote = null;
      else word += ch;
    } else if (ch === '"' || ch === "'") {
      quote = ch;
      inWord = true;
    } else if (/\s/.test(ch)) {
      if (inWord) words.push(word);
      word = '';
      inWord = false;
    } else {
      word += ch;
      inWord = true;
    }
  }
  if (quote) throw new RangeError(`Unclosed ${quote} in the agent command "${text}".`);
  if (inWord) words.push(word);
  return words;
}

const PARAM = /^(timeoutMs|startMs|fallback|name)=([^:]*)$/;

/** Parses the part after "ext:"; throws a RangeError naming the problem. */
export function parseExternalSpec(spec: string): ExternalSpec {
  const text = spec.trim();
  if (text.toLowerCase() === 'ext') throw new RangeError(`No command in the agent spec "${text}": write e.g. "ext:python3 examples/random_agent.py".`);
  if (!text.toLowerCase().startsWith(EXTERNAL_PREFIX)) throw new RangeError(`An external agent spec starts with "${EXTERNAL_PREFIX}" (got "${text}").`);
  const parts = text.slice(EXTERNAL_PREFIX.length).split(':');
  const out: ExternalSpec = { argv: [], timeoutMs: DEFAULT_TIMEOUT_MS, startMs: DEFAULT_START_MS, fallback: 'fail', name: '' };
  // Leading key=value segments are parameters; the rest (colons included) is the command.
  while (parts.length > 1 && PARAM.test(parts[0].trim())) {
    const [, key, value] = PARAM.exec(parts.shift()!.trim())!;
    if (key === 'fallback') {
      if (value !== 'fail' && value !== 'random') throw new RangeError(`Bad agent parameter "fallback=${value}" in "${text}": use fallback=fail or fallback=random.`);
      out.fallback = value;
    } else if (key === 'name') {
      if (!value) throw new RangeError(`Empty agent name in "${text}".`);
      out.name = value;
    } else {
      const n = Number(value);
      if (!Number.isInteger(n) || n < 1 || n > MAX_MS) throw new RangeError(`Bad agent parameter "${key}=${value}" in "${text}": ${key} is a whole number of milliseconds from 1 to ${MAX_MS}.`);
      out[key as 'timeoutMs' | 'startMs'] = n;
    }
  }
  const command = parts.join(':').trim();
  out.argv = splitCommand(command);
  if (out.argv.length === 0) throw new RangeError(`No command in the agent spec "${text}": write e.g. "ext:python3 examples/random_agent.py".`);
  if (!out.name) out.name = command;
  return out;
}
