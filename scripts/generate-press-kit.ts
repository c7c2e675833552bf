/**
 * Generates the press kit (public/press-kit/) and the default social card
 * (public/images/og-default.png). SVG files are written directly; PNG and PDF
 * files are rendered from inline SVG/HTML with the system Chromium.
 *
 *   npx tsx scripts/generate-press-kit.ts
 *
 * The output is committed; run this again only after changing the artwork.
 */
import { mkdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from '@playwright/test';
import { COMPANY_FACTS, FACTORY_CITY, PRESS_CONTACT } from '../seed/company-facts';
import { CHROMIUM_ARGS, ensureChromium } from './chromium';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const KIT = path.join(ROOT, 'public', 'press-kit');
const IMAGES = path.join(ROOT, 'public', 'images');
const COMPANY = 'Somnia';

const C = {
  i900: '#211f84',
  i800: '#3c4196',
  i700: '#4c53b0',
  i600: '#5f68c8',
  i500: '#7b85de',
  i400: '#9aa2e9',
  i300: '#bcc2f3',
  i200: '#d6daf8',
  i100: '#eceefd',
  i50: '#f6f7fe',
  dawn: '#f3a65a',
  dawnLight: '#fbd9b4',
  night: '#0f0e2e',
  ink: '#1b1a3d',
  grey: '#5b5f7a',
  green: '#5fae8f',
  greenDark: '#3f8a6e',
} as const;

/* ------------------------------------------------------------------ artwork */

/** The mark: indigo tile, dawn crescent resting on a pillow, one star. 56x56 units. */
function mark(id: string): string {
  return `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${C.i800}"/><stop offset="1" stop-color="${C.i900}"/></linearGradient></defs>
  <rect width="56" height="56" rx="14" fill="url(#${id})"/>
  <path d="M24.92 11.16A14 14 0 1 0 40.36 29.17A12 12 0 0 1 24.92 11.16Z" fill="${C.dawn}"/>
  <path d="M9 41.5C18 38 38 38 47 41.5C48.6 44.6 48.6 46.4 47 49.5C38 53 18 53 9 49.5C7.4 46.4 7.4 44.6 9 41.5Z" fill="${C.i100}"/>
  <path d="M44 9l1.1 2.6 2.6 1.1-2.6 1.1-1.1 2.6-1.1-2.6-2.6-1.1 2.6-1.1z" fill="${C.i300}"/>`;
}

/** Monoline lettering "Somnia", baseline y=46, starting at x=70 (after the mark). */
function letters(color: string, dx = 0): string {
  return `<g transform="translate(${dx} 0)"><g fill="none" stroke="${color}" stroke-width="5.5" stroke-linecap="round" stroke-linejoin="round">
    <path d="M87.78 12.05A9.5 9.5 0 1 0 80 27A9.5 9.5 0 1 1 72.22 41.95"/>
    <circle cx="112" cy="33" r="12.75"/>
    <path d="M132 20.5V46M132 29A8.5 8.5 0 0 1 149 29V46M149 29A8.5 8.5 0 0 1 166 29V46"/>
    <path d="M174 20.5V46M174 30A9.5 9.5 0 0 1 193 30V46"/>
    <path d="M202 20.5V46"/>
    <circle cx="222.5" cy="33" r="12.75"/>
    <path d="M235.25 20.5V46"/>
  </g>
  <path d="M202 3.5l1.6 3.9 3.9 1.6-3.9 1.6-1.6 3.9-1.6-3.9-3.9-1.6 3.9-1.6z" fill="${C.dawn}"/></g>`;
}

function svgDoc(
  viewBox: string,
  width: number,
  height: number,
  title: string,
  body: string,
): string {
  const id = title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}" width="${width}" height="${height}" role="img" aria-labelledby="${id}-title">
  <title id="${id}-title">${title}</title>
  ${body}
</svg>
`;
}

const logoSvg = (textColor: string, gradientId: string, title: string): string =>
  svgDoc('0 0 240 56', 240, 56, title, `<g>${mark(gradientId)}</g>\n  ${letters(textColor)}`);
const markSvg = svgDoc('0 0 56 56', 56, 56, `${COMPANY} mark`, mark('mark-sky'));
/** Wordmark only: the lettering shifted to start at x=0. */
const wordmarkSvg = svgDoc('-4 0 178 56', 178, 56, `${COMPANY} wordmark`, letters(C.i900, -68));

const star = (x: number, y: number, s: number, fill: string): string => {
  const a = +(s * 0.28).toFixed(2);
  const b = +(s * 0.72).toFixed(2);
  return `<path d="M${x} ${y - s}l${a} ${b} ${b} ${a}-${b} ${a}-${a} ${b}-${a}-${b}-${b}-${a} ${b}-${a}z" fill="${fill}"/>`;
};

/** A crescent of radius r centred on (x, y), bitten from the upper right. */
function crescent(x: number, y: number, r: number, fill: string): string {
  const r2 = r * 0.82;
  const dx = r * 0.45;
  const dy = -r * 0.38;
  const d = Math.hypot(dx, dy);
  const a = (r * r - r2 * r2 + d * d) / (2 * d);
  const h = Math.sqrt(r * r - a * a);
  const xm = x + (a * dx) / d;
  const ym = y + (a * dy) / d;
  const f = (v: number) => +v.toFixed(2);
  const p1 = [f(xm + (h * dy) / d), f(ym - (h * dx) / d)];
  const p2 = [f(xm - (h * dy) / d), f(ym + (h * dx) / d)];
  return `<path d="M${p1[0]} ${p1[1]}A${r} ${r} 0 1 0 ${p2[0]} ${p2[1]}A${r2} ${r2} 0 0 1 ${p1[0]} ${p1[1]}Z" fill="${fill}"/>`;
}

/** Deterministic pseudo-random numbers so regenerated files do not churn. */
function seeded(seed: number): () => number {
  let s = seed;
  return () => {
    s = (s * 1664525 + 1013904223) % 4294967296;
    return s / 4294967296;
  };
}

/** Stars and dots scattered over the top 70% of a box, skipping an optional keep-clear rectangle. */
function starfield(
  width: number,
  height: number,
  count: number,
  seed: number,
  clear: [number, number, number, number][] = [],
): string {
  const rnd = seeded(seed);
  const out: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const x = Math.round(rnd() * width);
    const y = Math.round(rnd() * height * 0.7);
    if (clear.some(([x0, y0, x1, y1]) => x > x0 - 12 && x < x1 + 12 && y > y0 - 12 && y < y1 + 12))
      continue;
    if (i % 5 === 0)
      out.push(star(x, y, 5 + Math.round(rnd() * 6), i % 10 === 0 ? C.dawnLight : C.i300));
    else
      out.push(
        `<circle cx="${x}" cy="${y}" r="${(1 + rnd() * 1.6).toFixed(1)}" fill="${C.i300}" opacity="${(0.5 + rnd() * 0.5).toFixed(2)}"/>`,
      );
  }
  return out.join('');
}

/** Stylised product shot: a mattress in three-quarter view with a pillow and a folded duvet. */
const productSvg = svgDoc(
  '0 0 1200 800',
  1200,
  800,
  `${COMPANY} Loop mattress, product illustration`,
  `<defs>
    <linearGradient id="p-bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${C.i100}"/><stop offset="1" stop-color="${C.i50}"/></linearGradient>
    <linearGradient id="p-top" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="${C.i100}"/></linearGradient>
    <linearGradient id="p-side" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${C.i700}"/><stop offset="1" stop-color="${C.i800}"/></linearGradient>
    <linearGradient id="p-end" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${C.i500}"/><stop offset="1" stop-color="${C.i600}"/></linearGradient>
    <radialGradient id="p-shadow" cx=".5" cy=".5" r=".5"><stop offset="0" stop-color="${C.i900}" stop-opacity=".28"/><stop offset="1" stop-color="${C.i900}" stop-opacity="0"/></radialGradient>
  </defs>
  <rect width="1200" height="800" fill="url(#p-bg)"/>
  <circle cx="940" cy="180" r="120" fill="${C.dawnLight}" opacity=".7"/>
  ${crescent(940, 180, 86, C.dawn)}
  ${star(180, 140, 22, C.i300)}${star(300, 90, 12, C.i400)}${star(1080, 420, 14, C.i300)}
  <ellipse cx="600" cy="640" rx="520" ry="70" fill="url(#p-shadow)"/>
  <path d="M170 470L760 600L1060 430L490 330Z" fill="url(#p-top)"/>
  <path d="M170 470L760 600V680L170 550Z" fill="url(#p-side)"/>
  <path d="M760 600L1060 430V510L760 680Z" fill="url(#p-end)"/>
  <path d="M178 516L760 645L1052 478" fill="none" stroke="${C.i300}" stroke-width="4" stroke-dasharray="14 12"/>
  <path d="M430 590L520 610V632L430 612Z" fill="${C.i900}" opacity=".8"/>
  <!-- Flat drawing on the top face: 200 units along the length, 100 across. -->
  <g transform="matrix(2.95 0.65 3.2 -1.4 170 470)">
    <g fill="${C.i300}">${[30, 55, 80, 105, 130]
      .flatMap((u) => [20, 50, 80].map((v) => `<circle cx="${u}" cy="${v}" r="1.6"/>`))
      .join('')}</g>
    <rect x="150" y="14" width="40" height="72" rx="12" fill="${C.i200}"/>
    <rect x="154" y="12" width="38" height="72" rx="12" fill="#ffffff"/>
    <path d="M160 20V76" stroke="${C.i200}" stroke-width="3" vector-effect="non-scaling-stroke" stroke-linecap="round"/>
    <rect x="14" y="-3" width="58" height="106" rx="6" fill="${C.dawn}"/>
    <rect x="14" y="-3" width="18" height="106" rx="6" fill="#e8944a"/>
    <path d="M40 6V94M56 6V94" stroke="${C.dawnLight}" stroke-width="4" vector-effect="non-scaling-stroke" stroke-linecap="round" opacity=".8"/>
  </g>
`,
);

/** Minimal person figure used in the founders illustration. Feet at (x, y). */
function figure(
  x: number,
  y: number,
  skin: string,
  shirt: string,
  hair: string,
  long: boolean,
  wave: boolean,
): string {
  const back = long
    ? `<path d="M-26 -150C-28 -176 -10 -182 0 -182C16 -182 28 -172 26 -150L28 -108H-28Z" fill="${hair}"/>`
    : '';
  const arm = wave
    ? `<path d="M24 -100C40 -112 46 -132 44 -150" fill="none" stroke="${shirt}" stroke-width="14" stroke-linecap="round"/><circle cx="44" cy="-156" r="8" fill="${skin}"/>`
    : `<path d="M22 -96C36 -84 48 -78 62 -78" fill="none" stroke="${shirt}" stroke-width="14" stroke-linecap="round"/><circle cx="66" cy="-78" r="7" fill="${skin}"/>`;
  return `<g transform="translate(${x} ${y})">
    <rect x="-18" y="-56" width="15" height="56" rx="7" fill="${C.i900}"/><rect x="3" y="-56" width="15" height="56" rx="7" fill="${C.i900}"/>
    <path d="M-30 -40V-96C-30 -112 -18 -122 0 -122C18 -122 30 -112 30 -96V-40Z" fill="${shirt}"/>${arm}${back}
    <rect x="-7" y="-130" width="14" height="12" fill="${skin}"/><circle cx="0" cy="-150" r="23" fill="${skin}"/>
    <circle cx="-8" cy="-150" r="2.6" fill="${C.ink}"/><circle cx="8" cy="-150" r="2.6" fill="${C.ink}"/>
    <path d="M-6 -140q6 5 12 0" fill="none" stroke="${C.ink}" stroke-width="2.4" stroke-linecap="round"/>
    <path d="M-23 -146C-25 -172 -8 -180 2 -180C18 -180 26 -168 23 -146C18 -158 10 -162 0 -162C-10 -162 -18 -158 -23 -146Z" fill="${hair}"/>
  </g>`;
}

/** The founders' first workshop: two people with a mattress prototype by a canal-house window. */
const foundersSvg = svgDoc(
  '0 0 1200 800',
  1200,
  800,
  `The ${COMPANY} founders in their first Amsterdam workshop`,
  `<rect width="1200" height="800" fill="${C.i50}"/>
  <rect x="80" y="70" width="1040" height="420" rx="24" fill="${C.i100}"/>
  <g transform="translate(130 110)">
    <rect width="940" height="330" rx="14" fill="${C.night}"/>
    ${starfield(940, 200, 40, 7)}
    ${crescent(790, 90, 42, C.dawn)}
    ${[
      [20, 120, C.i800],
      [140, 90, C.i700],
      [260, 130, C.i800],
      [380, 80, C.i700],
      [500, 116, C.i800],
      [620, 96, C.i700],
      [740, 140, C.i800],
      [840, 110, C.i700],
    ]
      .map(
        ([px, h, f]) =>
          `<path d="M${px} 330V${Number(h) + 40}L${Number(px) + 50} ${h}L${Number(px) + 100} ${Number(h) + 40}V330Z" fill="${f}"/><rect x="${Number(px) + 28}" y="${Number(h) + 70}" width="16" height="22" rx="3" fill="${C.dawnLight}"/><rect x="${Number(px) + 56}" y="${Number(h) + 70}" width="16" height="22" rx="3" fill="${C.i500}"/><rect x="${Number(px) + 28}" y="${Number(h) + 120}" width="16" height="22" rx="3" fill="${C.i500}"/><rect x="${Number(px) + 56}" y="${Number(h) + 120}" width="16" height="22" rx="3" fill="${C.dawnLight}"/>`,
      )
      .join('')}
    <rect y="300" width="940" height="30" fill="${C.i700}"/>
  </g>
  <path d="M130 275H1070M443 110V440M757 110V440" stroke="${C.i100}" stroke-width="12"/>
  <rect y="660" width="1200" height="140" fill="${C.i200}"/>
  <rect x="300" y="560" width="600" height="24" rx="10" fill="${C.i800}"/>
  <rect x="330" y="584" width="18" height="110" fill="${C.i800}"/><rect x="852" y="584" width="18" height="110" fill="${C.i800}"/>
  <rect x="360" y="500" width="480" height="62" rx="20" fill="${C.i500}"/>
  <rect x="360" y="500" width="480" height="38" rx="19" fill="${C.i100}"/>
  <path d="M380 548H820" stroke="${C.i700}" stroke-width="3" stroke-dasharray="10 10"/>
  <g fill="${C.i300}">${[440, 520, 600, 680, 760].map((px) => `<circle cx="${px}" cy="518" r="4"/>`).join('')}</g>
  <g transform="translate(372 448)"><rect width="70" height="50" rx="6" fill="${C.dawn}"/><path d="M14 16h42M14 28h30" stroke="${C.i900}" stroke-width="4" stroke-linecap="round" opacity=".5"/></g>
  ${figure(230, 700, '#a86e47', C.dawn, '#1e1619', true, true).replace('<g transform="translate(230 700)">', '<g transform="translate(230 700) scale(1.5)">')}
  ${figure(990, 700, '#f2cfb3', C.i700, '#c0642f', false, false).replace('<g transform="translate(990 700)">', '<g transform="translate(990 700) scale(-1.5 1.5)">')}
  <g transform="translate(1090 690)"><path d="M0 -30C-40 -60 -46 -100 -30 -124C-8 -100 -2 -64 0 -30Z" fill="${C.green}"/><path d="M0 -30C36 -66 54 -86 46 -120C18 -106 6 -70 0 -30Z" fill="${C.greenDark}"/><path d="M-28 -34H28L22 20H-22Z" fill="${C.i700}"/></g>
  ${star(90, 560, 14, C.i300)}${star(160, 620, 8, C.dawn)}`,
);

const ogSvg = svgDoc(
  '0 0 1200 630',
  1200,
  630,
  `Careers at ${COMPANY}`,
  `<defs><linearGradient id="og-sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${C.night}"/><stop offset="1" stop-color="${C.i900}"/></linearGradient></defs>
  <rect width="1200" height="630" fill="url(#og-sky)"/>
  ${starfield(1200, 630, 90, 42, [
    [80, 180, 1020, 470],
    [870, 40, 1110, 280],
  ])}
  <circle cx="990" cy="160" r="110" fill="${C.i700}" opacity=".25"/>
  ${crescent(990, 160, 78, C.dawn)}
  <path d="M0 500C160 450 330 470 520 510C700 548 900 470 1200 490V630H0Z" fill="${C.i800}"/>
  <path d="M0 560C220 530 420 548 640 580C840 606 1020 570 1200 560V630H0Z" fill="${C.i700}"/>
  <g transform="translate(96 196) scale(2.6)">${mark('og-mark')}${letters('#ffffff')}</g>
  <text x="100" y="400" fill="${C.i100}" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif" font-size="46" font-weight="600">Help Europe sleep better.</text>
  <text x="100" y="452" fill="${C.i300}" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif" font-size="28">Careers in our offices, stores, factory and warehouse</text>`,
);

