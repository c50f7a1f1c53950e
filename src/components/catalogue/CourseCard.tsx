/**
 * A course in a list: poster, category, name, description, duration and audience. Rendered
 * statically by Astro pages (no JavaScript) and inside the catalogue islands.
 */
import type { ReactNode } from 'react';
import type { CourseSummary } from '../../lib/contracts/courses';
import { Card } from '../ui/Card';
import { audienceLabel, tCourses } from './course-labels';

export interface CourseCardProps {
	course: CourseSummary;
	categoryName: string | undefined;
	headingLevel?: 2 | 3 | undefined;
	/** Eager-load the posters of the first row, lazy-load the rest. */
	eager?: boolean | undefined;
	/** Where the card leads: the course's public page unless told; null for nowhere. */
	href?: string | null | undefined;
	/** Said below the meta line (the campus: the person's progress with the course). */
	status?: ReactNode;
}

export function CourseCard({
	course,
	categoryName,
	headingLevel = 2,
	eager = false,
	href = `/cursos/${course.path}/`,
	status,
}: CourseCardProps) {
	return (
		<Card
			className="course-card"
			headingLevel={headingLevel}
			href={href ?? undefined}
			title={course.cnm}
			eyebrow={categoryName}
			media={
				<img
					src={course.img}
					alt=""
					width={640}
					height={360}
					loading={eager ? 'eager' : 'lazy'}
					decoding="async"
				/>
			}
			footer={
				<>
					<p className="course-card__meta">
						<span>{tCourses('courses.duration', { count: course.dur })}</span>
						<span aria-hidden="true"> · </span>
						<span>{audienceLabel(course.tg)}</span>
					</p>
					{status}
				</>
			}
		>
			<p className="course-card__description">{course.des}</p>
		</Card>
	);
}
