/**
 * Demo own training (issue #7): a video and a PDF that "Farmacia Demo Liceo" uploaded for its
 * team, so a fresh campus shows the feature at once. The video is one of the demo lessons
 * (public/media/lessons), the PDF is drawn here; both are put in the file storage like an upload.
 * Only with the demo accounts (never in production): the pharmacy is the demo titular's.
 */
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { PDFDocument, PageSizes, StandardFonts, rgb } from 'pdf-lib';
import { OWN_TRAINING_PATH_PREFIX } from '../../../lib/own-training';
import type { Database } from '../client';
import { ensureCategory, insertOwnTraining, insertUploadedFile } from '../queries/own-training';
import { courses, pharmacies } from '../schema';

/** The part of the file storage (services/file-storage.ts) the seed needs. */
export interface SeedFileStore {
	save(key: string, source: Uint8Array, options: { maxBytes: number }): Promise<{ bytes: number }>;
}

export const DEMO_OWN_TRAINING_PHARMACY = 'Farmacia Demo Liceo';
/** A demo lesson of 2 min 30 s, and its length (the player counts it watched by its seconds). */
const DEMO_VIDEO = { file: 'lessons/lesson-150.webm', seconds: 150 };
/** Arbitrary constant naming this seed's advisory lock (two processes starting together). */
const LOCK_KEY = 7_240_011;

const PROTOCOL_LINES = [
	'1. Saluda en los primeros cinco segundos, aunque estés atendiendo a otra persona.',
	'2. Pregunta para quién es y desde cuándo: adulto, niño, embarazo o lactancia.',
	'3. Repasa la medicación habitual y las alergias antes de recomendar nada.',
	'4. Explica cómo y cuándo tomarlo, y cuándo volver o ir al médico.',
	'5. Ofrece la ficha de consejo y anota la recomendación si el cliente lo desea.',
];

/** A one-page protocol sheet, as a pharmacy might upload it. */
export async function demoProtocolPdf(): Promise<Uint8Array> {
	const pdf = await PDFDocument.create();
	pdf.setTitle('Protocolo de acogida en el mostrador');
	pdf.setAuthor(DEMO_OWN_TRAINING_PHARMACY);
	const page = pdf.addPage(PageSizes.A4);
	const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
	const regular = await pdf.embedFont(StandardFonts.Helvetica);
	const ink = rgb(0.1, 0.17, 0.18);
	page.drawText(DEMO_OWN_TRAINING_PHARMACY, { x: 56, y: 770, size: 11, font: regular, color: ink });
	page.drawText('Protocolo de acogida en el mostrador', {
		x: 56,
		y: 740,
		size: 20,
		font: bold,
		color: ink,
	});
	PROTOCOL_LINES.forEach((line, index) => {
		page.drawText(line, { x: 56, y: 700 - index * 24, size: 11, font: regular, color: ink });
	});
	return pdf.save();
}

/**
 * Adds the demo pharmacy's own training unless it already has some (the seed runs at every
 * start). Answers how many were added.
 */
export async function seedDemoOwnTraining(
	db: Database,
	files: SeedFileStore,
	mediaRoot: string = path.resolve('public/media'),
): Promise<number> {
	return db.transaction(async (tx) => {
		await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_KEY})`);
		const [pharmacy] = await tx
			.select({ id: pharmacies.id, ownerUserId: pharmacies.ownerUserId })
			.from(pharmacies)
			.where(sql`lower(${pharmacies.name}) = lower(${DEMO_OWN_TRAINING_PHARMACY})`);
		if (!pharmacy) return 0;
		const [existing] = await tx
			.select({ id: courses.id })
			.from(courses)
			.where(eq(courses.pharmacyId, pharmacy.id))
			.limit(1);
		if (existing) return 0;

		await ensureCategory(tx, {
			name: 'Formación de tu farmacia',
			description:
				'Formación propia que cada farmacia sube para su equipo. No forma parte del catálogo.',
		});
		const today = new Date().toISOString().slice(0, 10);
		const trainings = [
			{
				title: 'Bienvenida al equipo de Farmacia Demo Liceo',
				description:
					'Cómo trabajamos en el mostrador: horarios, turnos y a quién preguntar. Míralo en tu primera semana.',
				type: 'video' as const,
				contentName: 'Vídeo',
				contentType: 'video/webm',
				originalName: 'bienvenida.webm',
				durationSeconds: DEMO_VIDEO.seconds,
				bytes: new Uint8Array(await readFile(path.join(mediaRoot, DEMO_VIDEO.file))),
			},
			{
				title: 'Protocolo de acogida en el mostrador',
				description: 'Los cinco pasos que seguimos con cada cliente, para tenerlos a mano.',
				type: 'pdf' as const,
				contentName: 'Ficha PDF',
				contentType: 'application/pdf',
				originalName: 'protocolo-de-acogida.pdf',
				durationSeconds: 0,
				bytes: await demoProtocolPdf(),
			},
		];
		for (const training of trainings) {
			// The shape services/file-storage.ts gives its keys: `<pharmacyId>/<uuid>`.
			const storageKey = `${pharmacy.id}/${randomUUID()}`;
			const { bytes } = await files.save(storageKey, training.bytes, {
				maxBytes: training.bytes.byteLength,
			});
			const fileId = await insertUploadedFile(tx, {
				pharmacyId: pharmacy.id,
				kind: training.type,
				contentType: training.contentType,
				bytes,
				originalName: training.originalName,
				storageKey,
				uploadedByUserId: pharmacy.ownerUserId,
			});
			await insertOwnTraining(tx, {
				pharmacyId: pharmacy.id,
				path: `${OWN_TRAINING_PATH_PREFIX}${randomUUID()}`,
				title: training.title,
				description: training.description,
				topicTitle: 'Formación de tu farmacia',
				type: training.type,
				contentName: training.contentName,
				durationSeconds: training.durationSeconds,
				fileId,
				today,
			});
		}
		return trainings.length;
	});
}