/* ----------------------------------------------------------- HTML documents */

const FONT = `system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif`;
const baseCss = `
  @page { size: A4; margin: 0; }
  * { box-sizing: border-box; }
  html, body { margin: 0; padding: 0; font-family: ${FONT}; color: ${C.ink}; -webkit-print-color-adjust: exact; print-color-adjust: exact; }
  h1, h2, h3 { line-height: 1.2; margin: 0 0 12px; color: ${C.i900}; }
  p, li { font-size: 11pt; line-height: 1.5; }
  .page { width: 210mm; height: 297mm; padding: 18mm 18mm 16mm; position: relative; overflow: hidden; page-break-after: always; }
  .page:last-child { page-break-after: auto; }
  .footer { position: absolute; left: 18mm; right: 18mm; bottom: 10mm; font-size: 8.5pt; color: ${C.grey}; display: flex; justify-content: space-between; border-top: 1px solid ${C.i200}; padding-top: 6px; }
  .eyebrow { text-transform: uppercase; letter-spacing: .12em; font-size: 9pt; font-weight: 700; color: ${C.i700}; margin-bottom: 6px; }
  .logo { width: 60mm; height: auto; display: block; }
`;

interface Swatch {
  name: string;
  token: string;
  hex: string;
  use: string;
  dark?: boolean;
}
const swatches: Swatch[] = [
  {
    name: 'Night 900',
    token: 'indigo-900',
    hex: C.i900,
    use: 'Logo lettering, headings',
    dark: true,
  },
  { name: 'Dusk 800', token: 'indigo-800', hex: C.i800, use: 'Mark gradient, footers', dark: true },
  {
    name: 'Twilight 700',
    token: 'indigo-700',
    hex: C.i700,
    use: 'Links, buttons on light',
    dark: true,
  },
  {
    name: 'Lavender 500',
    token: 'indigo-500',
    hex: C.i500,
    use: 'Illustration mid-tones',
    dark: true,
  },
  { name: 'Haze 300', token: 'indigo-300', hex: C.i300, use: 'Stars, borders, focus' },
  { name: 'Mist 100', token: 'indigo-100', hex: C.i100, use: 'Tinted surfaces' },
  { name: 'Cloud 50', token: 'indigo-50', hex: C.i50, use: 'Page background' },
  { name: 'Dawn', token: 'dawn', hex: C.dawn, use: 'The moon, one highlight per view' },
  { name: 'Deep night', token: 'night', hex: C.night, use: 'Dark theme background', dark: true },
];

