/**
 * Loads the active project's billing overview in the background and tells the shell whether billing data is
 * loaded (000 §2: the Billing menu shows only with an active project and loaded billing data). A member without
 * billing permissions gets a 403: no menu.
 */
import { useQuery } from '@tanstack/react-query';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { activeProjectIdAtom } from '../../../lib/projects/active-project.ts';
import { billingLoadedAtom } from '../../../lib/shell/atoms.ts';
import { overviewQuery } from '../api/billing.ts';

export function BillingProbe() {
  const project = useAtomValue(activeProjectIdAtom);
  const setLoaded = useSetAtom(billingLoadedAtom);
  const overview = useQuery({ ...overviewQuery(project ?? '-'), enabled: !!project, retry: false });
  const loaded = !!project && overview.isSuccess && overview.data.project === project;
  useEffect(() => setLoaded(loaded), [loaded, setLoaded]);
  return null;
}
