import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestServer, type TestServer } from '../../../tests/setup/server.ts';
import { organisations, projectInvites, projectRoles } from '../schema/index.ts';
import { DEMO_EMAIL, DEMO_PASSWORD, seedDemo } from './demo.ts';

let t: TestServer;
beforeAll(async () => {
  t = await setupTestServer();
});

describe('projects demo seed', () => {
  it('adds an organisation, a custom role and pending invites, once', async () => {
    await seedDemo(t.database, { colleagues: 3 });
    await seedDemo(t.database, { colleagues: 3 });
    expect(await t.db.select().from(organisations)).toHaveLength(1);
    expect(await t.db.select().from(projectRoles)).toHaveLength(1);
    expect(await t.db.select().from(projectInvites)).toHaveLength(2);
    const session = await t.signIn({ email: DEMO_EMAIL, password: DEMO_PASSWORD });
    const orgs = await t.call('GET', '/v1/organisations', { session });
    expect(orgs.body.organisations[0].projects).toHaveLength(3);
  });
});