function rgb(hex: string): string {
  const n = parseInt(hex.slice(1), 16);
  return `${n >> 16} ${(n >> 8) & 255} ${n & 255}`;
}

function paletteHtml(forPdf: boolean): string {
  const cards = swatches
    .map(
      (
        s,
      ) => `<div class="sw"><div class="chip" style="background:${s.hex};color:${s.dark ? '#fff' : C.ink}">${s.name}</div>
      <div class="meta"><strong>${s.hex.toUpperCase()}</strong><span>RGB ${rgb(s.hex)}</span><span>--${s.token}</span><em>${s.use}</em></div></div>`,
    )
    .join('');
  return `<!doctype html><html><head><meta charset="utf-8"><style>${baseCss}
    @page { size: A4 landscape; margin: 0; }
    .sheet { width: ${forPdf ? '297mm' : '1600px'}; height: ${forPdf ? '210mm' : '1000px'}; padding: ${forPdf ? '14mm 16mm' : '56px 64px'}; background: ${C.i50}; position: relative; }
    .head { display: flex; justify-content: space-between; align-items: flex-end; margin-bottom: ${forPdf ? '8mm' : '36px'}; }
    .head h1 { font-size: ${forPdf ? '22pt' : '40px'}; margin: 0; }
    .head p { margin: 4px 0 0; color: ${C.grey}; font-size: ${forPdf ? '10pt' : '18px'}; }
    .grid { display: grid; grid-template-columns: repeat(5, 1fr); gap: ${forPdf ? '5mm' : '22px'}; }
    .sw { background: #fff; border-radius: 12px; overflow: hidden; box-shadow: 0 1px 3px rgba(33,31,132,.12); }
    .chip { height: ${forPdf ? '30mm' : '150px'}; border-bottom: 1px solid ${C.i200}; padding: 10px 12px; display: flex; align-items: flex-end; font-weight: 700; font-size: ${forPdf ? '10pt' : '18px'}; }
    .meta { padding: 10px 12px 12px; display: flex; flex-direction: column; gap: 2px; font-size: ${forPdf ? '8.5pt' : '15px'}; color: ${C.grey}; }
    .meta strong { color: ${C.ink}; font-size: ${forPdf ? '10pt' : '17px'}; }
    .meta em { font-style: normal; color: ${C.i700}; margin-top: 4px; }
    .ramp { display: flex; margin-top: ${forPdf ? '8mm' : '36px'}; border-radius: 12px; overflow: hidden; height: ${forPdf ? '12mm' : '56px'}; border: 1px solid ${C.i200}; }
    .ramp div { flex: 1; }
    .note { margin-top: 10px; font-size: ${forPdf ? '9pt' : '15px'}; color: ${C.grey}; }
  </style></head><body><div class="sheet">
    <div class="head"><div><div class="eyebrow">${COMPANY} brand</div><h1>Colour palette</h1><p>Night-sky indigo with one warm accent. Dawn is for the moon and a single highlight, never for body text on white.</p></div>
    <img class="logo" src="data:image/svg+xml;base64,${Buffer.from(logoSvg(C.i900, 'pal-sky', `${COMPANY} logo`)).toString('base64')}" alt="${COMPANY}"></div>
    <div class="grid">${cards}</div>
    <div class="ramp">${[C.i900, C.i800, C.i700, C.i600, C.i500, C.i400, C.i300, C.i200, C.i100, C.i50].map((h) => `<div style="background:${h}"></div>`).join('')}</div>
    <p class="note">Indigo ramp 900 → 50. Text on white uses 700 or darker (contrast ≥ 4.5:1); on Night 900 use 100 or white.</p>
  </div></body></html>`;
}

