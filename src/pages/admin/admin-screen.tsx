import './shell/admin.css';

import { useEffect, useState, type ComponentType } from 'react';
import { createPortal } from 'react-dom';
import { useLocation, useNavigate } from 'react-router-dom';

import { useCurrentRoute } from '../../api/current-route';
import { PageHead } from '../../blocks/page-head/page-head';
import { resolveAuthMode } from '../../../contract/route-table';
import { guardRedirect } from '../../auth/guards';
import { useAuth } from '../../auth/use-auth';
import { BlogCommentSection } from './comments/blog-comment-section';
import { ModerationRulesSection } from './comments/moderation-rules-section';
import { AdminLoading } from './shell/admin-ui';
import { JobEditor } from './jobs/job-editor';
import { JobPreview } from './jobs/job-preview';
import { JobSourcesSection } from './job-sources/job-sources-section';
import { JobsSection } from './jobs/jobs-section';
import { LogActivitySection } from './activity/log-activity-section';
import { OutboxSection } from './system/outbox-section';
import { OverviewSection } from './overview/overview-section';
import { TalentCommunitySection } from './talent/talent-community-section';
import { TasksSection } from './system/tasks-section';
import { TeamMemberEditor } from './team/team-member-editor';
import { TeamSection } from './team/team-section';
import { useRevealFocused } from './shell/use-reveal-focused';
import { AccountsSection } from './accounts/accounts-section';
import { OwnAccountSection } from './accounts/own-account-section';
import { BrandAssetEditor } from './press/brand-asset-editor';
import { PressNewsEditor } from './press/press-news-editor';
import { PressReleaseEditor } from './press/press-release-editor';
import { PressReleasePreview } from './press/press-release-preview';
import { PressSection } from './press/press-section';
import { PostEditor } from './posts/post-editor';
import { PostPreview } from './posts/post-preview';
import { PostsSection } from './posts/posts-section';
import { PageEditor } from './pages/page-editor';
import { PagePreview } from './pages/page-preview';
import { PagesSection } from './pages/pages-section';

const SECTIONS: Record<string, { title: string; Section: ComponentType }> = {
  admin: { title: 'Admin overview', Section: OverviewSection },
  'admin-blog-comment': { title: 'Blog comments', Section: BlogCommentSection },
  'admin-blacklist-keywords': { title: 'Moderation rules', Section: ModerationRulesSection },
  'admin-log-activity': { title: 'Activity log', Section: LogActivitySection },
  'admin-talent-community': { title: 'Talent community', Section: TalentCommunitySection },
  'admin-tasks': { title: 'Background tasks', Section: TasksSection },
  'admin-outbox': { title: 'Outbox', Section: OutboxSection },
  'admin-jobs': { title: 'Jobs', Section: JobsSection },
  'admin-job': { title: 'Job', Section: JobEditor },
  'admin-job-preview': { title: 'Job preview', Section: JobPreview },
  'admin-team': { title: 'Team', Section: TeamSection },
  'admin-team-member': { title: 'Team member', Section: TeamMemberEditor },
  'admin-job-sources': { title: 'Job sources', Section: JobSourcesSection },
  'admin-accounts': { title: 'Admin accounts', Section: AccountsSection },
  'admin-account': { title: 'Your account', Section: OwnAccountSection },
  'admin-press': { title: 'Press', Section: PressSection },
  'admin-press-release': { title: 'Press release', Section: PressReleaseEditor },
  'admin-press-release-preview': { title: 'Press release preview', Section: PressReleasePreview },
  'admin-press-news': { title: 'Coverage', Section: PressNewsEditor },
  'admin-brand-asset': { title: 'Brand asset', Section: BrandAssetEditor },
  'admin-posts': { title: 'Posts', Section: PostsSection },
  'admin-post': { title: 'Post', Section: PostEditor },
  'admin-post-preview': { title: 'Post preview', Section: PostPreview },
  'admin-pages': { title: 'Pages', Section: PagesSection },
  'admin-page': { title: 'Page', Section: PageEditor },
  'admin-page-preview': { title: 'Page preview', Section: PagePreview },
};
const HEADER_ACTIONS_ID = 'admin-header-actions';

/** The admin layout's header slot gets the sign-out button once the page runs in the browser. */
function SignOutAction() {
  const { session } = useAuth();
  const [slot, setSlot] = useState<HTMLElement | null>(null);
  const [signingOut, setSigningOut] = useState(false);
  // The layout's slot is in the DOM from the commit that mounts this screen: look for it then.
  const findSlot = (node: HTMLElement | null) => {
    if (node) setSlot(node.ownerDocument.getElementById(HEADER_ACTIONS_ID));
  };
  return (
    <>
      <span ref={findSlot} hidden />
      {slot &&
        session &&
        createPortal(
          <button
            type="button"
            className="button admin-signout"
            disabled={signingOut}
            onClick={() => {
              setSigningOut(true);
              void session.signOut();
            }}
          >
            {signingOut ? 'Signing out…' : 'Sign out'}
          </button>,
          slot,
        )}
    </>
  );
}

/**
 * Every admin route (lazy: this code loads only under /admin). The server cannot see the tokens
 * in browser storage, so it renders the loading state; the client guard decides (SPEC §6).
 */
export function Component() {
  const route = useCurrentRoute();
  const location = useLocation();
  const navigate = useNavigate();
  const auth = useAuth();
  const section = SECTIONS[route?.name ?? 'admin'] ?? SECTIONS.admin;
  const redirect = auth.ready
    ? guardRedirect(resolveAuthMode(route), auth.loggedIn, location)
    : null;

  useEffect(() => {
    if (redirect) navigate(redirect, { replace: true });
  }, [redirect, navigate]);
  useRevealFocused();

  if (!section) return null;
  const { title, Section } = section;
  return (
    <>
      <PageHead title={title} description="The admin area." noindex />
      {!auth.ready || !auth.loggedIn ? (
        <AdminLoading />
      ) : (
        <>
          <SignOutAction />
          <Section />
        </>
      )}
    </>
  );
}
