import fs from 'node:fs';
import path from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { SECTION_ROUTES } from '../packages/contracts/src/routes.ts';
import { reportPageErrors } from './support/session.ts';

/**
 * The axe walk of issue 21: WCAG 2.1 A/AA (axe-core) on the built screens of the route table,
 * signed in as admin, at 1440 px; the main screens also at 360 px and in English. Critical and
 * serious violations are counted per screen and rule (affected elements) and compared with
 * e2e/accessibility-baseline.json, which may only shrink: a count above its baseline (or a rule
 * not in it) fails, and so does a count below it ("baseline can shrink: update it"), so a fixed
 * violation cannot come back unnoticed. A screen that joins the walk starts with no baseline.
 * `AXE_BASELINE=write` rewrites the file from the walk, but only when no count grew. Each affected
 * element with axe's explanation goes to axe-violations.json in the test's output folder.
 */

const BASELINE_FILE = path.join(import.meta.dirname, 'accessibility-baseline.json');
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const IMPACTS = new Set(['critical', 'serious']);

type Counts = Record<string, Record<string, number>>;

interface Variant {
  readonly width: number;
  readonly lang: 'ru' | 'en';
  /** Only these screens (by name); all screens when absent. */
  readonly only?: readonly string[];
}

const MAIN_SCREENS = ['login', 'home', 'applications', 'tickets', 'partners'];
const VARIANTS: readonly Variant[] = [
  { width: 1440, lang: 'ru' },
  { width: 360, lang: 'ru', only: MAIN_SCREENS },
  { width: 1440, lang: 'en', only: MAIN_SCREENS },
];

const SIGN_IN_TEXTS = {
  ru: { login: 'Логин', password: 'Пароль', submit: 'Войти' },
  en: { login: 'Login', password: 'Password', submit: 'Sign in' },
} as const;

/** Waits until the screen has drawn its data: a heading (or a result's title), no spinners and no skeletons. */
async function settle(page: Page): Promise<void> {
  await expect(page.locator('h1, h2, h3, h4, .ant-result-title').filter({ visible: true }).first()).toBeVisible();
  await expect(page.locator('.ant-spin-spinning, .ant-skeleton-active')).toHaveCount(0);
  // antd's enter animations (fade, zoom) change colours while they run: wait for the finite ones to end.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

/** The affected elements of each violation, per screen, for the report file. */
const details: Record<string, { rule: string; target: string; html: string; summary: string }[]> = {};

/** Critical and serious violations of the current page: rule id → affected elements. */
async function audit(page: Page, screen: string): Promise<Record<string, number>> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(TAGS)
    .options({ resultTypes: ['violations'] })
    .analyze();
  const counts: Record<string, number> = {};
  details[screen] = [];
  for (const v of violations) {
    if (!v.impact || !IMPACTS.has(v.impact)) continue;
    counts[v.id] = (counts[v.id] ?? 0) + v.nodes.length;
    for (const n of v.nodes) {
      details[screen].push({ rule: v.id, target: n.target.join(' '), html: n.html.slice(0, 300), summary: n.failureSummary ?? '' });
    }
  }
  return counts;
}

/** The screen's name in the table and the baseline: the section's path, "home" for "/". */
const screenName = (path: string) => path.slice(1) || 'home';

