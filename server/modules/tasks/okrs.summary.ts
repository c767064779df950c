/** Progress per key result and objective for a period (the summary, the screen and the CSV read this). */
import type { Tx } from '../../db/client.ts';
import { type KeyResultRow, keyResultsOf, objectivesOf, periodsOf, taskCountsOf } from './okrs.repo.ts';

/** 0..1: how far current has moved from start towards target (either direction), clamped. */
export function progressOf(kr: Pick<KeyResultRow, 'startValue' | 'target' | 'current'>): number {
  const span = kr.target - kr.startValue;
  if (span === 0) return kr.current >= kr.target ? 1 : 0;
  return Math.min(1, Math.max(0, (kr.current - kr.startValue) / span));
}

export function currentQuarter(now = new Date()): string {
  return `${now.getUTCFullYear()}-Q${Math.floor(now.getUTCMonth() / 3) + 1}`;
}

const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);
const round = (x: number) => Math.round(x * 1000) / 1000;

export async function okrSummary(db: Tx, projectId: string, period: string) {
  const objs = await objectivesOf(db, projectId, period);
  const krs = await keyResultsOf(
    db,
    projectId,
    objs.map((o) => o.objective.id),
  );
  const counts = await taskCountsOf(
    db,
    projectId,
    krs.map((k) => k.id),
  );
  const stored = await periodsOf(db, projectId);
  const periods = [...new Set([currentQuarter(), period, ...stored])].sort().reverse();
  const objectives = objs.map(({ objective: o, ...owner }) => {
    const keyResults = krs
      .filter((k) => k.objectiveId === o.id)
      .map((k) => ({
        id: k.id,
        objectiveId: k.objectiveId,
        title: k.title,
        startValue: k.startValue,
        target: k.target,
        current: k.current,
        unit: k.unit,
        progress: round(progressOf(k)),
        taskCount: counts.get(k.id)?.total ?? 0,
        doneTaskCount: counts.get(k.id)?.done ?? 0,
      }));
    return {
      id: o.id,
      title: o.title,
      description: o.description,
      owner: o.ownerId
        ? { id: o.ownerId, email: owner.ownerEmail ?? '', firstName: owner.ownerFirstName, lastName: owner.ownerLastName }
        : null,
      period: o.period,
      progress: round(mean(keyResults.map((k) => k.progress))),
      keyResults,
    };
  });
  return { period, periods, progress: round(mean(objectives.map((o) => o.progress))), objectives };
}
