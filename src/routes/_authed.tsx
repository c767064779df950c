import { createFileRoute, Outlet } from '@tanstack/react-router';
import { requireUser } from '../lib/router/guards.ts';

/** Every route under here requires a signed-in user (the default of spec 000 §2). */
export const Route = createFileRoute('/_authed')({
  beforeLoad: async ({ context, location }) => ({ user: await requireUser(context.queryClient, location) }),
  component: Outlet,
});
