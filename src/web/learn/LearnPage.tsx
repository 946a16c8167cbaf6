// The tutorial (/learn): a first game on a fixed deal against one easy bot, played in this
// browser like an offline game (src/web/offline), with a coach that introduces each rule the
// first time it matters and highlights the part of the real table it is about.
import { useCallback, useEffect, useState } from 'react';
import type { Action } from '../../engine/index.ts';
import { GameTable } from '../game/GameScreen.tsx';
import { useT } from '../i18n/index.ts';
import { i18n } from '../i18n/index.ts';
import { downloadGame, offlineAnalysePath } from '../offline/exportGame.ts';
import type { LocalGame } from '../offline/protocol.ts';
import { deleteGame, loadGame, saveGame } from '../offline/store.ts';
import { useLocalGame } from '../offline/useLocalGame.ts';
import { CoachPanel, forgetSeen, useCoach } from './Coach.tsx';

const LEARN_ID = 'learn';
/** The tutorial's deal: a known, fixed one, the same for everyone (a numeric seed). */
export const LEARN_SEED = 20260101;

function tutorialGame(): LocalGame {
  const now = new Date().toISOString();
  return {
    id: LEARN_ID, options: { seed: LEARN_SEED, players: 2, startSeat: 0, names: [i18n.t('offline.you'), i18n.t('learn.guide')] },
    actions: [], human: 0, levels: [null, 'easy'], botSeed: 1, createdAt: now, updatedAt: now, over: false,
  };
}

export function LearnPage() {
  const t = useT();
  const [round, setRound] = useState(0);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let alive = true;
    setReady(false);
    loadGame(LEARN_ID).then(async (g) => {
      if (!g) await saveGame(tutorialGame());
      if (alive) setReady(true);
    }, () => undefined);
    return () => { alive = false; };
  }, [round]);
  const restart = useCallback(() => {
    forgetSeen();
    void deleteGame(LEARN_ID).then(() => setRound((r) => r + 1));
  }, []);
  useEffect(() => {
    document.title = t('learn.title');
  }, [t]);
  if (!ready) return <main className="page center" aria-busy="true"><p>{t('common.loading')}</p></main>;
  return <LearnTable key={round} restart={restart} />;
}

function LearnTable({ restart }: { restart(): void }) {
  const g = useLocalGame(LEARN_ID);
  const version = g.data?.version ?? -1;
  const coach = useCoach(g.data?.view ?? null, 0, version);
  const act = useCallback((a: Action) => {
    coach.noteAction(a.type);
    return g.act(a);
  }, [coach, g]);
  const game = g.game;
  return (
    <GameTable g={{ ...g, act }} gameId={LEARN_ID} token={null} hosted={false}
      local={{ download: () => { if (game) void downloadGame(game); }, analyse: offlineAnalysePath(LEARN_ID, 0) }}
      coach={<CoachPanel coach={coach} version={version} restart={restart} />} />
  );
}
