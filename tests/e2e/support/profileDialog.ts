import { expect, type Page } from '@playwright/test';

export interface ProfileValues {
  username: string;
  firstName: string;
  lastName: string;
  /** What to type into the country box; the first suggestion is chosen. */
  country: string;
  phone: string;
  role: 'Student' | 'Teacher';
}

/** The non-dismissable dialog that opens while the signed-in user has no profile. */
export function completeProfileDialog(page: Page) {
  return page.getByRole('dialog', { name: 'Complete your profile' });
}

/** Fills the dialog the way a user would: typing, picking the country, choosing the role. */
export async function fillProfileDialog(page: Page, values: ProfileValues): Promise<void> {
  const dialog = completeProfileDialog(page);
  await dialog.getByLabel('Username').fill(values.username);
  await dialog.getByLabel('First name').fill(values.firstName);
  await dialog.getByLabel('Last name').fill(values.lastName);
  await dialog.getByRole('combobox', { name: 'Country' }).fill(values.country);
  await page.getByRole('option').first().click();
  await dialog.getByLabel('Phone number').fill(values.phone);
  // react-aria draws its own radio over a visually hidden input: the label is what one clicks.
  await dialog
    .getByRole('radiogroup', { name: 'Role' })
    .getByText(values.role, { exact: true })
    .click();
  await expect(dialog.getByRole('radio', { name: values.role })).toBeChecked();
}

/** Submits the dialog and waits for the spec's confirmation. */
export async function submitProfileDialog(page: Page): Promise<void> {
  await completeProfileDialog(page)
    .getByRole('button', { name: 'Complete Profile', exact: true })
    .click();
  await expect(page.getByText('Profile completed successfully!')).toBeVisible();
  await expect(page.getByText('Your profile has been updated.')).toBeVisible();
  await expect(completeProfileDialog(page)).toBeHidden();
}
