/**
 * Reader comments on the tech blog. postSlug is a file name in content/blog/.
 * A comment is never older than its post; pending ones are recent (the
 * moderation queue), and the rejected ones are spam.
 */
import type { SeedComment } from '../server/platform/db/seed-types';

export const seedComments: SeedComment[] = [
  /* ---------------------------------------- streaming-ssr-for-the-storefront */
  {
    postSlug: 'streaming-ssr-for-the-storefront',
    name: 'Daniel Okoye',
    email: 'daniel.okoye@mail.example',
    status: 'approved',
    createdHoursAgo: 1940,
    body: 'The point about status codes being decided at shell time bit us too. We ended up rendering a tiny "not found" shell for product IDs we can validate cheaply before streaming, and only falling back to a client-side message for the rare late failures. Did you consider a pre-check like that, or is a 200 with an error section acceptable for you?',
  },
  {
    postSlug: 'streaming-ssr-for-the-storefront',
    name: 'Ingrid Solberg',
    email: 'ingrid@solberg.example',
    status: 'approved',
    createdHoursAgo: 1702,
    body: 'Thank you for publishing the p95 numbers and not only the median. The abort timeout is the part I will steal: we have a recommendations service that occasionally takes seconds, and it never occurred to me that the page could simply give up on it and let the client fetch it instead.',
  },
  {
    postSlug: 'streaming-ssr-for-the-storefront',
    name: 'Rafael Teixeira',
    status: 'approved',
    createdHoursAgo: 1315,
    body: 'How do you handle the reviews section for search engines when it falls back to client-side fetching? We worried that crawlers would sometimes see the fallback skeleton and index a product page without its reviews.',
  },
  {
    postSlug: 'streaming-ssr-for-the-storefront',
    name: 'Best Deals Daily',
    email: 'promo@bestdeals.example',
    status: 'rejected',
    createdHoursAgo: 860,
    body: 'Great post!!! Looking for cheap mattresses? Visit our site for 90% off all brands, limited time only, click the link in my profile now!!!',
  },

  /* --------------------------------------------- sleep-sensor-data-pipeline */
  {
    postSlug: 'sleep-sensor-data-pipeline',
    name: 'Henrik Aalto',
    email: 'henrik.aalto@mail.example',
    status: 'approved',
    createdHoursAgo: 1820,
    body: 'Using the primary key for deduplication with ON CONFLICT DO NOTHING is so much simpler than the idempotency tables I have seen elsewhere. One question: how do you handle devices whose clocks drift overnight? If epoch_start comes from the device, a retried batch after a clock correction could produce near-duplicates that the key does not catch.',
  },
  {
    postSlug: 'sleep-sensor-data-pipeline',
    name: 'Chiara Benedetti',
    status: 'approved',
    createdHoursAgo: 1450,
    body: 'I appreciate that "forgetting" gets its own section. As a Pulse owner I had no idea the raw 250 Hz signal never leaves the device. It would be great to have this explanation, in simpler words, inside the app as well.',
  },
  {
    postSlug: 'sleep-sensor-data-pipeline',
    name: 'Tomasz Nowicki',
    email: 'tnowicki@post.example',
    status: 'pending',
    createdHoursAgo: 30,
    body: 'Triggering the summary on "no presence for 20 minutes" is clever, but what happens with people who get up at night for a baby, or to let the dog out? Does the job run twice, or do you wait for the last batch before sunrise?',
  },

  /* -------------------------------------------------- warehouse-pick-routing */
  {
    postSlug: 'warehouse-pick-routing',
    name: 'Marieke de Jong',
    email: 'marieke.dejong@mail.example',
    status: 'approved',
    createdHoursAgo: 1990,
    body: 'I have worked as a picker for years and this is the first time I have read about an IT team actually working shifts first. "Do not optimise anything you have not done yourself" should be printed on every office wall. Did the pickers get a say in how the blocked-aisle button works?',
  },
  {
    postSlug: 'warehouse-pick-routing',
    name: 'Owen Gallagher',
    status: 'approved',
    createdHoursAgo: 1604,
    body: 'Nice to see the greedy batching presented honestly as "not optimal and does not need to be". We went down the route of a proper solver and spent months tuning something the floor never trusted. The S-shape with the largest-gap twist is a good middle ground.',
  },
  {
    postSlug: 'warehouse-pick-routing',
    name: 'Kasia Wróbel',
    email: 'kasia@wrobel.example',
    status: 'pending',
    createdHoursAgo: 52,
    body: 'Could you share how you measured the walking distance after the change? Step counters seem a bit noisy; did you switch to scanner timestamps and aisle positions, or keep the step counters for consistency with the original number?',
  },

  /* ----------------------------------------------------- design-system-tokens */
  {
    postSlug: 'design-system-tokens',
    name: 'Léa Fontaine',
    email: 'lea.fontaine@mail.example',
    status: 'approved',
    createdHoursAgo: 1880,
    body: 'Making the primary action dawn in dark mode instead of indigo is such a good call. So many dark themes just invert colours and end up with a button that disappears. Do you also check non-text contrast for borders and focus rings in the build, or only text tokens?',
  },
  {
    postSlug: 'design-system-tokens',
    name: 'Samuel Adeyemi',
    status: 'approved',
    createdHoursAgo: 1210,
    body: 'The generated TypeScript list of token names is the part I had never thought of. A typo in a CSS variable fails silently and we have shipped more than one transparent heading because of it. Is the generator open source, or is it a small in-house script?',
  },
  {
    postSlug: 'design-system-tokens',
    name: 'SEO Rank Boost',
    email: 'contact@rankboost.example',
    status: 'rejected',
    createdHoursAgo: 940,
    body: 'Nice article. We can get your website to page 1 of all search engines in 7 days, guaranteed. Backlinks from 5000 high authority sites, cheap price, contact us today!',
  },

  /* --------------------------------------- postgres-full-text-search-for-jobs */
  {
    postSlug: 'postgres-full-text-search-for-jobs',
    name: 'Pieter van Dam',
    email: 'pieter.vandam@mail.example',
    status: 'approved',
    createdHoursAgo: 1760,
    body: 'websearch_to_tsquery not throwing on weird input is underrated. We once had a public search box go down because someone pasted a stray ampersand into to_tsquery. The small penalty for jobs closing within three days is a thoughtful touch too.',
  },
  {
    postSlug: 'postgres-full-text-search-for-jobs',
    name: 'Aisha Rahman',
    status: 'pending',
    createdHoursAgo: 75,
    body: 'How do you handle job titles in other languages? Your listings are in English, but I can imagine people searching in Dutch or German, for example "Entwickler". Would you add a second tsvector with a different configuration, or rely on the synonyms table?',
  },
  {
    postSlug: 'postgres-full-text-search-for-jobs',
    name: 'Crypto Wealth Club',
    email: 'invest@cryptowealth.example',
    status: 'rejected',
    createdHoursAgo: 730,
    body: 'Why search for jobs when you can earn 500 euro per day from home with our automatic trading bot? No experience needed. Join thousands of happy members, message us now.',
  },

  /* ---------------------------------------------- on-call-without-losing-sleep */
  {
    postSlug: 'on-call-without-losing-sleep',
    name: 'Rebecca Lindholm',
    email: 'rebecca.lindholm@mail.example',
    status: 'approved',
    createdHoursAgo: 1930,
    body: 'The "urgent, important, actionable" test is simple enough that people will actually use it. Going from 212 rules to 61 pages must have taken some courage. Did anyone object to deleting alerts, and how did you handle the worry that something would slip through?',
  },
  {
    postSlug: 'on-call-without-losing-sleep',
    name: 'Marco Ferraro',
    status: 'approved',
    createdHoursAgo: 1388,
    body: 'A guaranteed lie-in after night duty, whether or not you were paged, is a small policy with a big signal. I showed this post to my manager and we are now discussing paid, voluntary night rotas. Thank you for writing it down so clearly.',
  },
  {
    postSlug: 'on-call-without-losing-sleep',
    name: 'Julia Becker',
    email: 'julia.becker@post.example',
    status: 'pending',
    createdHoursAgo: 9,
    body: 'Does the night rota include people from both Amsterdam and Lisbon? With only a one-hour difference I would have thought the night is the same for everyone, so I am curious how you spread it fairly.',
  },

  /* ------------------------------------------------------ accessibility-audit */
  {
    postSlug: 'accessibility-audit',
    name: 'Eva Kowalczyk',
    email: 'eva.kowalczyk@mail.example',
    status: 'approved',
    createdHoursAgo: 1990,
    body: 'As a screen reader user, thank you. The silent size selector is something I meet on almost every shop, and it is always a row of divs. I am glad you paid the participants and that you wrote honestly that two people could not finish.',
  },
  {
    postSlug: 'accessibility-audit',
    name: 'George Papadopoulos',
    status: 'approved',
    createdHoursAgo: 1525,
    body: 'The voice control finding about accessible names not matching visible labels is one I had never considered. We have dozens of icon buttons with a short visible word and a long aria-label. Time for an audit on our side.',
  },
  {
    postSlug: 'accessibility-audit',
    name: 'Nadia Haddad',
    email: 'nadia@haddad.example',
    status: 'pending',
    createdHoursAgo: 64,
    body: 'Do you have plans to repeat the sessions regularly, for example once a year, or to test the app as well as the website? I would be interested in taking part as a keyboard-only user.',
  },
  {
    postSlug: 'accessibility-audit',
    name: 'Cheap Pills Online',
    email: 'sales@cheappills.example',
    status: 'rejected',
    createdHoursAgo: 410,
    body: 'Buy sleeping pills online without prescription, fast worldwide shipping, discreet packaging, best prices guaranteed. Order now.',
  },

  /* ----------------------------------------------- ab-testing-without-flicker */
  {
    postSlug: 'ab-testing-without-flicker',
    name: 'Oliver Brandstätter',
    email: 'oliver.b@mail.example',
    status: 'approved',
    createdHoursAgo: 1540,
    body: 'The biased-sample point is the one I will be quoting in our next planning meeting: faster devices being more likely to actually see the variant is a subtle skew that no dashboard would show. Marking experiment pages Cache-Control private is the obvious fix in hindsight.',
  },
  {
    postSlug: 'ab-testing-without-flicker',
    name: 'Sara Lindgren',
    status: 'approved',
    createdHoursAgo: 980,
    body: 'Passing the random source into assignVariant is such a small design choice that makes testing painless. How do you count exposures for variants rendered further down the page, though? Do you fire the event when the section scrolls into view, or on render?',
  },
  {
    postSlug: 'ab-testing-without-flicker',
    name: 'Hugo Marchetti',
    email: 'hugo.marchetti@post.example',
    status: 'pending',
    createdHoursAgo: 20,
    body: 'What happens when a visitor clears cookies mid-experiment, or uses two devices? I assume you accept some contamination, but I would love to know whether you measured how often it happens.',
  },

  /* -------------------------------------------- firmness-recommendation-model */
  {
    postSlug: 'firmness-recommendation-model',
    name: 'Katrin Vogel',
    email: 'katrin.vogel@mail.example',
    status: 'approved',
    createdHoursAgo: 402,
    body: 'Predicting the firmness people keep rather than the one they say they want is a lovely reframing. Weighting exchanges five times higher than a simple keep makes a lot of sense. Did you try learning those weights rather than choosing them by hand?',
  },
  {
    postSlug: 'firmness-recommendation-model',
    name: 'Benjamin Mensah-Clarke',
    status: 'approved',
    createdHoursAgo: 260,
    body: 'The shared-bed approach, maximising the chance that both people keep the mattress and saying so when they disagree, is really thoughtful. My partner and I are exactly that couple, and the split-firmness suggestion was what convinced us.',
  },
  {
    postSlug: 'firmness-recommendation-model',
    name: 'Lucía Ortega',
    email: 'lucia.ortega@mail.example',
    status: 'pending',
    createdHoursAgo: 3,
    body: 'Thank you for asking weight as a range and making every question optional. Out of curiosity: how much less accurate is the recommendation when someone skips the weight question entirely?',
  },
  {
    postSlug: 'firmness-recommendation-model',
    name: 'Arjun Mehta',
    status: 'pending',
    createdHoursAgo: 1,
    body: 'Do you retrain the model as the product range changes, for example now that the Loop has a swappable comfort layer? It seems like the cost of a "wrong" recommendation is lower when people can change just one layer.',
  },
];
