import { describe, expect, it } from 'vitest';
import { type ProjectRouteInput, resolveProjectRoute } from './active-project.ts';

const base: ProjectRouteInput = {
  mode: 'always',
  queryProject: undefined,
  activeProject: null,
  previousProject: null,
  knownProjectIds: ['p1', 'p2'],
  fetchable: async () => false,
};

describe('resolveProjectRoute (spec 000 §2 routing rules)', () => {
  it('adds the first known project when a route needs one and nothing else says which', async () => {
    expect(await resolveProjectRoute(base)).toEqual({ kind: 'set-query', projectId: 'p1' });
  });
  it("prefers the previous route's project over the first", async () => {
    expect(await resolveProjectRoute({ ...base, previousProject: 'p2' })).toEqual({ kind: 'set-query', projectId: 'p2' });
  });
  it('keeps the query project', async () => {
    expect(await resolveProjectRoute({ ...base, queryProject: 'p2' })).toEqual({ kind: 'ok', projectId: 'p2' });
  });
  it('removes the project where none is wanted', async () => {
    expect(await resolveProjectRoute({ ...base, mode: 'never', queryProject: 'p1' })).toEqual({ kind: 'set-query', projectId: null });
    expect(await resolveProjectRoute({ ...base, mode: 'never' })).toEqual({ kind: 'ok', projectId: null });
  });
  it('leaves the query alone on sometimes routes', async () => {
    expect(await resolveProjectRoute({ ...base, mode: 'sometimes', previousProject: 'p2' })).toEqual({ kind: 'ok', projectId: 'p2' });
  });
  it('fetches an unknown project and uses it when that works', async () => {
    let asked = '';
    const fetchable = async (id: string) => {
      asked = id;
      return true;
    };
    expect(await resolveProjectRoute({ ...base, queryProject: 'p9', fetchable })).toEqual({ kind: 'ok', projectId: 'p9' });
    expect(asked).toBe('p9');
  });
  it('sends to the dashboard when an unknown project cannot be fetched and one is needed', async () => {
    expect(await resolveProjectRoute({ ...base, queryProject: 'nope' })).toEqual({ kind: 'to-dashboard' });
    expect(await resolveProjectRoute({ ...base, mode: 'sometimes', queryProject: 'nope' })).toEqual({ kind: 'set-query', projectId: null });
  });
  it('routes a changed project through projects.switch', async () => {
    expect(await resolveProjectRoute({ ...base, queryProject: 'p2', activeProject: 'p1' })).toEqual({ kind: 'switch', projectId: 'p2' });
    expect(await resolveProjectRoute({ ...base, queryProject: 'p2', previousProject: 'p1' })).toEqual({ kind: 'switch', projectId: 'p2' });
  });
  it('without any project there is nothing to add', async () => {
    expect(await resolveProjectRoute({ ...base, knownProjectIds: [] })).toEqual({ kind: 'ok', projectId: null });
  });
});
