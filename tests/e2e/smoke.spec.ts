import {test, expect, waitForHydration} from './fixtures';

test('home page renders its title as the only H1', async ({page}) => {
  await page.goto('/');
  await waitForHydration(page);
  await expect(page.locator('h1')).toHaveCount(1);
  await expect(page.locator('h1')).toHaveText('React Figma');
});
