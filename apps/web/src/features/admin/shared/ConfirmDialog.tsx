// The dialog is shared with the storefront (deleting a saved address); the admin pages keep this import path.
export { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