function factSheetHtml(): string {
  const f = COMPANY_FACTS;
  const facts: [string, string][] = [
    ['Founded', `${f.foundedYear} in Amsterdam, the Netherlands`],
    ['Headquarters', 'Amsterdam (NL)'],
    [
      'Factory',
      `Own factory and distribution centre in ${FACTORY_CITY} (NL), on renewable electricity`,
    ],
    ['Technology', 'Amsterdam office and a tech hub in Lisbon (PT)'],
    ['People', `About ${f.employees} colleagues from ${f.nationalities} nationalities`],
    ['Markets', `Delivers to eleven European countries; ${f.stores} stores, four more opening`],
    ['Delivered', `More than ${f.mattressesDelivered} mattresses`],
    [
      'Trial',
      `${f.trialNights} nights at home; about ${f.keepRatePercent}% of customers keep their mattress`,
    ],
  ];
  const products: [string, string][] = [
    [
      `${COMPANY} mattress`,
      'Our core mattress in soft, medium and firm, with a removable, washable cover.',
    ],
    [
      `${COMPANY} Loop`,
      'Four separable layers and no glue, so every part can be recycled; the comfort layer can be swapped on its own.',
    ],
    [
      `${COMPANY} Pulse 2`,
      'A 3 mm under-mattress sleep sensor that tells two sleepers apart and keeps raw signals on the device.',
    ],
    ['Pillows', 'Adjustable pillows filled with 70% reclaimed foam from our own factory.'],
    ['Bedding', 'Duvets, toppers and sheets, made in Europe.'],
  ];
  return `<!doctype html><html><head><meta charset="utf-8"><style>${baseCss}
    .band { background: ${C.i900}; color: #fff; margin: -18mm -18mm 8mm; padding: 14mm 18mm 10mm; position: relative; }
    .band h1 { color: #fff; font-size: 26pt; margin-top: 6mm; }
    .band p { color: ${C.i200}; margin: 0; font-size: 12pt; max-width: 130mm; }
    .band .moon { position: absolute; right: 18mm; top: 14mm; width: 36mm; }
    .cols { display: grid; grid-template-columns: 1fr 1fr; gap: 10mm; }
    dl { margin: 0; display: grid; grid-template-columns: 25mm 1fr; row-gap: 2mm; column-gap: 3mm; font-size: 9.5pt; line-height: 1.4; }
    dt { font-weight: 700; color: ${C.i700}; }
    dd { margin: 0; }
    h2 { font-size: 14pt; margin-top: 2mm; }
    ul { padding-left: 5mm; margin: 0; }
    li { margin-bottom: 2mm; font-size: 9.5pt; line-height: 1.4; }
    .stats { display: grid; grid-template-columns: repeat(4, 1fr); gap: 4mm; margin: 0 0 6mm; }
    .stat { background: ${C.i100}; border-radius: 12px; padding: 4mm 5mm; }
    .stat b { display: block; font-size: 20pt; color: ${C.i900}; }
    .stat span { font-size: 9pt; color: ${C.grey}; }
    .contact { margin-top: 5mm; background: ${C.i50}; border-left: 4px solid ${C.dawn}; padding: 5mm 6mm; border-radius: 8px; font-size: 10.5pt; }
  </style></head><body><div class="page">
    <div class="band">
      <img class="logo" src="data:image/svg+xml;base64,${Buffer.from(logoSvg('#ffffff', 'fs-sky', `${COMPANY} logo`)).toString('base64')}" alt="${COMPANY}">
      <h1>Fact sheet</h1>
      <p>${COMPANY} designs, makes and delivers mattresses, bedding and sleep tools, and takes old mattresses back for recycling.</p>
    </div>
    <div class="stats">
      <div class="stat"><b>${COMPANY_FACTS.foundedYear}</b><span>founded in Amsterdam</span></div>
      <div class="stat"><b>${COMPANY_FACTS.employees}</b><span>colleagues from ${COMPANY_FACTS.nationalities} nationalities</span></div>
      <div class="stat"><b>1.2 m</b><span>mattresses delivered in 11 countries</span></div>
      <div class="stat"><b>${COMPANY_FACTS.keepRatePercent}%</b><span>keep their mattress after the ${COMPANY_FACTS.trialNights}-night trial</span></div>
    </div>
    <div class="cols">
      <section><h2>The company</h2><dl>${facts.map(([k, v]) => `<dt>${k}</dt><dd>${v}</dd>`).join('')}</dl></section>
      <section><h2>What we make</h2><ul>${products.map(([k, v]) => `<li><strong>${k}.</strong> ${v}</li>`).join('')}</ul>
        <div class="contact"><strong>Media contact</strong><br>${COMPANY} Press Office<br>${PRESS_CONTACT.email}<br>${PRESS_CONTACT.phone}<br>${PRESS_CONTACT.address}</div>
      </section>
    </div>
    <h2 style="margin-top:6mm">Sustainability</h2>
    <p>Since 2021 we have collected every old mattress our customers want to get rid of and sent it for recycling, recovering about 91% of each mattress by weight. The ${FACTORY_CITY} factory runs on renewable electricity and has sent no foam offcuts to landfill or incineration since the start of this year.</p>
    <div class="footer"><span>${COMPANY} fact sheet · figures from the latest annual report</span><span>somnia.example</span></div>
  </div></body></html>`;
}

