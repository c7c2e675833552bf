import type { ComponentType, ReactNode } from 'react';

import type { LayoutName } from '../../../contract/route-table';
import { lazyComponent } from '../../lib/lazy-component';
import { BlankLayout } from './blank-layout';
import { DefaultLayout } from './default-layout';
import { GalaxyLayout } from './galaxy-layout';
import { PlainLayout } from './plain-layout';

type LayoutProps = { children: ReactNode };

// The admin layout is admin code: it loads with the admin screens, never on a public page.
const ADMIN_LAYOUT = lazyComponent(() =>
  import('./admin-layout').then((module) => module.AdminLayout),
);

/** SPEC §2: five layouts; a route uses `default` unless it names another. */
export const LAYOUTS: Record<LayoutName, ComponentType<LayoutProps>> = {
  admin: ADMIN_LAYOUT.Component,
  blank: BlankLayout,
  default: DefaultLayout,
  galaxy: GalaxyLayout,
  plain: PlainLayout,
};

/** The source modules of the layouts kept in chunks of their own: the server links them. */
export const LAZY_LAYOUT_MODULES: Partial<Record<LayoutName, string>> = {
  admin: 'src/app/layouts/admin-layout.tsx',
};

/** Loads a layout kept in its own chunk (see LAZY_LAYOUT_MODULES) before it renders. */
export async function loadLayout(name: LayoutName): Promise<void> {
  if (name === 'admin') await ADMIN_LAYOUT.load();
}
