export type ShareNetwork = 'linkedin' | 'x' | 'facebook' | 'email';

interface ShareLink {
  network: ShareNetwork;
  label: string;
  href: string;
}

/**
 * The share addresses of each network for a page, URL and title encoded.
 *
 * @example
 * shareLinks('https://careers.example/job/42', 'Backend Engineer')[0].href;
 * // => 'https://www.linkedin.com/sharing/share-offsite/?url=https%3A%2F%2Fcareers.example%2Fjob%2F42'
 */
export function shareLinks(url: string, title: string): ShareLink[] {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  return [
    {
      network: 'linkedin',
      label: 'LinkedIn',
      href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
    },
    { network: 'x', label: 'X', href: `https://x.com/intent/post?url=${u}&text=${t}` },
    {
      network: 'facebook',
      label: 'Facebook',
      href: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
    },
    {
      network: 'email',
      label: 'E-mail',
      href: `mailto:?subject=${t}&body=${encodeURIComponent(`${title}\n${url}`)}`,
    },
  ];
}
