import type { AppDatabase } from '../platform/db/database';

/** Text that, anywhere in an activity row's details, makes its insert fail. */
export const FAULT_MARKER = 'fault-injected';

/**
 * Makes the activity log refuse rows whose details carry FAULT_MARKER, so a test can prove a
 * write and its log row share one transaction (a failed log leaves no data behind).
 */
export async function installActivityFault(app: AppDatabase): Promise<void> {
  await app.exec(`
    CREATE FUNCTION test_fail_marked_activity() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF NEW.details::text LIKE '%${FAULT_MARKER}%' THEN RAISE EXCEPTION 'injected failure'; END IF;
      RETURN NEW;
    END $$;
    CREATE TRIGGER test_fail_marked_activity BEFORE INSERT ON activity_log
      FOR EACH ROW EXECUTE FUNCTION test_fail_marked_activity();
  `);
}