/** The screens of one variant, signed out and then signed in (own browser context). */
async function walkVariant(browser: Browser, variant: Variant): Promise<Counts> {
  const results: Counts = {};
  const suffix = `${variant.width}${variant.lang === 'en' ? '-en' : ''}`;
  const context = await browser.newContext({
    viewport: { width: variant.width, height: variant.width > 500 ? 900 : 740 },
    locale: variant.lang === 'en' ? 'en-US' : 'ru-RU',
  });
  // The interface language, and no stale-password or feedback notice over the screens (they have own tests).
  await context.addInitScript((lang) => {
    localStorage.setItem('lang', lang);
    sessionStorage.setItem('password-postponed', '1');
    sessionStorage.setItem('feedback-postponed', '1');
  }, variant.lang);
  const page = await context.newPage();
  reportPageErrors(page, `axe ${suffix}`);
  const wanted = (name: string) => !variant.only || variant.only.includes(name);
  const visit = async (name: string, url: string | (() => Promise<string>)) => {
    if (!wanted(name)) return;
    const started = Date.now();
    await page.goto(typeof url === 'string' ? url : await url());
    await settle(page);
    results[`${name}@${suffix}`] = await audit(page, `${name}@${suffix}`);
    console.log(`${name}@${suffix}: ${Date.now() - started} ms`);
  };
  /** The first link of the current page whose address matches, e.g. a list's first record. */
  const firstLink = async (listUrl: string, pattern: RegExp): Promise<string> => {
    await page.goto(listUrl);
    const find = () =>
      page.evaluate(
        (source) =>
          [...document.querySelectorAll('a')].map((a) => a.getAttribute('href') ?? '').find((h) => new RegExp(source).test(h)) ?? '',
        pattern.source,
      );
    await expect.poll(find, { message: `a link like ${pattern} on ${listUrl}` }).toMatch(pattern);
    return find();
  };

  // Signed out: the public sections (the sign-in form, the error page).
  for (const section of SECTION_ROUTES.filter((r) => r.built && r.public)) await visit(screenName(section.path), section.path);

  await page.goto('/login');
  const texts = SIGN_IN_TEXTS[variant.lang];
  await page.getByLabel(texts.login, { exact: true }).fill('admin');
  await page.getByLabel(texts.password, { exact: true }).fill('demo1234');
  await page.getByRole('button', { name: texts.submit }).click();
  await expect(page).not.toHaveURL(/\/login/);

  if (variant.width > 500 && variant.lang === 'ru') {
    // The first Tab stop of the shell is "skip to content", and it takes the focus past the menu.
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Перейти к содержимому' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('#main-content')).toBeFocused();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  }
  if (variant.lang === 'en') await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  // Signed in as admin: every other built section of the route table (a section joins the walk
  // when it is marked built), then a form and a record card of the main modules.
  for (const section of SECTION_ROUTES.filter((r) => r.built && !r.public && (r.menu || r.plain))) {
    await visit(screenName(section.path), section.path);
  }
  await visit('application-add', '/applications/add');
  await visit('application-card', () => firstLink('/applications', /^\/applications\/\d+$/));
  await visit('ticket-card', () => firstLink('/tickets', /^\/tickets\/\d+$/));
  await visit('partner-card', () => firstLink('/partners', /^\/partners\/\d+$/));
  await context.close();
  return results;
}

function readBaseline(): Counts {
  return fs.existsSync(BASELINE_FILE) ? (JSON.parse(fs.readFileSync(BASELINE_FILE, 'utf8')) as Counts) : {};
}

/** One line per screen: total critical+serious elements, its baseline and the rules found. */
function table(results: Counts, baseline: Counts): string {
  const rows = Object.entries(results).map(([screen, rules]) => {
    const total = Object.values(rules).reduce((a, b) => a + b, 0);
    const base = Object.values(baseline[screen] ?? {}).reduce((a, b) => a + b, 0);
    const detail = Object.entries(rules)
      .map(([rule, n]) => `${rule} ${n}`)
      .join(', ');
    return `${screen.padEnd(28)} ${String(total).padStart(5)} ${String(base).padStart(9)}  ${detail}`;
  });
  return [`${'screen'.padEnd(28)} ${'found'.padStart(5)} ${'baseline'.padStart(9)}  rules`, ...rows].join('\n');
}

test('axe walk: no critical or serious WCAG 2.1 A/AA violation beyond the baseline, which only shrinks', async ({ browser }, testInfo) => {
  // A ceiling that only bounds a hang: three variants walk every screen side by side while
  // another server's journeys run beside them (playwright.config.ts), several times slower on
  // a busy 2-core machine than on a quiet one. 42 screens since issue 17 (7 min on a quiet machine).
  test.setTimeout(720_000);
  const results: Counts = {};
  try {
    // The variants walk side by side (own contexts) to keep the walk short; the table keeps their order.
    const walks = await Promise.all(VARIANTS.map((variant) => walkVariant(browser, variant)));
    for (const walk of walks) Object.assign(results, walk);
  } finally {
    // Every affected element with axe's explanation, to fix them from.
    fs.writeFileSync(testInfo.outputPath('axe-violations.json'), JSON.stringify(details, null, 2));
  }

  const baseline = readBaseline();
  console.log(`\nAccessibility (axe-core, critical + serious, elements per rule):\n${table(results, baseline)}\n`);

  const problems: string[] = [];
  for (const [screen, rules] of Object.entries(results)) {
    const base = baseline[screen] ?? {};
    for (const rule of new Set([...Object.keys(rules), ...Object.keys(base)])) {
      const found = rules[rule] ?? 0;
      const allowed = base[rule] ?? 0;
      if (found > allowed) problems.push(`${screen}: ${rule} ${found} (baseline ${allowed}): new violation`);
      else if (found < allowed) problems.push(`${screen}: ${rule} ${found} (baseline ${allowed}): baseline can shrink: update it`);
    }
  }
  for (const screen of Object.keys(baseline)) {
    if (!(screen in results)) problems.push(`${screen}: in the baseline but not walked: baseline can shrink: update it`);
  }

  // The baseline is written only when asked, and only downwards (or when there is none yet).
  if (process.env.AXE_BASELINE === 'write') {
    const grows = problems.some((p) => p.endsWith('new violation'));
    if (!grows || !fs.existsSync(BASELINE_FILE)) {
      const sorted = Object.fromEntries(
        Object.entries(results)
          .filter(([, rules]) => Object.keys(rules).length > 0)
          .map(([screen, rules]) => [screen, Object.fromEntries(Object.entries(rules).sort())]),
      );
      fs.writeFileSync(BASELINE_FILE, `${JSON.stringify(sorted, null, 2)}\n`);
      return;
    }
  }
  expect(problems, problems.join('\n')).toEqual([]);
});
