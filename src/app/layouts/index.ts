import type { ComponentType, ReactNode } from 'react';

import type { LayoutName } from '../../api/route-table';
import { AdminLayout } from './admin-layout';
import { BlankLayout } from './blank-layout';
import { DefaultLayout } from './default-layout';
import { GalaxyLayout } from './galaxy-layout';
import { PlainLayout } from './plain-layout';

/** SPEC §2: five layouts; a route uses `default` unless it names another. */
export const LAYOUTS: Record<LayoutName, ComponentType<{ children: ReactNode }>> = {
  admin: AdminLayout,
  blank: BlankLayout,
  default: DefaultLayout,
  galaxy: GalaxyLayout,
  plain: PlainLayout,
};
