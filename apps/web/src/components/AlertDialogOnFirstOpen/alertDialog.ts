// The module AlertDialogOnFirstOpen fetches: ui's AlertDialog with react-aria's modal code.
export { AlertDialog } from '@lingua/ui';
