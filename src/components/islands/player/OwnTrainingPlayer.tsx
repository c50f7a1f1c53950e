/**
 * The player of a pharmacy's own training, `aula/formacion?id={cid}` (issue #7). Own training has
 * no prerendered page of its own (its course is private to a team), so one static shell reads the
 * course from the address and hands it to the course player, which asks the API as for any course:
 * someone outside the team gets "not found".
 */
import player from 'i18n-section:player';
import { useEffect, useState } from 'react';
import { createTranslator } from '../../../i18n/translate';
import CoursePlayer from './CoursePlayer';

const t = createTranslator({ player });

/**
 * The course id of `?id=`, or null when missing or not a positive whole number.
 *
 * @example
 * courseIdFrom('?id=10450'); // 10450
 * courseIdFrom('?id=abc'); // null
 */
export function courseIdFrom(search: string): number | null {
	const value = new URLSearchParams(search).get('id') ?? '';
	if (!/^\d{1,10}$/.test(value)) return null;
	const id = Number(value);
	return id >= 1 && id <= 2_147_483_647 ? id : null;
}

export default function OwnTrainingPlayer() {
	// undefined until the address is read after hydration (the shell is prerendered without it).
	const [courseId, setCourseId] = useState<number | null | undefined>(undefined);

	useEffect(() => {
		setCourseId(courseIdFrom(window.location.search));
	}, []);

	if (courseId === undefined) {
		return (
			<p className="player__status" role="status">
				{t('player.loading')}
			</p>
		);
	}
	if (courseId === null) {
		return (
			<p className="player__refused" role="alert">
				{t('player.own_training_missing')}
			</p>
		);
	}
	return <CoursePlayer courseId={courseId} />;
}
