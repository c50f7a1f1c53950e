import { useEffect, useRef, useState } from 'react';
import { Button } from '../../ui/Button';
import { Input } from '../../ui/Input';
import { CourseLabel } from './CourseLabel';
import { t } from './shared';
import { moveCourse, setOpensOn, type DraftCourse } from './wizard';

/** Order with up/down buttons and a day per course; focus follows the moved course. */
export function OrderStep({
	courses,
	onChange,
	announce,
}: {
	courses: DraftCourse[];
	onChange: (courses: DraftCourse[]) => void;
	announce: (text: string) => void;
}) {
	const buttons = useRef(new Map<string, HTMLButtonElement>());
	const [focusAfterMove, setFocusAfterMove] = useState<{ courseId: number; up: boolean } | null>(
		null,
	);

	useEffect(() => {
		if (!focusAfterMove) return;
		const { courseId, up } = focusAfterMove;
		// At the top (or bottom) the same button is disabled: the other one keeps the focus nearby.
		const same = buttons.current.get(`${courseId}:${up ? 'up' : 'down'}`);
		const other = buttons.current.get(`${courseId}:${up ? 'down' : 'up'}`);
		(same && !same.disabled ? same : other)?.focus();
	}, [focusAfterMove, courses]);

	const move = (index: number, direction: -1 | 1) => {
		const course = courses[index];
		if (!course) return;
		const next = moveCourse(courses, index, direction);
		onChange(next);
		setFocusAfterMove({ courseId: course.courseId, up: direction === -1 });
		announce(
			t('itineraries.wizard.moved', {
				name: course.name,
				n: index + direction + 1,
				total: courses.length,
			}),
		);
	};

	return (
		<div className="wizard__order">
			<p>{t('itineraries.wizard.order_lead')}</p>
			<ol className="wizard__results">
				{courses.map((course, index) => (
					<li key={course.courseId} className="wizard__course wizard__course--order">
						<span className="wizard__position" aria-hidden="true">
							{index + 1}
						</span>
						<CourseLabel course={course} />
						<div className="wizard__move">
							<Button
								size="sm"
								variant="secondary"
								ref={(element: HTMLButtonElement | null) => {
									if (element) buttons.current.set(`${course.courseId}:up`, element);
								}}
								disabled={index === 0}
								aria-label={t('itineraries.wizard.move_up_label', { name: course.name })}
								onClick={() => {
									move(index, -1);
								}}
							>
								<span aria-hidden="true">↑</span> {t('itineraries.wizard.move_up')}
							</Button>
							<Button
								size="sm"
								variant="secondary"
								ref={(element: HTMLButtonElement | null) => {
									if (element) buttons.current.set(`${course.courseId}:down`, element);
								}}
								disabled={index === courses.length - 1}
								aria-label={t('itineraries.wizard.move_down_label', { name: course.name })}
								onClick={() => {
									move(index, 1);
								}}
							>
								<span aria-hidden="true">↓</span> {t('itineraries.wizard.move_down')}
							</Button>
						</div>
						<Input
							type="date"
							label={
								<>
									{t('itineraries.wizard.opens_label')}
									<span className="visually-hidden"> {course.name}</span>
								</>
							}
							value={course.opensOn}
							fieldClassName="wizard__date"
							onChange={(event) => {
								onChange(setOpensOn(courses, course.courseId, event.target.value));
							}}
						/>
					</li>
				))}
			</ol>
		</div>
	);
}
