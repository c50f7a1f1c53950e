/**
 * The public catalogue's island (spec §2 `cursos`): search box, category filter and "see more".
 * The first page comes prerendered in the props, so the list is in the HTML before any JavaScript
 * runs; after hydration every change asks the API again (use-catalogue.ts). Each card opens the
 * course's public page.
 */
import { getCourses } from '../../../lib/api/courses';
import type { Category, CourseSummary } from '../../../lib/contracts/courses';
import { CourseCard } from '../../catalogue/CourseCard';
import { CatalogueView } from './CatalogueView';
import { useCatalogue } from './use-catalogue';

export interface CourseCatalogueProps {
	categories: Category[];
	initialCourses: CourseSummary[];
	initialTotal: number;
	pageSize: number;
}

export default function CourseCatalogue({
	categories,
	initialCourses,
	initialTotal,
	pageSize,
}: CourseCatalogueProps) {
	const catalogue = useCatalogue({
		categories,
		pageSize,
		fetchPage: getCourses,
		initial: { courses: initialCourses, tqr: initialTotal },
	});
	return (
		<CatalogueView
			catalogue={catalogue}
			categories={categories}
			renderCourse={(course, { categoryName, eager }) => (
				<CourseCard course={course} categoryName={categoryName} eager={eager} />
			)}
		/>
	);
}
