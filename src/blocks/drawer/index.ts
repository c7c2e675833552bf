export { Drawer, type DrawerProps } from './drawer';
export { useDrawer, type DrawerState } from './use-drawer';
export { focusableWithin, wrapFocusTarget } from './focus-trap';
