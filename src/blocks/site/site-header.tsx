import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

import { usePublicConfig } from '../../lib/public-config-context';
import { useViewportWidth } from '../../lib/page-signals';
import { paths } from '../../../contract/paths';
import { Drawer, useDrawer } from '../drawer';
import { ThemeToggle } from '../theme/theme-toggle';
import { Logo } from './logo';
import './site-header.css';
import { NavLink } from '../link/link';

/** The width from which the full navigation shows and the phone drawer is not needed. */
const DESKTOP_MIN_WIDTH_PX = 1200;

function useNavigationLinks() {
  const { companyName, companySlug } = usePublicConfig();
  return [
    { to: paths.jobs(), label: 'Jobs' },
    { to: paths.team(), label: 'Teams' },
    { to: paths.lifeAt(companySlug), label: `Life at ${companyName}` },
    { to: paths.howWeHire(), label: 'How we hire' },
    { to: paths.students(), label: 'Students' },
    { to: paths.techBlog(), label: 'Tech blog' },
    { to: paths.news(), label: 'Newsroom' },
  ];
}

function NavigationList({ className }: { className: string }) {
  const links = useNavigationLinks();
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.to}>
          <NavLink to={link.to}>{link.label}</NavLink>
        </li>
      ))}
    </ul>
  );
}

/** Wordmark, main navigation, theme toggle and the jobs call to action; a drawer on phones. */
export function SiteHeader() {
  const { companyName } = usePublicConfig();
  const drawer = useDrawer();
  const { pathname } = useLocation();
  const viewportWidth = useViewportWidth();
  const { close } = drawer;

  // A navigation from inside the drawer, or growing to desktop width, closes it.
  useEffect(() => close(), [pathname, close]);
  useEffect(() => {
    if (viewportWidth !== null && viewportWidth >= DESKTOP_MIN_WIDTH_PX) close();
  }, [viewportWidth, close]);

  return (
    <header className="site-header">
      <div className="site-header__inner">
        <NavLink
          to={paths.home()}
          className="site-header__brand"
          aria-label={`${companyName} home`}
        >
          <Logo />
        </NavLink>
        <nav aria-label="Main" className="site-header__nav">
          <NavigationList className="site-header__links" />
        </nav>
        <div className="site-header__tools">
          <ThemeToggle />
        </div>
        <NavLink to={paths.jobs()} className="button button--primary site-header__cta">
          Open jobs
        </NavLink>
        <button className="site-header__menu-button" {...drawer.toggleProps}>
          <span aria-hidden="true" className="site-header__menu-icon" />
          Menu
        </button>
      </div>
      <Drawer
        id={drawer.drawerId}
        isOpen={drawer.isDrawerOpen}
        onClose={drawer.close}
        returnFocusRef={drawer.toggleRef}
        title="Menu"
        side="right"
        className="site-header__drawer"
      >
        <nav aria-label="Main (phone)">
          <NavigationList className="site-header__drawer-links" />
        </nav>
        <div className="site-header__drawer-theme">
          <span>Theme</span>
          <ThemeToggle note="inline" />
        </div>
        <NavLink to={paths.jobs()} className="button button--primary">
          Open jobs
        </NavLink>
      </Drawer>
    </header>
  );
}
