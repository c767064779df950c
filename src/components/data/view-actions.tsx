/**
 * Extra actions on every list's toolbar, contributed by areas without the kit knowing them (e.g. bookmarks'
 * "Save this view"). The app's assembly (src/modules.ts) registers them; the kit never imports a feature.
 */
import { type ComponentType, Fragment, Suspense } from 'react';

export interface ListViewActionProps {
  /** The list's accessible name (the table's label). */
  label: string;
}

const actions: { id: string; component: ComponentType<ListViewActionProps> }[] = [];

export function registerListViewAction(id: string, component: ComponentType<ListViewActionProps>) {
  if (!actions.some((a) => a.id === id)) actions.push({ id, component });
}

export function ListViewActions(props: ListViewActionProps) {
  return (
    <>
      {actions.map(({ id, component: Action }) => (
        <Fragment key={id}>
          <Suspense fallback={null}>
            <Action {...props} />
          </Suspense>
        </Fragment>
      ))}
    </>
  );
}
