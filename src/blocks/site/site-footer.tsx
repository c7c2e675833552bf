import { usePublicConfig } from '../../lib/public-config-context';
import { paths } from '../../../contract/paths';
import { Link } from '../link/link';

export function SiteFooter() {
  const { companyName, companySlug } = usePublicConfig();
  const year = new Date().getUTCFullYear();
  const groups = [
    {
      title: 'Company',
      links: [
        { to: paths.about(companySlug), label: `About ${companyName}` },
        { to: paths.lifeAt(companySlug), label: `Life at ${companyName}` },
        { to: paths.team(), label: 'Team' },
        { to: paths.csr(), label: 'Corporate social responsibility' },
        { to: paths.news(), label: 'Newsroom' },
      ],
    },
    {
      title: 'Careers',
      links: [
        { to: paths.jobs(), label: 'Open jobs' },
        { to: paths.howWeHire(), label: 'How we hire' },
        { to: paths.students(), label: 'Students' },
        { to: paths.accelerator(), label: 'Accelerator' },
        { to: paths.stream(), label: 'Stream' },
      ],
    },
    {
      title: 'Press',
      links: [
        { to: paths.press(), label: 'Press room' },
        { to: paths.pressNews(), label: 'In the news' },
        { to: paths.pressReleases(), label: 'Press releases' },
        { to: paths.brandAssets(), label: 'Brand assets' },
        { to: paths.techBlog(), label: 'Tech blog' },
      ],
    },
  ];
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <section className="site-footer__community" aria-labelledby="footer-community">
          <h2 id="footer-community">Not the right job yet?</h2>
          <p>Join the talent community and hear first when a role that fits you opens.</p>
          <Link className="button button--accent" to={paths.talentCommunity()}>
            Join the talent community
          </Link>
        </section>
        {groups.map((group) => (
          <nav key={group.title} aria-label={group.title} className="site-footer__group">
            <h2>{group.title}</h2>
            <ul>
              {group.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="site-footer__legal">
        <p>
          © {year} {companyName} B.V.
        </p>
        <ul>
          <li>
            <Link to={paths.legalNotice()}>Legal notice</Link>
          </li>
          <li>
            <Link to={paths.privacyPolicy()}>Privacy policy</Link>
          </li>
          <li>
            <Link to={paths.accessibility()}>Accessibility</Link>
          </li>
          <li>
            <a href="https://www.linkedin.com/company/somnia-example" rel="noopener noreferrer">
              LinkedIn
            </a>
          </li>
        </ul>
      </div>
    </footer>
  );
}
