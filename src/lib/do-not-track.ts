/**
 * Do-not-track on, in any of the places browsers expose it: no tag manager (SPEC §7) and no speed
 * measurement (decision 067).
 */
export function doNotTrackEnabled(
  nav: Navigator & { msDoNotTrack?: string },
  win: { doNotTrack?: string },
): boolean {
  return [nav.doNotTrack, nav.msDoNotTrack, win.doNotTrack].some(
    (value) => value === '1' || value === 'yes',
  );
}
