// The tutorial (/learn): a first game on a fixed deal against one easy bot, played in this
// browser like an offline game (src/web/offline), with a coach that introduces each rule the
// first time it matters and highlights the part of the real table it is about. Then, optional,
// one per expansion (/learn/kraken, /learn/leviathan, /learn/deprofundis; expansions.ts).
import { useCallback, useEffect, useState } from 'react';
import type { Action } from '../../engine/index.ts';
import { GameTable } from '../game/GameScreen.tsx';
import { i18n, useLang, useT } from '../i18n/index.ts';
import { downloadGame, offlineAnalysePath } from '../offline/exportGame.ts';
import type { LocalGame } from '../offline/protocol.ts';
import { deleteGame, loadGame, saveGame } from '../offline/store.ts';
import { useLocalGame } from '../offline/useLocalGame.ts';
import { CoachPanel, forgetSeen, useCoach } from './Coach.tsx';
import { expansionOptions, TUTORIAL_WORDS, type ExpansionTutorial } from './expansions.ts';
import { TUTORIAL_BOT } from './lessons.ts';

const LEARN_ID = 'learn';
/** The tutorial's deal: a known, fixed one, the same for everyone (a numeric seed). */
export const LEARN_SEED = 20260101;

/** The saved game's id: one per tutorial (letters only, as offline ids: /replay?offline=). */
const idOf = (which?: ExpansionTutorial): string => (which ? `${LEARN_ID}${which}` : LEARN_ID);

function tutorialGame(which?: ExpansionTutorial): LocalGame {
  const now = new Date().toISOString();
  const deal = which ? expansionOptions(which) : { seed: LEARN_SEED };
  return {
    id: idOf(which), options: { ...deal, players: 2, startSeat: 0, names: [i18n.t('offline.you'), i18n.t('learn.guide')] },
    actions: [], human: 0, levels: [null, TUTORIAL_BOT.level], botSeed: TUTORIAL_BOT.seed, createdAt: now, updatedAt: now, over: false,
  };
}

export function LearnPage({ expansion }: { expansion?: ExpansionTutorial }) {
  const t = useT();
  const lang = useLang();
  const [round, setRound] = useState(0);
  const [ready, setReady] = useState(false);
  const id = idOf(expansion);
  useEffect(() => {
    let alive = true;
    setReady(false);
    loadGame(id).then(async (g) => {
      if (!g) await saveGame(tutorialGame(expansion));
      if (alive) setReady(true);
    }, () => undefined);
    return () => { alive = false; };
  }, [round, id, expansion]);
  const restart = useCallback(() => {
    forgetSeen(expansion);
    void deleteGame(id).then(() => setRound((r) => r + 1));
  }, [id, expansion]);
  useEffect(() => {
    document.title = expansion ? TUTORIAL_WORDS[lang][expansion].title : t('learn.title');
  }, [t, lang, expansion]);
  if (!ready) return <main className="page center" aria-busy="true"><p>{t('common.loading')}</p></main>;
  return <LearnTable key={round} id={id} expansion={expansion} restart={restart} />;
}

function LearnTable({ id, expansion, restart }: { id: string; expansion?: ExpansionTutorial; restart(): void }) {
  const g = useLocalGame(id);
  const version = g.data?.version ?? -1;
  const coach = useCoach(g.data?.view ?? null, 0, version, expansion);
  const act = useCallback((a: Action) => {
    coach.noteAction(a.type);
    return g.act(a);
  }, [coach, g]);
  const game = g.game;
  return (
    <GameTable g={{ ...g, act }} gameId={id} token={null} hosted={false}
      local={{ download: () => { if (game) void downloadGame(game); }, analyse: offlineAnalysePath(id, 0) }}
      coach={<CoachPanel coach={coach} version={version} restart={restart} />} />
  );
}
