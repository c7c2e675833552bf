/** Small line icons for a job's facts; decorative, the text beside them carries the meaning. */
const ICON_PATHS = {
  team: 'M8 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6Zm8 0a3 3 0 1 0 0-6 3 3 0 0 0 0 6ZM2 20c0-3 2.7-5 6-5s6 2 6 5m2-5c3.3 0 6 2 6 5',
  location:
    'M12 21s-7-6.2-7-11.5A7 7 0 0 1 19 9.5C19 14.8 12 21 12 21Zm0-9a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Z',
  jobType: 'M4 8h16v11H4zM9 8V5h6v3M4 13h16',
  level: 'M5 19v-5m7 5V9m7 10V5',
  calendar: 'M4 6h16v14H4zM4 10h16M8 3v4m8-4v4',
  clock: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm0-13v5l3 2',
  money: 'M3 7h18v10H3zM12 14.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5ZM6 10v4m12-4v4',
  people:
    'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8ZM1 21c0-4 3.6-6 8-6s8 2 8 6m1-10a3 3 0 1 0 0-6m2 16c0-3-1-4.5-3-5.5',
  plane: 'M2 16l20-8-4 12-6-4-3 4v-5l9-7-12 6z',
} as const;

export type JobIconName = keyof typeof ICON_PATHS;

export function JobIcon({ name, className }: { name: JobIconName; className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width="18"
      height="18"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={ICON_PATHS[name]} />
    </svg>
  );
}