function guidelinesHtml(): string {
  const logoB64 = Buffer.from(logoSvg(C.i900, 'bg-sky', `${COMPANY} logo`)).toString('base64');
  const logoWhiteB64 = Buffer.from(
    logoSvg('#ffffff', 'bg-sky-w', `${COMPANY} logo, white`),
  ).toString('base64');
  const markB64 = Buffer.from(markSvg).toString('base64');
  const footer = (n: number) =>
    `<div class="footer"><span>${COMPANY} brand guidelines · version 3</span><span>${n}</span></div>`;
  const dont = (label: string, style: string) =>
    `<figure class="dont"><div class="box"><img src="data:image/svg+xml;base64,${logoB64}" style="${style}" alt=""></div><figcaption>✕ ${label}</figcaption></figure>`;
  return `<!doctype html><html><head><meta charset="utf-8"><style>${baseCss}
    .cover { background: linear-gradient(${C.night}, ${C.i900}); color: #fff; }
    .cover h1 { color: #fff; font-size: 38pt; margin-top: 70mm; }
    .cover p { color: ${C.i200}; font-size: 14pt; max-width: 120mm; }
    .cover .footer { color: ${C.i300}; border-color: ${C.i700}; }
    h2 { font-size: 22pt; }
    h3 { font-size: 13pt; margin-top: 6mm; }
    .row { display: flex; gap: 6mm; align-items: stretch; }
    .tile { flex: 1; border-radius: 14px; padding: 10mm; display: flex; align-items: center; justify-content: center; }
    .tile img { width: 62mm; }
    .space { position: relative; border: 1.5px dashed ${C.i500}; padding: 8mm; display: inline-block; border-radius: 6px; }
    .space img { width: 80mm; display: block; }
    .dont { margin: 0; flex: 1; }
    .dont .box { background: ${C.i50}; border-radius: 10px; height: 30mm; display: flex; align-items: center; justify-content: center; overflow: hidden; }
    .dont img { width: 40mm; }
    .dont figcaption { font-size: 9pt; color: #b3424a; margin-top: 2mm; }
    .swatches { display: grid; grid-template-columns: repeat(3, 1fr); gap: 4mm; }
    .swatches div { border-radius: 10px; padding: 3mm 4mm; height: 18mm; font-size: 9.5pt; display: flex; flex-direction: column; justify-content: flex-end; }
    .type p.sample { margin: 2mm 0; }
    table { border-collapse: collapse; width: 100%; font-size: 10pt; }
    td, th { text-align: left; padding: 2.2mm 3mm; border-bottom: 1px solid ${C.i200}; }
    th { color: ${C.i700}; }
    .voice { display: grid; grid-template-columns: 1fr 1fr; gap: 5mm; }
    .voice div { background: ${C.i50}; border-radius: 10px; padding: 3mm 5mm; }
    .voice p { margin: 2mm 0; }
    .voice .yes { border-left: 4px solid ${C.green}; }
    .voice .no { border-left: 4px solid #d9777f; }
  </style></head><body>
  <div class="page cover">
    <img class="logo" style="width:80mm" src="data:image/svg+xml;base64,${logoWhiteB64}" alt="${COMPANY}">
    <h1>Brand guidelines</h1>
    <p>How we look and sound: the logo, the night-sky palette, type, illustration and tone of voice. For partners, press and everyone at ${COMPANY}.</p>
    ${footer(1)}
  </div>
  <div class="page">
    <div class="eyebrow">01 · Logo</div><h2>The logo</h2>
    <p>The logo pairs the mark, a dawn crescent resting on a pillow inside a night-sky tile, with monoline lettering whose i is dotted by a star. Use the files from the press kit; never redraw or retype it.</p>
    <div class="row"><div class="tile" style="background:${C.i50}"><img src="data:image/svg+xml;base64,${logoB64}" alt=""></div><div class="tile" style="background:${C.i900}"><img src="data:image/svg+xml;base64,${logoWhiteB64}" alt=""></div></div>
    <h3>Clear space and minimum size</h3>
    <p>Keep clear space equal to half the height of the mark on every side. The full logo is at least 96 px (24 mm) wide; below that, use the mark alone, down to 16 px for favicons.</p>
    <div class="row" style="align-items:center"><div class="space"><img src="data:image/svg+xml;base64,${logoB64}" alt=""></div><img src="data:image/svg+xml;base64,${markB64}" style="width:18mm" alt=""><img src="data:image/svg+xml;base64,${markB64}" style="width:8mm" alt=""></div>
    <h3>Please don't</h3>
    <div class="row">${dont('Stretch it', 'transform:scaleX(1.5)')}${dont('Recolour it', 'filter:hue-rotate(150deg)')}${dont('Rotate it', 'transform:rotate(-14deg)')}${dont('Add effects', 'filter:drop-shadow(4px 4px 2px rgba(0,0,0,.6))')}</div>
    ${footer(2)}
  </div>
  <div class="page">
    <div class="eyebrow">02 · Colour</div><h2>Night-sky indigo, one dawn accent</h2>
    <p>Indigo carries the brand from the deepest night (900) to the palest cloud (50). Dawn appears once per view: the moon, a highlight, or the main call to action on a dark surface.</p>
    <div class="swatches">${swatches
      .map(
        (s) =>
          `<div style="background:${s.hex};color:${s.dark ? '#fff' : C.ink}"><strong>${s.name}</strong>${s.hex.toUpperCase()} · ${s.use}</div>`,
      )
      .join('')}</div>
    <h3>Accessible pairings</h3>
    <table><tr><th>Text</th><th>Background</th><th>Use</th></tr>
      <tr><td>Night 900</td><td>White / Cloud 50</td><td>Headings and body text</td></tr>
      <tr><td>Twilight 700</td><td>White</td><td>Links and buttons</td></tr>
      <tr><td>Mist 100</td><td>Night 900 / Deep night</td><td>Text in the dark theme</td></tr>
      <tr><td>Night 900</td><td>Dawn</td><td>Call to action on dark surfaces</td></tr></table>
    <div class="eyebrow" style="margin-top:7mm">03 · Type</div><h2>System type, calm scale</h2>
    <div class="type"><p>We use the reader's system sans-serif, so pages load fast and feel native. Scale: 14 / 16 / 18 / 22 / 28 / 36 / 48 px; line height 1.5 for text, 1.2 for headings; 60–75 characters per line.</p>
      <p class="sample" style="font-size:28pt;font-weight:700;color:${C.i900}">Sleep is a team sport.</p>
      <p class="sample" style="font-size:16pt;font-weight:600;color:${C.i700}">We build the calmest way to buy a better night.</p>
      <p class="sample" style="font-size:11pt">Body copy is set at 16 px on screen and 11 pt in print, in Night 900 on white.</p></div>
    ${footer(3)}
  </div>
  <div class="page">
    <div class="eyebrow">04 · Illustration</div><h2>Illustration and portraits</h2>
    <p>Flat, rounded shapes on pale indigo, with a star or a crescent somewhere in the frame. People are friendly and varied, drawn without outlines. We don't use stock photography on the careers site; product images show the mattress itself, never a model asleep.</p>
    <div class="row"><div class="tile" style="background:${C.i100};padding:5mm"><img src="data:image/svg+xml;base64,${Buffer.from(productSvg).toString('base64')}" style="width:66mm" alt=""></div><div class="tile" style="background:${C.i100};padding:5mm"><img src="data:image/svg+xml;base64,${Buffer.from(foundersSvg).toString('base64')}" style="width:66mm" alt=""></div></div>
    <div class="eyebrow" style="margin-top:7mm">05 · Voice</div><h2>How we sound</h2>
    <p>Warm, plain and a little sleepy-witty. We explain rather than promise, and we never shame anyone about how they sleep.</p>
    <div class="voice"><div class="yes"><strong>We say</strong><p>"Try it for 100 nights. If it isn't right, we'll collect it and recycle it."</p><p>"Pulse 2 processes the raw signal on the sensor. It never leaves your bedroom."</p></div>
    <div class="no"><strong>We avoid</strong><p>"The world's most revolutionary mattress ever made!!!"</p><p>"Bad sleepers are losing years of their life."</p></div></div>
    <h3>Writing our name</h3>
    <p>${COMPANY} with a capital S, never in all capitals, never "the ${COMPANY}". Product names keep the brand first: ${COMPANY} Loop, ${COMPANY} Pulse 2.</p>
    <div class="contact" style="margin-top:5mm;background:${C.i50};border-left:4px solid ${C.dawn};padding:5mm 6mm;border-radius:8px">Questions about the brand? brand@somnia.example · Press: ${PRESS_CONTACT.email}</div>
    ${footer(4)}
  </div>
  </body></html>`;
}

