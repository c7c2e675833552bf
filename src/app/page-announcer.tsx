/**
 * The app's one polite live region (issue 18): after a client-side navigation it reads out the
 * new page's title, as a full page load would. It lives in the shell, outside the layouts, so a
 * change of layout does not replace it.
 */
export function PageAnnouncer({ title }: { title: string }) {
  return (
    <p id="page-announcer" className="visually-hidden" aria-live="polite" aria-atomic="true">
      {title}
    </p>
  );
}
