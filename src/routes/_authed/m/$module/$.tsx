import { createFileRoute } from '@tanstack/react-router';
import { ModuleOutlet } from '../../../../lib/modules/ModuleOutlet.tsx';

/** Every installed module's routes live under /m/{code}/…, resolved at run time (docs/decisions/integrations.md). */
export const Route = createFileRoute('/_authed/m/$module/$')({
  staticData: { name: 'modules.route', layout: 'standard', project: 'always', hideFromSearch: true },
  component: ModuleRoute,
});

function ModuleRoute() {
  const { module, _splat } = Route.useParams();
  return <ModuleOutlet code={module} splat={_splat ?? ''} />;
}
