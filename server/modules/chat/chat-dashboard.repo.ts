/**
 * The dashboard's "unread chat" card (server/lib/hooks.ts `dashboardSections`): the asking person's unread
 * messages in the project — others' live messages after their read position in the channels they belong to, not
 * archived and not muted, each channel counted up to CHAT_UNREAD_CAP (as the chat's own badges). A channel read
 * to its end costs no count. Chat is a core area; a project API key (no person) gets no card.
 */
import { sql } from 'drizzle-orm';
import { CHAT_UNREAD_CAP } from '../../../common/chat.ts';
import type { Tx } from '../../db/client.ts';
import type { DashboardContext } from '../../lib/hooks.ts';

export async function unreadChatSection(db: Tx, ctx: DashboardContext) {
  if (!ctx.userId) return {};
  const r = await db.execute(sql`
    SELECT coalesce(sum((SELECT count(*) FROM (
        SELECT 1 FROM chat_messages m WHERE m.project_id = s.project_id AND m.channel_id = s.channel_id AND m.seq > s.last_read_seq
           AND m.deleted_at IS NULL AND m.author_id IS DISTINCT FROM s.user_id LIMIT ${CHAT_UNREAD_CAP}) x)), 0)::int AS n
      FROM chat_channel_users s JOIN chat_channels c ON c.project_id = s.project_id AND c.id = s.channel_id
     WHERE s.user_id = ${ctx.userId} AND s.project_id = ${ctx.projectId} AND c.archived_at IS NULL
       AND c.last_seq > s.last_read_seq AND (s.muted_until IS NULL OR s.muted_until <= now())`);
  const n = (r as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
  return {
    cards: [{ id: 'chat.unread', title: 'Unread chat', value: n, format: 'count' as const, link: `/chat?project=${ctx.projectId}` }],
  };
}
