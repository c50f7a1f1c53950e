/** The demo catalogue: every group's categories, experts and courses, in one list each. */
import { groupA } from './group-a';
import { groupB } from './group-b';
import { groupC } from './group-c';
import { quizzesA } from './quizzes-a';
import { quizzesB } from './quizzes-b';
import { quizzesC } from './quizzes-c';
import type { SeedCourseQuiz, SeedGroup } from './types';

const groups = [groupA, groupB, groupC];

export const demoCatalogue: SeedGroup = {
	categories: groups.flatMap((group) => group.categories),
	experts: groups.flatMap((group) => group.experts),
	courses: groups.flatMap((group) => group.courses),
};

/** The final quiz of every demo course, by course id. */
export const demoQuizzes: SeedCourseQuiz[] = [...quizzesA, ...quizzesB, ...quizzesC];
