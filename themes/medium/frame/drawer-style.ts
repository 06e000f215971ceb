// The theme's drawer panels (menu and contents). The shared Drawer hides a closed panel itself.
export const drawerPanelClass =
  'bg-white p-5 text-neutral-800 shadow-xl dark:bg-neutral-900 dark:text-neutral-200'
