import type { Browser, Page } from '@playwright/test';
import { checkA11y, expect, signInAndCompleteProfile, signInThroughApi, test, visit } from '@tests/e2e/fixtures';

/** A fresh browser (own cookies and storage) with the beta popup already dismissed. */
async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.addInitScript(() => localStorage.setItem('betaNotificationDismissed', 'true'));
  return page;
}

const title = `Comparing aid offers ${Date.now().toString(36)}`;

test('forum: read signed out, post with a kept draft, reply, upvote, report, notify, and an admin hides the post', async ({
  page,
  browser,
}) => {
  test.slow();
  await page.addInitScript(() => localStorage.setItem('betaNotificationDismissed', 'true'));

  // Signed out: the forum reads, and /add-post explains, offers sign-in and keeps the draft.
  await visit(page, '/forum');
  await expect(page.getByRole('heading', { level: 1, name: 'Forum' })).toBeVisible();
  await expect(page).toHaveTitle('Forum – Waypoint');
  await page.getByRole('link', { name: 'New post' }).click();
  await expect(page).toHaveURL(/\/add-post$/);
  await expect(page).toHaveTitle('New forum post – Waypoint');
  await page.getByLabel('Title').fill(title);
  await expect(page.getByRole('link', { name: 'Sign in to post' })).toBeVisible();
  await checkA11y(page);

  await signInAndCompleteProfile(page, { name: 'Jordan Rivera', email: `forum.author.${Date.now()}@example.org`, userType: 'Parent' });
  await page.goto('/add-post');
  await expect(page.getByLabel('Title')).toHaveValue(title);
  await page.getByLabel('Category').selectOption({ label: 'Paying for college & scholarships' });
  await page.getByLabel(/^Tags/).fill('FAFSA, aid offers');
  await page.getByLabel('Your post').fill('The two letters list **grants** and loans differently. How do I compare them?');
  await page.getByRole('button', { name: 'Post' }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.locator('strong', { hasText: 'grants' })).toBeVisible();
  await expect(page.getByText('Jordan R.')).toBeVisible();
  await checkA11y(page);
  const threadUrl = page.url();

  // Another member upvotes, replies and reports.
  const reader = await newPage(browser);
  // Voting, replying and reporting need a complete profile.
  await signInThroughApi(reader, { name: 'Sam Rivera', email: `forum.reader.${Date.now()}@example.org`, userType: 'Student' });
  await reader.goto(threadUrl);
  const upvote = reader.getByRole('button', { name: /Upvote this post/ });
  await upvote.click();
  await expect(upvote).toHaveAttribute('aria-pressed', 'true');
  await expect(upvote).toContainText('1');
  await reader.getByLabel('Your reply').fill('Put both into the net price calculator and compare what you would pay.');
  await reader.getByRole('button', { name: 'Reply', exact: true }).click();
  // The box empties once the reply is saved; until then its text would match the posted reply's too.
  await expect(reader.getByLabel('Your reply')).toHaveValue('');
  await expect(reader.getByRole('paragraph').filter({ hasText: 'Put both into the net price calculator' })).toBeVisible();
  await reader.getByRole('button', { name: 'Report' }).first().click();
  const dialog = reader.getByRole('dialog', { name: 'Report this post' });
  await dialog.getByLabel('Spam or advertising').check();
  await checkA11y(reader);
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(reader.getByText('Thank you for reporting', { exact: true })).toBeVisible();
  await reader.context().close();

  // The author hears about the reply.
  await page.reload();
  const bell = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Notifications, 1 unread' });
  await bell.click();
  await expect(page.getByRole('link', { name: new RegExp(`New reply to “${title}”`) })).toBeVisible();
  await checkA11y(page);

  // The admin hides the reported post with a reason; it is logged and gone for everyone.
  const admin = await newPage(browser);
  await signInThroughApi(admin, 'alex.admin@demo.waypoint.test');
  await visit(admin, '/admin/moderation');
  await expect(admin).toHaveTitle('Forum moderation – Waypoint');
  const item = admin.getByRole('listitem').filter({ has: admin.getByRole('heading', { name: title }) });
  await expect(item.getByText('Spam or advertising')).toBeVisible();
  await item.getByRole('button', { name: /^Hide post/ }).click();
  await admin.getByLabel('Reason').fill('Reported as spam; checked');
  await admin.getByRole('dialog').getByRole('button', { name: 'Hide' }).click();
  await expect(admin.getByText(`Hid Post “${title}”`)).toBeVisible();
  await admin.context().close();

  const visitor = await newPage(browser);
  await visitor.goto(threadUrl);
  await expect(visitor.getByRole('heading', { level: 1, name: 'This post is not available' })).toBeVisible();
  await checkA11y(visitor);
  await visitor.goto('/forum');
  await expect(visitor.getByRole('heading', { level: 1, name: 'Forum' })).toBeVisible();
  await expect(visitor.getByRole('link', { name: title })).toHaveCount(0);
  await visitor.context().close();
});