/* ------------------------------------------------------------------ render */

async function png(
  browser: Browser,
  file: string,
  html: string,
  width: number,
  height: number,
  transparent = false,
): Promise<void> {
  const page = await browser.newPage({ viewport: { width, height }, deviceScaleFactor: 1 });
  await page.setContent(html, { waitUntil: 'load' });
  await page.screenshot({
    path: file,
    omitBackground: transparent,
    clip: { x: 0, y: 0, width, height },
  });
  await page.close();
}

async function pdf(browser: Browser, file: string, html: string, landscape = false): Promise<void> {
  const page = await browser.newPage();
  await page.setContent(html, { waitUntil: 'load' });
  await page.pdf({
    path: file,
    format: 'A4',
    landscape,
    printBackground: true,
    preferCSSPageSize: true,
  });
  await page.close();
}

/** An HTML page that shows one SVG filling the viewport. */
const svgPage = (svg: string, background = 'transparent'): string =>
  `<!doctype html><html><head><meta charset="utf-8"><style>html,body{margin:0;background:${background}}img{display:block;width:100vw;height:100vh}</style></head><body><img src="data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}" alt=""></body></html>`;

async function main(): Promise<void> {
  await mkdir(KIT, { recursive: true });
  await mkdir(path.join(KIT, 'previews'), { recursive: true });
  await mkdir(IMAGES, { recursive: true });

  const written: string[] = [];
  const write = async (name: string, body: string) => {
    await writeFile(path.join(KIT, name), body);
    written.push(path.join(KIT, name));
  };
  await write('somnia-logo.svg', logoSvg(C.i900, 'logo-sky', `${COMPANY} logo`));
  await write(
    'somnia-logo-white.svg',
    logoSvg('#ffffff', 'logo-white-sky', `${COMPANY} logo, white lettering for dark backgrounds`),
  );
  await write('somnia-mark.svg', markSvg);

  const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });
  try {
    const out = (name: string) => {
      const file = path.join(KIT, name);
      written.push(file);
      return file;
    };
    // Logo and wordmark PNGs on transparent backgrounds, 5x the SVG size.
    await png(
      browser,
      out('somnia-logo.png'),
      svgPage(logoSvg(C.i900, 'png-sky', `${COMPANY} logo`)),
      1200,
      280,
      true,
    );
    // The site's structured data (src/app/structured-data.ts) points at /press-kit/logo.png.
    await png(
      browser,
      out('logo.png'),
      svgPage(logoSvg(C.i900, 'sd-sky', `${COMPANY} logo`)),
      1200,
      280,
      true,
    );
    await png(browser, out('somnia-wordmark.png'), svgPage(wordmarkSvg), 890, 280, true);
    await png(browser, out('colour-palette.png'), paletteHtml(false), 1600, 1000);
    await png(browser, out('product-loop-mattress.png'), svgPage(productSvg), 1200, 800);
    await png(browser, out('founders-workshop.png'), svgPage(foundersSvg), 1200, 800);

    await pdf(browser, out('colour-palette.pdf'), paletteHtml(true), true);
    await pdf(browser, out('fact-sheet.pdf'), factSheetHtml());
    await pdf(browser, out('brand-guidelines.pdf'), guidelinesHtml());

    // A preview of the white logo on the night background it is made for.
    const whiteLogo = Buffer.from(logoSvg('#ffffff', 'pv-sky', `${COMPANY} logo, white`)).toString(
      'base64',
    );
    await png(
      browser,
      out('previews/somnia-logo-white.png'),
      `<!doctype html><html><body style="margin:0;background:${C.night};display:flex;align-items:center;justify-content:center;height:100vh"><img src="data:image/svg+xml;base64,${whiteLogo}" style="width:480px" alt=""></body></html>`,
      600,
      200,
    );

    // Small previews of the PDFs (first page) for the press page.
    const preview = async (
      name: string,
      html: string,
      width: number,
      height: number,
      scale: number,
    ) => {
      const page = await browser.newPage({ viewport: { width, height }, deviceScaleFactor: scale });
      await page.setContent(html, { waitUntil: 'load' });
      await page.screenshot({ path: out(`previews/${name}`), clip: { x: 0, y: 0, width, height } });
      await page.close();
    };
    await preview('fact-sheet.png', factSheetHtml(), 794, 1123, 0.5);
    await preview('brand-guidelines.png', guidelinesHtml(), 794, 1123, 0.5);

    const og = path.join(IMAGES, 'og-default.png');
    await png(browser, og, svgPage(ogSvg), 1200, 630);
    written.push(og);
  } finally {
    await browser.close();
  }

  for (const file of written) {
    const { size } = await stat(file);
    console.log(
      `${path.relative(ROOT, file).padEnd(48)} ${(size / 1024).toFixed(1).padStart(7)} KB`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
