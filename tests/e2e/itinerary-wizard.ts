/**
 * The itinerary wizard's steps (issue #7), shared by the itinerary and the pharmacy journeys.
 */
import { expect, type Page } from '@playwright/test';

const DAY_MS = 86_400_000;

/** A day some weeks ahead, as the date input takes it and as Spanish pages write it. */
export function futureDay(): { iso: string; long: string } {
	const date = new Date(Date.now() + 40 * DAY_MS);
	const iso = date.toISOString().slice(0, 10);
	const long = new Intl.DateTimeFormat('es-ES', { dateStyle: 'long', timeZone: 'UTC' }).format(
		new Date(`${iso}T12:00:00Z`),
	);
	return { iso, long };
}

/** Saves the wizard's step and waits for the next one, whose heading takes the focus. */
export async function nextStep(page: Page, step: RegExp) {
	await page.getByRole('button', { name: 'Guardar y seguir' }).click();
	await expect(page.getByRole('heading', { level: 2, name: step })).toBeFocused();
}
