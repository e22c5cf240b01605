import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Picks an option of an antd select (a remote one searches by `term`) and checks it took: the
 * select then shows the option. A remote select first shows its unfiltered options, then the
 * search's answer replaces them: a click that lands while the list is redrawn selects nothing, so
 * the pick is tried again until it took.
 */
export async function choose(page: Page, box: Locator, option: string, term?: string): Promise<void> {
  const select = box.locator('xpath=ancestor::div[contains(concat(" ", normalize-space(@class), " "), " ant-select ")][1]');
  await expect(async () => {
    await box.click();
    if (term !== undefined) await box.fill(term);
    const item = page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: option }).first();
    await item.click({ timeout: 5_000 });
    await expect(select).toContainText(option, { timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
}
