/**
 * The help centre on first start: the tutorials and FAQs about using Shopfloor (help-tutorials.ts,
 * help-faqs.ts), written into the demo user's first project and shared with the whole default platform
 * (tutorials published as `parent-platform`, FAQs as `platform`). Behind its own marker; idempotent.
 */
import { eq } from 'drizzle-orm';
import { newId } from '../../lib/ids.ts';
import { htmlToText, sanitizeRichText } from '../../modules/help/help.sanitize.ts';
import type { Database } from '../client.ts';
import { appSettings, blogPosts, faqGroups, faqs, platforms } from '../schema/index.ts';
import { FAQ_GROUPS } from './help-faqs.ts';
import { TUTORIALS } from './help-tutorials.ts';
import { ownedProjects } from './owned-projects.ts';

const MARKER = 'seed_help_v1';

export async function seedHelp(database: Database, email: string) {
  const { db } = database;
  const [done] = await db.select().from(appSettings).where(eq(appSettings.key, MARKER));
  if (done) return false;
  const [owner] = await ownedProjects(db, email);
  if (!owner) return false;
  const [platform] = await db.select({ id: platforms.id }).from(platforms).where(eq(platforms.isDefault, true));
  const platformId = owner.platformId ?? platform?.id ?? null;
  const now = Date.now();
  await db.transaction(async (tx) => {
    await tx.insert(appSettings).values({ key: MARKER, value: { at: new Date(now).toISOString() } });
    let position = 0;
    for (const [g, group] of FAQ_GROUPS.entries()) {
      const groupId = newId('faqg');
      await tx.insert(faqGroups).values({ id: groupId, projectId: owner.projectId, platformId, name: group.name, position: g });
      await tx.insert(faqs).values(
        group.faqs.map(([question, html]) => {
          const answer = sanitizeRichText(html);
          return {
            id: newId('faq'),
            projectId: owner.projectId,
            platformId,
            groupId,
            question,
            answer,
            answerText: htmlToText(answer),
            position: position++,
            visibility: 'platform' as const,
            createdBy: owner.userId,
          };
        }),
      );
    }
    await tx.insert(blogPosts).values(
      TUTORIALS.map((t, i) => {
        const body = sanitizeRichText(t.body);
        // Published a few days apart, the first tutorial newest, so "newest first" reads as a course.
        const at = new Date(now - i * 86_400_000).toISOString();
        return {
          id: newId('blog', now - i * 1000),
          projectId: owner.projectId,
          platformId,
          slug: t.slug,
          title: t.title,
          summary: t.summary,
          body,
          bodyText: htmlToText(body),
          authorName: 'The Shopfloor team',
          authorId: null,
          tags: t.tags,
          visibility: 'published' as const,
          type: 'parent-platform' as const,
          publishedAt: at,
          createdAt: at,
        };
      }),
    );
  });
  return true;
}
