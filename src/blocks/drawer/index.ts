export { Drawer, type DrawerProps } from './drawer';
export { useDrawer, type DrawerState } from './use-drawer';
export { FOCUSABLE_SELECTOR, focusableWithin, wrapFocusTarget } from './focus-trap';
