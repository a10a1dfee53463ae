import { loadOnFirstOpen } from '../../app/loadOnFirstOpen';
import { DialogSpinner } from '../PageSpinner/PageSpinner';

/**
 * ui's AlertDialog (a confirmation a button opens), fetched the first time it opens: its modal,
 * focus scope and animation code are no part of a page's first view.
 */
export const AlertDialogOnFirstOpen = loadOnFirstOpen(
  () => import('./alertDialog').then((module) => module.AlertDialog),
  (props) => props.isOpen === true,
  <DialogSpinner />,
);
