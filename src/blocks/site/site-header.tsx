import { NavLink } from 'react-router-dom';

import { usePublicConfig } from '../../app/public-config-context';
import { paths } from '../../app/paths';
import { ThemeToggle } from '../theme/theme-toggle';
import { Logo } from './logo';

export function SiteHeader() {
  const { companyName, companySlug } = usePublicConfig();
  const links = [
    { to: paths.jobs(), label: 'Jobs' },
    { to: paths.team(), label: 'Teams' },
    { to: paths.lifeAt(companySlug), label: 'Life at' },
    { to: paths.howWeHire(), label: 'How we hire' },
    { to: paths.students(), label: 'Students' },
    { to: paths.techBlog(), label: 'Tech blog' },
    { to: paths.press(), label: 'Press' },
  ];
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
          <ul>
            {links.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to}>{link.label}</NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <ThemeToggle />
        <NavLink to={paths.jobs()} className="button button--primary site-header__cta">
          Open jobs
        </NavLink>
      </div>
    </header>
  );
}
