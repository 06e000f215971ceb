// The theme's drawer panel. While closed the panel is made invisible too: it is only moved
// off screen otherwise, and its shadow shows along the window's edge.
const PANEL = 'bg-white p-5 text-neutral-800 dark:bg-neutral-900 dark:text-neutral-200'

export const drawerPanelClass = (open: boolean): string =>
  open ? PANEL : [PANEL, 'invisible'].join(' ')
