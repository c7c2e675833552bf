import './moderation-rules.css';

import { BlacklistKeywordsSection } from './blacklist-keywords-section';
import { BlockedAuthorsList } from './blocked-authors-list';
import { ModerationSettingsForm } from './moderation-settings-form';

/**
 * `/admin/blacklist-keywords` (SPEC §2 keeps the address): every rule of the moderation engine
 * an admin edits (decision 065): the links, unknown authors and the pace, the keyword entries,
 * and the blocked authors.
 */
export function ModerationRulesSection() {
  return (
    <BlacklistKeywordsSection
      settings={<ModerationSettingsForm />}
      after={<BlockedAuthorsList />}
    />
  );
}
