/**
 * The own training's one data hook: every call of `/aula/formacion-propia` goes through here. It
 * waits for the page's session check (use-campus-session sends a visitor without a session to
 * /login; the API client answers a 401 with one refresh and a retry), finds the pharmacies the
 * person manages (and tells the management tabs), loads the chosen one's own training with whether
 * its plan lets it upload (L and XL; `canUpload`), and runs each upload, edit and deletion,
 * writing the answer into the list. Refusals come back as the answer, for the view to show.
 */
import { useCallback, useEffect, useState } from 'react';
import {
	deleteTraining,
	listTrainings,
	updateTraining,
	uploadTraining,
	type UploadTrainingInput,
} from '../../../../lib/api/own-training';
import { getMyPharmacies } from '../../../../lib/api/pharmacy-team';
import type { OwnTraining, UpdateTrainingPayload } from '../../../../lib/contracts/own-training';
import type { ManagedPharmacyView } from '../../../../lib/contracts/pharmacy-team';
import { reportManagement } from '../../../../stores/management';
import { useCampusSession, type CampusSession } from '../../use-campus-session';
import { thenOnSuccess } from '../calls';
import { managesAny } from '../my-pharmacies';
import { withChanged, withoutTraining, withUploaded, type TrainingLoad } from './training';

/** What can be done to the chosen pharmacy's own training; each answer goes back to the view. */
export interface TrainingActions {
	upload: (input: UploadTrainingInput) => ReturnType<typeof uploadTraining>;
	update: (change: UpdateTrainingPayload) => ReturnType<typeof updateTraining>;
	remove: (courseId: number) => ReturnType<typeof deleteTraining>;
}

interface OwnTrainingData {
	phase: CampusSession['phase'];
	/** The pharmacies the person manages, once known. */
	pharmacies: ManagedPharmacyView[] | null;
	pharmacyId: number | null;
	load: TrainingLoad;
	select: (pharmacyId: number) => void;
	retry: () => void;
	actions: TrainingActions;
}

/** The pharmacies the person manages, asked once the session check said someone is logged in. */
function useManagedPharmacies(phase: CampusSession['phase']) {
	const [pharmacies, setPharmacies] = useState<ManagedPharmacyView[] | null>(null);
	const [pharmacyId, setPharmacyId] = useState<number | null>(null);
	const [load, setLoad] = useState<TrainingLoad>({ kind: 'loading' });

	useEffect(() => {
		if (phase !== 'ready') return;
		let alive = true;
		void getMyPharmacies().then((result) => {
			if (!alive) return;
			if (!result.ok) {
				setLoad({ kind: 'failed' });
				return;
			}
			reportManagement(managesAny(result.data));
			setPharmacies(result.data.managed);
			const first = result.data.managed[0];
			if (first) setPharmacyId(first.id);
			else setLoad({ kind: 'none' });
		});
		return () => {
			alive = false;
		};
	}, [phase]);

	return { pharmacies, pharmacyId, setPharmacyId, load, setLoad };
}

export function useOwnTraining(): OwnTrainingData {
	const { phase } = useCampusSession();
	const { pharmacies, pharmacyId, setPharmacyId, load, setLoad } = useManagedPharmacies(phase);

	const reload = useCallback(
		async (id: number) => {
			const result = await listTrainings(id);
			setLoad(
				result.ok
					? { kind: 'ready', trainings: result.data.trainings, canUpload: result.data.canUpload }
					: { kind: 'failed' },
			);
		},
		[setLoad],
	);

	useEffect(() => {
		if (pharmacyId === null) return;
		setLoad({ kind: 'loading' });
		void reload(pharmacyId);
	}, [pharmacyId, reload, setLoad]);

	const setTrainings = (update: (trainings: OwnTraining[]) => OwnTraining[]) => {
		setLoad((current) =>
			current.kind === 'ready' ? { ...current, trainings: update(current.trainings) } : current,
		);
	};

	return {
		phase,
		pharmacies,
		pharmacyId,
		load,
		select: setPharmacyId,
		retry: () => {
			// Without a pharmacy the first call failed: the page starts again.
			if (pharmacyId === null) window.location.reload();
			else void reload(pharmacyId);
		},
		actions: {
			upload: (input) =>
				thenOnSuccess(uploadTraining(input), (created) => {
					setTrainings((trainings) => withUploaded(trainings, created));
				}),
			update: (change) =>
				thenOnSuccess(updateTraining(change), (changed) => {
					setTrainings((trainings) => withChanged(trainings, changed));
				}),
			remove: (courseId) =>
				thenOnSuccess(deleteTraining(courseId), () => {
					setTrainings((trainings) => withoutTraining(trainings, courseId));
				}),
		},
	};
}
