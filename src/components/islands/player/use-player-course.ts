/**
 * The course player's data (issue #6): the course from `getCourse` once the session is checked,
 * its progress as items report it, and the reload that brings the certificate once the last item
 * is completed.
 */
import { useCallback, useState } from 'react';
import { getCourse } from '../../../lib/api/progress';
import type { ItemProgress, PlayerCourse } from '../../../lib/contracts/progress';
import { applyProgress, completesCourse, withCertificate, type PlayerLoad } from './player-course';

export function usePlayerCourse(courseId: number) {
	const [load, setLoad] = useState<PlayerLoad>({ kind: 'loading' });

	/** Loads the course; answers it when it came, so the caller can choose where to start. */
	const reload = useCallback(async (): Promise<PlayerCourse | null> => {
		const result = await getCourse(courseId);
		if (result.ok) {
			setLoad({ kind: 'ready', course: result.data });
			return result.data;
		}
		setLoad(
			result.status === 403
				? { kind: 'refused', result: result.result, msg: result.msg }
				: { kind: 'failed', msg: result.msg },
		);
		return null;
	}, [courseId]);

	const onProgress = useCallback(
		(progress: ItemProgress) => {
			setLoad((current) => {
				if (current.kind !== 'ready') return current;
				// The last item just completed: the certificate was issued on the server.
				if (completesCourse(current.course, progress)) void reload();
				return { kind: 'ready', course: applyProgress(current.course, progress) };
			});
		},
		[reload],
	);

	const setCertificate = useCallback((certificate: string) => {
		setLoad((current) => withCertificate(current, certificate));
	}, []);

	return { load, reload, onProgress, setCertificate };
}
