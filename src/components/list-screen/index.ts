// List mode / form mode screens (the specification's screens "Common list-screen pattern").
export { ConfirmDialog } from './confirm-dialog.tsx';
export type { ConfirmDialogProps } from './confirm-dialog.tsx';
export { FormScreenLayout } from './form-screen-layout.tsx';
export type { FormScreenLayoutProps } from './form-screen-layout.tsx';
export { ListScreenLayout } from './list-screen-layout.tsx';
export type { ListScreenLayoutProps } from './list-screen-layout.tsx';
export { useListFormMode } from './use-list-form-mode.ts';
export type { ListFormMode } from './use-list-form-mode.ts';
export { ListScreen } from './list-screen.tsx';
export type { ListPaging, ListScreenProps } from './list-screen.tsx';
