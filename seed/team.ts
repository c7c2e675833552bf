/**
 * People featured on the team pages. Roles match the testimonials and bylines
 * in content/ (home, life-at, blog and news); portraits are the illustrated
 * SVGs in public/images/portraits/.
 */
import { FACTORY_CITY } from './company-facts';
import type { SeedTeamMember } from '../server/platform/db/seed-types';

export const seedTeam: SeedTeamMember[] = [
  {
    name: 'Amara Okafor',
    role: 'Engineering Manager, Storefront',
    team: 'Storefront',
    location: 'Amsterdam',
    joinedDaysAgo: 2480,
    portrait: '/images/portraits/amara-okafor.svg',
    quote: 'The best compliment a checkout can get is that nobody remembers it.',
    bio: `Amara leads the storefront teams in Amsterdam and Lisbon: the engineers behind product pages, the basket and the checkout that most of our customers use on a phone, late in the evening.

She joined {company} to fix a checkout that took eleven seconds to load on a train, and stayed because, in her words, nobody here confuses being busy with being useful. Since then she has led the move to [streaming server rendering](/tech-blog/streaming-ssr-for-the-storefront) and to [A/B tests without flicker](/tech-blog/ab-testing-without-flicker), and has grown the storefront group from five engineers to twenty-three.

Before {company}, Amara built payment systems for a fintech start-up in Lagos and then for a Dutch bank. She cares about calm on-call rotas, readable pull requests and hiring people who took an unusual route into tech.

Outside work she coaches a girls’ basketball team and is slowly, loudly learning the saxophone. She also insists that a good night’s sleep is the most underrated debugging tool there is.`,
  },
  {
    name: 'Lucas Brandt',
    role: 'Senior Software Engineer',
    team: 'Platform',
    location: 'Berlin',
    joinedDaysAgo: 1620,
    portrait: '/images/portraits/lucas-brandt.svg',
    quote:
      'I like deleting code more than writing it. Replacing a whole search service with one Postgres column was a good year.',
    bio: `Lucas is a senior engineer in the Platform team, working from Berlin on the systems that sit between our customers and our warehouse: order routing, the careers site’s job search and the tools our pickers use every day.

Before he wrote a line of the new pick-routing code, he spent a week working shifts in the distribution centre, and he still quotes Tom Verbeek’s instruction from that week: do not optimise anything you have not done yourself. The result, described in [Shorter walks](/tech-blog/warehouse-pick-routing), cut a picker’s daily walk by a third. He also moved job search from a hosted service into [Postgres full-text search](/tech-blog/postgres-full-text-search-for-jobs).

Lucas studied physics in Göttingen and worked on logistics software before joining {company}. He enjoys mentoring engineers who are about to become tech leads and are not yet sure they want to.

Away from the keyboard he restores old bicycles, bakes sourdough with far too much precision and spends summer weekends by a lake in Brandenburg with his very sleepy dog, Knopf.`,
  },
  {
    name: 'Mei Tanaka',
    role: 'Senior Data Engineer',
    team: 'Sleep Data Platform',
    location: 'Amsterdam',
    joinedDaysAgo: 1105,
    portrait: '/images/portraits/mei-tanaka.svg',
    quote:
      'The most private data is the data you never collect. Our pipeline is designed to forget.',
    bio: `Mei builds the data platform behind the {company} Pulse, the thin sensor that sits under the mattress and turns a night of pressure readings into a short morning summary for about 85,000 households.

She designed the pipeline described in [From 40 million readings to one morning summary](/tech-blog/sleep-sensor-data-pipeline): most of the work happens on the device, only 30-second summaries reach our servers, and the morning job runs a few minutes after someone gets up. She is equally proud of the part that deletes data on schedule.

Mei also works with Priya Raman on the data behind our firmness recommendation, making sure the model learns from trial outcomes without ever seeing more personal information than it needs.

She grew up in Osaka, studied computer science in Kyoto and Delft, and worked on public-transport data before joining us. She runs our internal SQL clinic, makes ceramics at weekends and is working her way through every ramen place in the city.`,
  },
  {
    name: 'Sofia Marquez',
    role: 'Lead Product Designer, Design System',
    team: 'Design System',
    location: 'Barcelona',
    joinedDaysAgo: 1890,
    portrait: '/images/portraits/sofia-marquez.svg',
    quote:
      'When contrast is a build failure, accessibility stops being a debate and becomes a habit.',
    bio: `Sofia leads our design system, the shared set of tokens and components behind the storefront, the careers site, the app and the tablets in our stores.

Two years ago {company} had four slightly different shades of brand indigo, one for every codebase. Sofia replaced them with three layers of [design tokens](/tech-blog/design-system-tokens): a palette, semantic roles and a thin layer of component names, with dark mode built in rather than bolted on. Her favourite rule is that a text colour without enough contrast fails the build.

She treats the system as a product with its own users. Engineers, marketers and store teams all contribute to it, and she holds open office hours every Tuesday for anyone who wants help or wants to argue.

Before {company} Sofia designed interfaces for a public broadcaster in Madrid and for a travel company in Barcelona. Outside work she dances flamenco, volunteers at a local library teaching adults to use the internet, and is always planning her next trip to the Azores.`,
  },
  {
    name: 'Tom Verbeek',
    role: 'Warehouse Operations Lead',
    team: 'Distribution Centre',
    location: FACTORY_CITY,
    joinedDaysAgo: 2150,
    portrait: '/images/portraits/tom-verbeek.svg',
    quote:
      'Everyone on the floor knows they can stop the line if something feels wrong. That is how it should be.',
    bio: `Tom leads our distribution centre next to the factory, where a team of about ninety people picks, packs and ships around three thousand orders on a normal day, and three times that during the winter sale.

He joined {company} when the new factory and distribution centre opened, after fifteen years in automotive logistics, and helped design the floor layout, from the conveyor that brings mattresses straight from the production line to the mezzanine for small items.

Tom is a firm believer in listening to the people doing the work. When the platform team came to improve pick routes, he asked them to work shifts first, and many improvements since, such as the new tote carts, started as a sketch from a picker. He also trains every new shift lead and has championed moving colleagues from picker to manager.

He lives in a village outside the city with his wife and three teenagers, plays trombone in a local brass band and keeps bees. The honey, he says, is the only thing he ships that is sweeter than our mattresses.`,
  },
  {
    name: 'Priya Raman',
    role: 'Machine Learning Engineer',
    team: 'Recommendations',
    location: 'Amsterdam',
    joinedDaysAgo: 800,
    portrait: '/images/portraits/priya-raman.svg',
    quote: 'We do not predict which firmness you say you want. We predict which one you will keep.',
    bio: `Priya builds the models behind our firmness recommendation: six short questions on the product page that suggest soft, medium or firm, and that now prevent thousands of exchanges a year.

She came to {company} through the first cohort of our Accelerator programme, with a biology degree, a few Python scripts and, in her words, no idea whether she belonged in tech. She rotated through the data, sleep lab and storefront teams before choosing Recommendations, and two years later she leads the model’s development.

Her post [Six questions and a lot of returned mattresses](/tech-blog/firmness-recommendation-model) explains why returned mattresses turned out to be the best training data, and how the team checks the model stays fair for every body shape and every shared bed.

Priya grew up in Chennai and studied in Leiden, where she researched how temperature affects deep sleep. She now mentors new Accelerator participants, practises Carnatic singing and grows chillies on a balcony that is slightly too small for them.`,
  },
  {
    name: 'Jonas Lindqvist',
    role: 'Site Reliability Engineer',
    team: 'Infrastructure',
    location: 'Stockholm',
    joinedDaysAgo: 980,
    portrait: '/images/portraits/jonas-lindqvist.svg',
    quote:
      'A sleep company that wakes its engineers at three in the morning has a bug worth fixing.',
    bio: `Jonas is a site reliability engineer in the Infrastructure team, working from Stockholm with colleagues in Amsterdam and Lisbon on keeping {company} fast and available, especially during the winter sale.

He led the work described in [On call at a sleep company, without losing sleep](/tech-blog/on-call-without-losing-sleep): reviewing all 212 alert rules, keeping only the ones that are urgent, important and actionable, and splitting on-call into day shifts and a voluntary, better-paid night rota. Night pages dropped from nine a week to about one a month, and the systems became more reliable, not less.

Jonas spent a decade running infrastructure for music-streaming and podcast services before joining us. He cares about blameless incident reviews, runbooks that people actually read and dashboards that answer one question each.

Outside work he goes cross-country skiing whenever there is snow, plays keyboards in a synth-pop band that rehearses in a basement in Hammarby and is raising two small children who do not, he admits, sleep very well yet.`,
  },
  {
    name: 'Elena Rossi',
    role: 'Materials Engineer',
    team: 'Materials Lab',
    location: FACTORY_CITY,
    joinedDaysAgo: 1280,
    portrait: '/images/portraits/elena-rossi.svg',
    quote: 'I test how foam behaves after ten years of nights, so that you never have to find out.',
    bio: `Elena is a materials engineer in the lab at our factory, where every new foam, spring and fabric is pressed, heated, washed and rolled over thousands of times before it goes anywhere near a customer.

She led the materials work behind the {company} Loop, our first mattress made of separable layers with no glue, so every part can be recycled at the end of its life. That meant finding a support foam without the usual flame retardants, and a cover of wool and lyocell that still passes European fire-safety tests.

Elena also runs the factory’s live tours on our stream page, walking viewers along the line from a roll of knitted fabric to a finished mattress and answering questions about manufacturing and materials.

She studied materials science in Turin and worked on automotive seating before joining {company}. At weekends she cycles around the countryside, restores mid-century chairs and is, by her own account, the slowest but most enthusiastic member of a local running club.`,
  },
  {
    name: 'Kwame Mensah',
    role: 'Customer Care Team Lead',
    team: 'Customer Care',
    location: 'Amsterdam',
    joinedDaysAgo: 1750,
    portrait: '/images/portraits/kwame-mensah.svg',
    quote:
      'People call us at the end of a bad night. We have the time and the authority to actually fix things.',
    bio: `Kwame leads a team of twelve customer care colleagues in Amsterdam who help customers in Dutch, English and French by phone, chat and email.

He started at {company} answering calls during our first big winter sale and still takes a few conversations every week so he never forgets what the job feels like. His team is known for the highest “problem actually solved” score in Customer Care, and for a shared playlist nobody outside the team is allowed to edit.

Kwame pushed for removing handling-time targets, and he has the data to show it worked: fewer repeat contacts and calmer advisors. He also set up the weekly call where care colleagues share customer feedback directly with product teams and the factory.

He grew up in Kumasi, studied hospitality management in Amsterdam and worked in hotel guest relations before joining us. Outside work he plays Sunday-league football and runs a small project that teaches teenagers to build robots from recycled parts.`,
  },
  {
    name: 'Hannah Cohen',
    role: 'Talent Acquisition Lead',
    team: 'Talent Acquisition',
    location: 'Amsterdam',
    joinedDaysAgo: 720,
    portrait: '/images/portraits/hannah-cohen.svg',
    quote: 'Every candidate deserves an answer, a reason and a bit of kindness.',
    bio: `Hannah leads our recruiting team, and she is the reason this careers site shows a salary range on every job and explains how our interviews work before you apply.

She built our structured interview process, trained more than two hundred interviewers and introduced the ten-working-day promise: every applicant hears back within ten working days, whatever the answer. She also runs the assessment days for the Accelerator programme and hosts the live Q&A for each new cohort.

Hannah started her career as a secondary-school teacher in Manchester, moved into recruitment at a university spin-out and came to Amsterdam for a job at a travel company. She says teaching taught her everything about interviews: people do their best when they know what is expected of them.

She reads candidate-experience feedback every Friday, including the critical comments, and shares it with the whole company. In her spare time she volunteers with a refugee employment programme and reads crime novels in three languages.`,
  },
  {
    name: 'Mateo Silva',
    role: 'Senior Product Manager',
    team: 'Sleep App',
    location: 'Paris',
    joinedDaysAgo: 870,
    portrait: '/images/portraits/mateo-silva.svg',
    quote: 'We want people to spend less time thinking about their sleep, not more.',
    bio: `Mateo is the senior product manager for the {company} Pulse and its app, and he led the launch of Pulse 2, the thinner second-generation sensor that tells two sleepers apart and processes more data on the device itself.

His most argued-about decision was to show less. Research from our sleep lab found that people who checked a detailed sleep score every morning often slept worse, so the Pulse 2 summary shows three things: when you fell asleep, how restful the night was and one suggestion for the evening. Mateo measures success by how many people find it useful, not by how often they open the app.

He grew up in Porto Alegre, studied statistics in São Paulo and worked on pricing at a mobility start-up in Berlin before joining {company}. He now works from Paris and travels to Amsterdam and the factory every month.

Outside work he plays samba percussion with a community group, cooks a serious feijoada on Sundays and has opinions about coffee that colleagues have learned not to question.`,
  },
  {
    name: 'Yuki Sato',
    role: 'Frontend Engineer, Checkout',
    team: 'Checkout',
    location: 'London',
    joinedDaysAgo: 540,
    portrait: '/images/portraits/yuki-sato.svg',
    quote: 'Passing the automated checks is where accessibility work starts, not where it ends.',
    bio: `Yuki is a frontend engineer in the Checkout team, working remotely from London with colleagues in Amsterdam and Lisbon.

Yuki organised the week described in [What a week of accessibility testing taught us](/tech-blog/accessibility-audit): six people who use assistive technology every day tried to buy a pillow on our site, and two of them could not finish. The fixes that followed, from native radio buttons in the size selector to error summaries that move focus, are now part of the design system, and every checkout change is tested with a screen reader before it ships.

Before {company}, Yuki built web apps for a public library service and studied computer science in Sendai. Yuki cares about forms that forgive mistakes, pages that work on a slow phone and pull requests with screenshots.

Outside work Yuki builds tiny synthesisers, climbs at a bouldering gym in Hackney and keeps a meticulous sleep diary, which has, on occasion, been useful for testing.`,
  },
  {
    name: 'Fatima Zahra',
    role: 'Financial Controller',
    team: 'Accounting',
    location: 'Amsterdam',
    joinedDaysAgo: 640,
    portrait: '/images/portraits/fatima-zahra.svg',
    quote:
      'Month-end close is planned so carefully that I still pick my kids up from school on the busiest day.',
    bio: `Fatima is our financial controller, responsible for closing the books each month for {company}’s entities across Europe, from the factory to our stores.

She came to {company} from audit, where long weeks were normal, and set out to prove that a good close does not need late nights. She rebuilt the month-end calendar, automated the bank and payment-provider reconciliations and introduced a short “close retro” after each month. The team now closes in five working days, and nobody works in the evening to do it.

Fatima grew up in Casablanca, studied finance in Paris and qualified as an accountant in the Netherlands. She is known for finance updates that people actually read, with one chart per page and no jargon.

She mentors two junior accountants and champions flexible working across the Finance team. Outside work she runs half-marathons, hosts long Sunday lunches for friends and is learning to restore old photographs from her family’s archive.`,
  },
  {
    name: 'Noah Williams',
    role: 'Store Manager, Berlin',
    team: 'Stores',
    location: 'Berlin',
    joinedDaysAgo: 330,
    portrait: '/images/portraits/noah-williams.svg',
    quote:
      'I can tell someone that the mattress they already own is fine and that a new pillow will help more. That is the advice I would want.',
    bio: `Noah leads our Berlin store on Torstraße in Mitte, which opened in July: eight beds in softly lit alcoves, a small sleep corner with a pressure-mapping mat, and a team of six who are never paid on commission.

He joined {company} a few months before opening, hired the team and spent the summer learning every product well enough to explain the difference between our firmness levels without a single sales cliché. He says working without commission changes every conversation, and his team’s reviews back him up.

Noah also hosts evening events in the store, from talks with sleep researchers to quiet reading nights, and shares what visitors say with the product and design teams every month.

Before {company} he managed a bookshop in Bristol and a café in Kreuzberg. He lives in Neukölln with his partner and a large collection of vinyl, plays five-a-side football badly but enthusiastically, and is writing a novel, one early morning at a time.`,
  },
];
