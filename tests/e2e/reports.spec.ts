/**
 * Tracking reports (issue #7): an XL owner, who is part of their own team, completes a short
 * course through the API (video and counter scene played, the PDF downloaded, the quiz passed),
 * then finds the completion in the report's people and courses tables, filters by dates that
 * leave it out and sees it go (the filters stay in the address through a reload), downloads both
 * CSV files and reads them as Spanish Excel would (BOM, semicolons), and finds the group dashboard
 * explaining how groups are set up. Someone who manages nothing sees no management tabs. axe
 * checks every state.
 */
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import {
	completeCourse,
	logIn,
	newLearner,
	newPharmacyOwner,
	SHORT_COURSE as COURSE,
} from './learners';
import { expectNoAxeViolations, waitForHydration } from './support';

function membersTable(page: Page) {
	return page.getByRole('table', { name: /^Progreso de cada persona/ });
}

function coursesTable(page: Page) {
	return page.getByRole('table', { name: /^Cada curso/ });
}

/** The text of each data cell of the row, in order. */
async function cells(row: ReturnType<Page['getByRole']>) {
	return row.getByRole('cell').allTextContents();
}

test.describe('informes de seguimiento', () => {
	test.setTimeout(150_000);

	test('el titular ve su curso completado en el informe, lo filtra por fechas y descarga los CSV', async ({
		page,
		request,
	}, testInfo) => {
		const owner = await newPharmacyOwner(request, testInfo, 'XL');
		const ownerName = `${owner.name} ${owner.lastName}`;
		await completeCourse(request, owner.token, COURSE.id);

		await logIn(page, owner);
		await page.goto('/aula/informes');
		await waitForHydration(page);
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('Informes de seguimiento');
		await expect(
			page.getByRole('navigation', { name: 'Gestión de la farmacia' }).getByRole('link', {
				name: 'Informes',
			}),
		).toHaveAttribute('aria-current', 'page');

		// The owner's row: 1 course started, 1 completed, 1 certificate, 1 download, 100 %.
		const me = membersTable(page).getByRole('row', { name: new RegExp(ownerName) });
		await expect(me).toBeVisible();
		await expect
			.poll(async () => (await cells(me)).slice(1, 6))
			.toEqual(['1', '1', '1', '1', '100 %']);
		const course = coursesTable(page).getByRole('row', { name: new RegExp(COURSE.name) });
		expect(await cells(course)).toEqual(['Catálogo', '1', '1', '100 %', '1']);
		await expect(page.getByRole('region', { name: 'Resumen' })).toContainText('Cursos completados');
		await expectNoAxeViolations(page);

		// Dates long before: the completion is not in them.
		await page.getByLabel('Desde', { exact: true }).fill('2024-01-01');
		await page.getByLabel('Hasta', { exact: true }).fill('2024-01-31');
		await page.getByRole('button', { name: 'Ver informe' }).click();
		await expect(page).toHaveURL(/\?from=2024-01-01&to=2024-01-31$/);
		await expect(page.getByText('Del 1 de enero de 2024 al 31 de enero de 2024')).toBeVisible();
		await expect.poll(async () => (await cells(me)).slice(0, 5)).toEqual(['0', '1', '0', '0', '0']);
		await expect.poll(async () => (await cells(course)).slice(1, 3)).toEqual(['1', '0']);
		await expect(
			page.getByText('Nadie ha visto ni completado nada en estas fechas.'),
		).toBeVisible();

		// The address keeps the filters: a reload shows the same report.
		await page.reload();
		await waitForHydration(page);
		await expect(page.getByLabel('Desde', { exact: true })).toHaveValue('2024-01-01');
		await expect.poll(async () => (await cells(me)).slice(2, 3)).toEqual(['0']);
		await expectNoAxeViolations(page);

		// Back to the last 30 days, and both tables as CSV files.
		await page.getByRole('button', { name: 'Últimos 30 días' }).click();
		await expect(page).toHaveURL(/\/aula\/informes\/?$/);
		await expect.poll(async () => (await cells(me)).slice(2, 3)).toEqual(['1']);

		const membersDownload = page.waitForEvent('download');
		await page.getByRole('button', { name: 'Descargar CSV del equipo' }).click();
		const membersFile = await membersDownload;
		expect(membersFile.suggestedFilename()).toMatch(
			/^informe-farmacia-ruiz-[a-z0-9-]+-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/,
		);
		const membersBytes = await readFile(await membersFile.path());
		expect([...membersBytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
		const membersText = membersBytes.toString('utf8').slice(1);
		const [header, ...rows] = membersText.split('\r\n');
		expect(header).toBe(
			'Nombre;Email;Farmacia;Minutos vistos;Cursos empezados;Cursos completados;Certificados;Descargas;Progreso medio (%);Última actividad',
		);
		const mine = rows.find((row) => row.startsWith(`${ownerName};`));
		expect(mine?.split(';').slice(4, 9)).toEqual(['1', '1', '1', '1', '100']);

		const coursesDownload = page.waitForEvent('download');
		await page.getByRole('button', { name: 'Descargar CSV de cursos' }).click();
		const coursesFile = await coursesDownload;
		expect(coursesFile.suggestedFilename()).toMatch(/-cursos\.csv$/);
		const coursesBytes = await readFile(await coursesFile.path());
		expect([...coursesBytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
		expect(coursesBytes.toString('utf8')).toContain(`${COURSE.name};Catálogo;1;1;100;1\r\n`);
	});

	test('quien no gestiona ninguna farmacia no ve las pestañas de gestión', async ({
		page,
		request,
	}, testInfo) => {
		const learner = await newLearner(request, testInfo, 'paid');
		await logIn(page, learner);
		const tabs = page.getByRole('navigation', { name: 'Gestión de la farmacia' });
		for (const [path, title] of [
			['/aula/informes', 'No gestionas ninguna farmacia'],
			['/aula/itinerarios', 'Los itinerarios son para titulares de farmacia'],
		] as const) {
			await page.goto(path);
			await waitForHydration(page);
			await expect(page.getByRole('heading', { name: title })).toBeVisible();
			await expect(tabs).toBeHidden();
		}
		await expectNoAxeViolations(page);
	});

	test('el panel del grupo explica a quien no tiene grupo cómo se configura', async ({
		page,
		request,
	}, testInfo) => {
		const owner = await newPharmacyOwner(request, testInfo, 'M');
		await logIn(page, owner);
		await page.goto('/aula/grupo');
		await waitForHydration(page);
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('Panel del grupo');
		await expect(
			page.getByRole('heading', { name: 'No gestionas ningún grupo de farmacias' }),
		).toBeVisible();
		// The owner of a pharmacy manages it: the tabs lead back to its space.
		await expect(
			page.getByRole('navigation', { name: 'Gestión de la farmacia' }).getByRole('link', {
				name: 'Grupo',
				exact: true,
			}),
		).toHaveAttribute('aria-current', 'page');
		await expect(
			page.getByRole('link', { name: 'Habla con nuestro equipo comercial' }),
		).toHaveAttribute('href', '/compra/contacto');
		await expectNoAxeViolations(page);
	});
});
