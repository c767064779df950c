/**
 * Bookmarks plug into the app: "Save this view" on every list-kit list. Imported once by src/modules.ts.
 * The button (with its popover, select and checkbox) is its own chunk, so it stays out of the first load; the
 * pins store loads at boot, so the persisted cache keeps pinned views' queries from the first write on.
 */
import { lazy } from 'react';
import { registerListViewAction } from '../../components/data/view-actions.tsx';
import './lib/pins.ts';

const SaveViewButton = lazy(() => import('./components/SaveViewButton.tsx').then((m) => ({ default: m.SaveViewButton })));

registerListViewAction('bookmarks', SaveViewButton);
