/**
 * Facts shared by the seed files and scripts/generate-press-kit.ts, so jobs,
 * team bios, press items and the press kit tell the same story as the
 * editorial content in content/.
 */

/** Where the factory and the distribution centre next to it are. */
export const FACTORY_CITY = 'Tilburg';

export const COMPANY_FACTS = {
  foundedYear: 2011,
  employees: 940,
  nationalities: 38,
  countries: 11,
  stores: 7,
  mattressesDelivered: '1.2 million',
  trialNights: 100,
  keepRatePercent: 94,
  ordersPerDay: 3000,
} as const;

/** The press office, as on the press page. */
export const PRESS_CONTACT = {
  email: 'press@somnia.example',
  phone: '+31 20 555 0177',
  address: 'Sterrenhof 12, 1013 KM Amsterdam, the Netherlands',
} as const;
