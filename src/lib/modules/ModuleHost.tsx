/** Keeps the installed module set in step with the active project; renders nothing. */
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { currentUserQuery } from '../auth/user.ts';
import { useActiveProjectId } from './active-project.ts';
import { loadProjectModules } from './integrations-api.ts';

export function ModuleHost() {
  const projectId = useActiveProjectId();
  // Read the cached user only: the route guards fetch it (no extra 401 on public pages).
  const { data: user } = useQuery({ ...currentUserQuery, enabled: false });
  const userId = user?.id ?? null;
  useEffect(() => {
    void loadProjectModules(userId ? projectId : null);
  }, [userId, projectId]);
  return null;
}
