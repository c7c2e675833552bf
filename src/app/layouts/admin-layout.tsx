import type { ReactNode } from 'react';

import { Logo } from '../../blocks/site/logo';
import { paths } from '../../../contract/paths';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';
import { NavLink } from '../../blocks/link/link';

// Grouped as the admins work: what the company publishes, what visitors send, how the site runs.
const ADMIN_LINKS = [
  { to: paths.admin(), label: 'Overview', end: true },
  { to: paths.admin('jobs'), label: 'Jobs', end: false },
  { to: paths.admin('job-sources'), label: 'Job sources', end: false },
  { to: paths.admin('team'), label: 'Team', end: false },
  { to: paths.admin('pages'), label: 'Pages', end: false },
  { to: paths.admin('posts'), label: 'Posts', end: false },
  { to: paths.admin('press'), label: 'Press', end: false },
  { to: paths.admin('blog-comment'), label: 'Blog comments', end: false },
  { to: paths.admin('blacklist-keywords'), label: 'Moderation rules', end: false },
  { to: paths.admin('talent-community'), label: 'Talent community', end: false },
  { to: paths.admin('log-activity'), label: 'Activity log', end: false },
  { to: paths.admin('tasks'), label: 'Tasks', end: false },
  { to: paths.admin('outbox'), label: 'Outbox', end: false },
  { to: paths.admin('accounts'), label: 'Admin accounts', end: false },
  { to: paths.admin('account'), label: 'Your account', end: false },
];

/** The admin area: its own header and navigation; the screens inside are client-rendered. */
export function AdminLayout({ children }: { children: ReactNode }) {
  return (
    <div className="layout layout--admin">
      <SkipLink />
      <header className="admin-header">
        <NavLink to={paths.home()} className="admin-header__brand">
          <Logo /> <span className="admin-header__label">Admin</span>
        </NavLink>
        <div id="admin-header-actions" className="admin-header__actions" />
      </header>
      <div className="admin-body">
        <nav aria-label="Admin" className="admin-nav">
          <ul>
            {ADMIN_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.end}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className="layout__main admin-main">
          {children}
        </main>
      </div>
    </div>
  );
}
