// `abyss bench --profile FILE`: a V8 CPU profile of a piece of work, written as a
// `.cpuprofile` file (Chrome DevTools' Performance panel and speedscope open it).
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';

/** Runs `work` under the sampling profiler and writes the profile to `file`. */
export async function withCpuProfile<T>(file: string, work: () => T): Promise<T> {
  const session = new Session();
  session.connect();
  try {
    await session.post('Profiler.enable');
    // 100 µs between samples: enough detail for functions that run a few microseconds.
    await session.post('Profiler.setSamplingInterval', { interval: 100 });
    await session.post('Profiler.start');
    const result = work();
    const { profile } = await session.post('Profiler.stop');
    writeFileSync(file, JSON.stringify(profile));
    return result;
  } finally {
    session.disconnect();
  }
}
