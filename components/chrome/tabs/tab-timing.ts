// Spec §9: tab animation 300/400 ms. The active tab's underline (and colour) moves in 300 ms;
// the panel that comes in fades and rises in 400 ms.
export const TAB_INDICATOR_MS = 300
export const TAB_PANEL_MS = 400
