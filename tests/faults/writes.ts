/**
 * Acknowledged writes for crash tests: writers create projects until the server is gone, remembering only the
 * names it acknowledged (201); `missing` lists the acknowledged names a later server does not have.
 */
import { bearer, createProject } from '../cluster/api.ts';

export function writeUntilKilled(url: string, token: string, round: string, writers = 4) {
  const acknowledged: string[] = [];
  /** Sent, but the answer never came (the server died): these may or may not be stored. */
  const unanswered: string[] = [];
  let stop = false;
  const writer = async (w: number) => {
    for (let i = 0; !stop; i++) {
      const name = `${round}-w${w}-${i}`;
      try {
        const res = await createProject(url, token, name);
        if (res.status === 201) acknowledged.push(name);
      } catch {
        unanswered.push(name);
        return; // the server is gone
      }
    }
  };
  const done = Promise.all(Array.from({ length: writers }, (_, w) => writer(w)));
  return {
    acknowledged,
    unanswered,
    finish: async () => {
      stop = true;
      await done;
    },
  };
}

export async function allProjectNames(url: string, token: string): Promise<Set<string>> {
  const names = new Set<string>();
  let pageToken: string | null = null;
  do {
    const q: string = pageToken ? `?pageSize=100&pageToken=${encodeURIComponent(pageToken)}` : '?pageSize=100';
    const res = await fetch(`${url}/v1/projects${q}`, { headers: bearer(token) });
    if (res.status !== 200) throw new Error(`listing projects answered ${res.status}`);
    const body = (await res.json()) as { projects: { name: string }[]; nextPageToken?: string | null };
    for (const p of body.projects) names.add(p.name);
    pageToken = body.nextPageToken ?? null;
  } while (pageToken);
  return names;
}

export async function missing(url: string, token: string, acknowledged: string[]): Promise<string[]> {
  const stored = await allProjectNames(url, token);
  return acknowledged.filter((n) => !stored.has(n));
}
