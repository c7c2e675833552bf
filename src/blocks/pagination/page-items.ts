type PageItem = number | 'gap';

/**
 * The page links to show: the first, the last, and the pages around the current one; a gap
 * stands for the pages left out (a gap of one page is shown as that page instead).
 *
 * @example
 * pageItems(6, 12); // => [1, 'gap', 5, 6, 7, 'gap', 12]
 */
export function pageItems(page: number, totalPages: number, around = 1): PageItem[] {
  if (totalPages <= 1) return [];
  const shown = new Set([1, totalPages]);
  for (let n = page - around; n <= page + around; n += 1) {
    if (n >= 1 && n <= totalPages) shown.add(n);
  }
  const sorted = [...shown].sort((a, b) => a - b);
  const items: PageItem[] = [];
  sorted.forEach((n, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && n - previous === 2) items.push(n - 1);
    else if (previous !== undefined && n - previous > 2) items.push('gap');
    items.push(n);
  });
  return items;
}
