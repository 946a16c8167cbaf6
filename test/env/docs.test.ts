// docs/environment.md states the layouts: every row must match the code.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ACTIONS, ACTION_SIZE, OBSERVATION_SEGMENTS, OBSERVATION_SIZE, PLAYER_SEGMENTS } from '../../src/env/index.ts';

const doc = readFileSync(new URL('../../docs/environment.md', import.meta.url), 'utf8');

describe('docs/environment.md', () => {
  it('lists every segment of the observation, the player block and the action space with its offset and size', () => {
    for (const s of [...OBSERVATION_SEGMENTS, ...PLAYER_SEGMENTS, ...ACTIONS.list]) {
      expect(doc, s.name).toContain(`| \`${s.name}\` | ${s.offset} | ${s.size} | ${s.doc} |`);
    }
    expect(doc).toContain(`fixed action space** of ${ACTION_SIZE} entries`);
    expect(doc).toContain(`## Observation: ${OBSERVATION_SIZE} numbers`);
  });
});
