/**
 * The campus catalogue (`/aula/cursos`, issue #17): every course the person's licence opens, with
 * the public catalogue's search, category filter and "Ver más cursos" (use-catalogue.ts,
 * CatalogueView.tsx), each card with the person's progress and leading into the player; a course
 * their trial leaves out says so and offers the plans.
 *
 * A static shell like every campus page: nothing is asked before the session check answers (a
 * visitor without a session is sent to /login) and the reloaded licences say one opens the
 * campus: the API answers 403 without one, and the API client closes the session on any 403.
 */
import { useStore } from '@nanostores/react';
import { getCampusCourses } from '../../../lib/api/campus-courses';
import type { Category } from '../../../lib/contracts/courses';
import { $isLoggedIn } from '../../../stores/auth';
import { GENERAL_LOGIN_PATH } from '../../../stores/session';
import { $hasLicence } from '../../../stores/subscription';
import { Button } from '../../ui/Button';
import { Notice } from '../../ui/Notice';
import { useCampusSession } from '../use-campus-session';
import { CampusCourseCard } from './CampusCourseCard';
import { campusScreen } from './campus-state';
import { CatalogueView } from './CatalogueView';
import { t } from './t';
import { useCatalogue } from './use-catalogue';
import { PLANS_PATH } from '../../../lib/navigation';

/** Where someone without a licence is offered one. */

export interface CampusCatalogueProps {
	categories: Category[];
	pageSize: number;
}

export default function CampusCatalogue({ categories, pageSize }: CampusCatalogueProps) {
	const { phase, licencesLoaded } = useCampusSession();
	const isLoggedIn = useStore($isLoggedIn);
	const hasLicence = useStore($hasLicence);
	const catalogue = useCatalogue({
		categories,
		pageSize,
		fetchPage: getCampusCourses,
		enabled: phase === 'ready' && licencesLoaded && isLoggedIn && hasLicence,
	});
	const screen = campusScreen({
		phase,
		isLoggedIn,
		licencesLoaded,
		hasLicence,
		refused: catalogue.failure?.result === 'lic_req',
	});

	switch (screen) {
		case 'checking':
			return (
				<p className="campus-catalogue__status" role="status">
					{t('campus_courses.checking')}
				</p>
			);
		case 'session_gone':
			return (
				<p className="campus-catalogue__status">
					{t('campus_courses.session_gone')}{' '}
					<a href={GENERAL_LOGIN_PATH}>{t('campus_courses.log_in')}</a>
				</p>
			);
		case 'plans':
			return (
				<div className="campus-catalogue__status">
					<Notice
						title={t('campus_courses.no_licence_title')}
						action={<Button href={PLANS_PATH}>{t('campus_courses.see_plans')}</Button>}
					>
						<p>{t('campus_courses.no_licence_text')}</p>
					</Notice>
				</div>
			);
		case 'catalogue':
			return (
				<CatalogueView
					catalogue={catalogue}
					categories={categories}
					renderCourse={(course, slot) => <CampusCourseCard course={course} slot={slot} />}
				/>
			);
	}
}
