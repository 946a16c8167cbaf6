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
  /** Protocol version spoken with the agent: 2 (default) or 1, for agents written against version 1. */
  protocol: 1 | 2;
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

const PARAMS = ['timeoutMs', 'startMs', 'fallback', 'name', 'protocol'] as const;
/** A leading `key=value` segment: a parameter (a known key) or a mistake (an unknown one), never a command. */
const PARAM_SHAPE = /^([A-Za-z][A-Za-z0-9_]*)=([^:]*)$/;

/** Parses the part after "ext:"; throws a RangeError naming the problem. */
export function parseExternalSpec(spec: string): ExternalSpec {
  const text = spec.trim();
  if (text.toLowerCase() === 'ext') throw new RangeError(`No command in the agent spec "${text}": write e.g. "ext:python3 examples/random_agent.py".`);
  if (!text.toLowerCase().startsWith(EXTERNAL_PREFIX)) throw new RangeError(`An external agent spec starts with "${EXTERNAL_PREFIX}" (got "${text}").`);
  const parts = text.slice(EXTERNAL_PREFIX.length).split(':');
  const out: ExternalSpec = { argv: [], timeoutMs: DEFAULT_TIMEOUT_MS, startMs: DEFAULT_START_MS, fallback: 'fail', name: '', protocol: 2 };
  // Leading key=value segments are parameters; the rest (colons included) is the command.
  while (PARAM_SHAPE.test(parts[0].trim())) {
    const [, key, value] = PARAM_SHAPE.exec(parts[0].trim())!;
    if (!(PARAMS as readonly string[]).includes(key)) {
      throw new RangeError(`Unknown agent parameter "${key}" in "${text}": the parameters are ${PARAMS.join(', ')} (docs/agent-protocol.md); the command comes after them.`);
    }
    if (parts.length === 1) throw new RangeError(`No command after the parameters in the agent spec "${text}": write e.g. "ext:${parts[0].trim()}:python3 examples/random_agent.py".`);
    parts.shift();
    if (key === 'fallback') {
      if (value !== 'fail' && value !== 'random') throw new RangeError(`Bad agent parameter "fallback=${value}" in "${text}": use fallback=fail or fallback=random.`);
      out.fallback = value;
    } else if (key === 'name') {
      if (!value) throw new RangeError(`Empty agent name in "${text}".`);
      out.name = value;
    } else if (key === 'protocol') {
      if (value !== '1' && value !== '2') throw new RangeError(`Bad agent parameter "protocol=${value}" in "${text}": use protocol=2 (the default) or protocol=1.`);
      out.protocol = value === '1' ? 1 : 2;
    } else {
      const n = Number(value);
      if (!/^\d+$/.test(value) || n < 1 || n > MAX_MS) throw new RangeError(`Bad agent parameter "${key}=${value}" in "${text}": ${key} is a whole number of milliseconds from 1 to ${MAX_MS}.`);
      out[key as 'timeoutMs' | 'startMs'] = n;
    }
  }
  const command = parts.join(':').trim();
  out.argv = splitCommand(command);
  if (out.argv.length === 0) throw new RangeError(`No command in the agent spec "${text}": write e.g. "ext:python3 examples/random_agent.py".`);
  if (!out.name) out.name = command;
  return out;
}
